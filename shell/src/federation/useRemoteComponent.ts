import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { loadRemoteModule, type RemoteName } from './remoteRegistry';
import { ServerRemotesContext } from './serverRemotes';

// biome-ignore lint/suspicious/noExplicitAny: the cache holds components of every remote's own props
type AnyComponent = ComponentType<any>;

// One lazy component per remote module and attempt, so re-renders never re-import.
const cache = new Map<string, LazyExoticComponent<AnyComponent>>();

/** Runs once the module is loaded, before its component renders (a section's data before hydration). */
export type BeforeRender = (module: Record<string, unknown>) => Promise<void>;

function lazyRemote(remote: RemoteName, module: string, attempt: number, beforeRender?: BeforeRender) {
  const key = `${remote}/${module}#${attempt}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const component = lazy(async () => {
    const loaded = await loadRemoteModule<{ default: AnyComponent }>(remote, module, attempt > 0);
    await beforeRender?.(loaded);
    return loaded;
  });
  cache.set(key, component);
  return component;
}

/** A lazy component for `<remote>/<module>` (on the server: the render worker's) and a retry that really loads it again. */
export function useRemoteComponent<P extends object>(
  remote: RemoteName,
  module: string,
  beforeRender?: BeforeRender,
) {
  const server = useContext(ServerRemotesContext);
  const [attempt, setAttempt] = useState(0);
  const Component = useMemo(
    () =>
      (server
        ? server.component(remote, module)
        : lazyRemote(remote, module, attempt, beforeRender)) as ComponentType<P>,
    // beforeRender is read once, when the module is first loaded.
    [server, remote, module, attempt],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { Component, retry };
}
