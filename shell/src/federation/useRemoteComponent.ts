import { type ComponentType, useCallback, useContext, useMemo, useState } from 'react';
import { PageRemotesContext } from './pageRemotes';
import type { BeforeRender } from './remoteComponents';
import type { RemoteName } from './remoteRegistry';
import { ServerRemotesContext } from './serverRemotes';

/** A lazy component for `<remote>/<module>` (on the server: the render worker's) and a retry that really loads it again. */
export function useRemoteComponent<P extends object>(
  remote: RemoteName,
  module: string,
  beforeRender?: BeforeRender,
) {
  const server = useContext(ServerRemotesContext);
  const { components } = useContext(PageRemotesContext);
  const [attempt, setAttempt] = useState(0);
  const Component = useMemo(
    () =>
      (server
        ? server.component(remote, module)
        : components.lazy(remote, module, attempt, beforeRender)) as ComponentType<P>,
    // beforeRender is read once, when the module is first loaded.
    [server, components, remote, module, attempt],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { Component, retry };
}
