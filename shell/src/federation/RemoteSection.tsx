import {
  type PagePart,
  type PrepareSection,
  type PrepareWidget,
  pathWithoutLocale,
  type RemoteRoutesProps,
  type SectionName,
} from '@clinic/shared';
import { type ReactNode, useContext } from 'react';
import { isRemoteRouteSection } from '../startup/remoteRouteSection';
import type { HydratedSections } from './hydratedSections';
import { type PageRemotes, PageRemotesContext, pageRemotes } from './pageRemotes';
import { RemoteBoundary } from './RemoteBoundary';
import type { BeforeRender } from './remoteComponents';
import type { RemoteName } from './remoteRegistry';
import { useRemoteComponent } from './useRemoteComponent';

/** Before a section renders: the data of the server's HTML (on the first page), or nothing. */
const prepareSection =
  (hydrated: HydratedSections, remote: RemoteName, section: SectionName): BeforeRender =>
  (module) => {
    const prepare = module.prepare as PrepareSection | undefined;
    return hydrated.prepare(
      { remote, module: 'routes', section },
      typeof prepare === 'function'
        ? () =>
            prepare({
              section,
              // The route's own address: a remote's routes never see the language's prefix (the router's basename).
              pathname: pathWithoutLocale(window.location.pathname),
              search: window.location.search,
            })
        : null,
    );
  };

/**
 * Starts the code and data of the route sections the server rendered before the shell hydrates:
 * the remote's module loads, its chunks download and its stores fill while React hydrates the shell, so the
 * section hydrates as soon as hydration reaches it instead of starting its loads then. The parts are the
 * server's, routed from this same address, so their names are the ones the routes render; a name no route
 * renders only loads in vain (a remote /remotes.json does not list fails, silently: nothing renders it).
 */
export function startRenderedSections(
  parts: readonly PagePart[],
  { components, hydrated }: PageRemotes = pageRemotes,
): void {
  for (const part of parts) {
    if (isRemoteRouteSection(part))
      components.start(
        part.remote as RemoteName,
        'routes',
        prepareSection(hydrated, part.remote as RemoteName, part.section as SectionName),
      );
  }
}

/** A route section served by a remote's `./routes` module. */
export function RemoteSection({ remote, section }: { remote: RemoteName } & RemoteRoutesProps) {
  const { hydrated } = useContext(PageRemotesContext);
  const { Component, retry } = useRemoteComponent<RemoteRoutesProps>(
    remote,
    'routes',
    prepareSection(hydrated, remote, section),
  );
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
  /** Names the widget in its fallback, in the page's language: «Блок «Наши врачи» временно недоступен». */
  label?: string;
}) {
  const { hydrated } = useContext(PageRemotesContext);
  const { Component, retry } = useRemoteComponent<object>(remote, module, (loaded) => {
    const prepare = loaded.prepare as PrepareWidget | undefined;
    return hydrated.prepare({ remote, module }, typeof prepare === 'function' ? () => prepare() : null);
  });
  return (
    <RemoteBoundary remote={remote} onRetry={retry} loading={loading} label={label} compact>
      <Component />
    </RemoteBoundary>
  );
}
