import type { PrepareSection, PrepareWidget, RemoteRoutesProps } from '@clinic/shared';
import type { ReactNode } from 'react';
import { prepareForHydration } from './hydratedSections';
import { RemoteBoundary } from './RemoteBoundary';
import type { RemoteName } from './remoteRegistry';
import { useRemoteComponent } from './useRemoteComponent';

/** A route section served by a remote's `./routes` module. */
export function RemoteSection({ remote, section }: { remote: RemoteName } & RemoteRoutesProps) {
  const { Component, retry } = useRemoteComponent<RemoteRoutesProps>(remote, 'routes', (module) => {
    const prepare = module.prepare as PrepareSection | undefined;
    return prepareForHydration(
      { remote, module: 'routes', section },
      typeof prepare === 'function'
        ? () => prepare({ section, pathname: window.location.pathname, search: window.location.search })
        : null,
    );
  });
  return (
    <RemoteBoundary remote={remote} onRetry={retry}>
      <Component section={section} />
    </RemoteBoundary>
  );
}

/** A widget a remote exposes for the shell's pages; its failure leaves the rest of the page intact. */
export function RemoteWidget({
  remote,
  module,
  loading = null,
  label,
}: {
  remote: RemoteName;
  module: string;
  loading?: ReactNode;
  /** Names the widget in its fallback: «Блок «Наши врачи» временно недоступен». */
  label?: string;
}) {
  const { Component, retry } = useRemoteComponent<object>(remote, module, (loaded) => {
    const prepare = loaded.prepare as PrepareWidget | undefined;
    return prepareForHydration({ remote, module }, typeof prepare === 'function' ? () => prepare() : null);
  });
  return (
    <RemoteBoundary remote={remote} onRetry={retry} loading={loading} label={label} compact>
      <Component />
    </RemoteBoundary>
  );
}
