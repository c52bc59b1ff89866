import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RemoteName, RemoteRegistry } from './remoteRegistry';

// biome-ignore lint/suspicious/noExplicitAny: the cache holds components of every remote's own props
export type AnyComponent = ComponentType<any>;
type LoadedModule = { default: AnyComponent };

/** Runs once the module is loaded, before its component renders (a section's data before hydration). */
export type BeforeRender = (module: Record<string, unknown>) => Promise<void>;

/** One load and one lazy component per remote module and attempt, so re-renders never re-import. */
export interface RemoteComponents {
  /**
   * Starts loading `<remote>/<module>` (and its `beforeRender`) now, not when rendering reaches it: the first
   * render's lazy component takes over the same load. A failure shows where the component renders (its boundary).
   */
  start(remote: RemoteName, module: string, beforeRender?: BeforeRender): void;
  /** The lazy component of an attempt; attempt 0 is the first load, a higher one loads the remote afresh. */
  lazy(
    remote: RemoteName,
    module: string,
    attempt: number,
    beforeRender?: BeforeRender,
  ): LazyExoticComponent<AnyComponent>;
}

export function createRemoteComponents(load: RemoteRegistry['loadRemoteModule']): RemoteComponents {
  const loads = new Map<string, Promise<LoadedModule>>();
  const components = new Map<string, LazyExoticComponent<AnyComponent>>();
  const keyOf = (remote: RemoteName, module: string, attempt: number) => `${remote}/${module}#${attempt}`;

  function loadOnce(remote: RemoteName, module: string, attempt: number, beforeRender?: BeforeRender) {
    const key = keyOf(remote, module, attempt);
    let loading = loads.get(key);
    if (!loading) {
      loading = (async () => {
        const loaded = await load<LoadedModule>(remote, module, attempt > 0);
        await beforeRender?.(loaded);
        return loaded;
      })();
      loads.set(key, loading);
    }
    return loading;
  }

  return {
    start(remote, module, beforeRender) {
      loadOnce(remote, module, 0, beforeRender).catch(() => {});
    },
    lazy(remote, module, attempt, beforeRender) {
      const key = keyOf(remote, module, attempt);
      let component = components.get(key);
      if (!component) {
        component = lazy(() => loadOnce(remote, module, attempt, beforeRender));
        components.set(key, component);
      }
      return component;
    },
  };
}
