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
type LoadedModule = { default: AnyComponent };

/** Runs once the module is loaded, before its component renders (a section's data before hydration). */
export type BeforeRender = (module: Record<string, unknown>) => Promise<void>;

// One load and one lazy component per remote module and attempt, so re-renders never re-import.
const loads = new Map<string, Promise<LoadedModule>>();
const components = new Map<string, LazyExoticComponent<AnyComponent>>();

const keyOf = (remote: RemoteName, module: string, attempt: number) => `${remote}/${module}#${attempt}`;

function loadOnce(remote: RemoteName, module: string, attempt: number, beforeRender?: BeforeRender) {
  const key = keyOf(remote, module, attempt);
  let load = loads.get(key);
  if (!load) {
    load = (async () => {
      const loaded = await loadRemoteModule<LoadedModule>(remote, module, attempt > 0);
      await beforeRender?.(loaded);
      return loaded;
    })();
    loads.set(key, load);
  }
  return load;
}

function lazyRemote(remote: RemoteName, module: string, attempt: number, beforeRender?: BeforeRender) {
  const key = keyOf(remote, module, attempt);
  let component = components.get(key);
  if (!component) {
    component = lazy(() => loadOnce(remote, module, attempt, beforeRender));
    components.set(key, component);
  }
  return component;
}

/**
 * Starts loading `<remote>/<module>` (and its `beforeRender`) now, not when rendering reaches it: the first
 * render's lazy component takes over the same load. A failure shows where the component renders (its boundary).
 */
export function startRemoteComponent(remote: RemoteName, module: string, beforeRender?: BeforeRender): void {
  loadOnce(remote, module, 0, beforeRender).catch(() => {});
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
