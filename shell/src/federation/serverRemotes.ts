import { ClientOnlyError, type PrepareSection } from '@clinic/shared';
import { type ComponentType, createContext } from 'react';

/** What a remote's server build exports: its `./routes` component, `prepare` for its data, and widgets. */
// biome-ignore lint/suspicious/noExplicitAny: each remote module has its own props
export type RemoteServerModule = { prepare?: PrepareSection } & Record<string, ComponentType<any> | unknown>;

/**
 * On the server, federated mounts take their components from here instead of the browser's federation
 * runtime. A module that may not render on the server (no server build, its data missed the budget, or not
 * rendered there yet) throws ClientOnlyError, so React sends that part's loading fallback and the browser
 * renders it as before. Null in the browser.
 */
export interface ServerRemotes {
  // biome-ignore lint/suspicious/noExplicitAny: each remote module has its own props
  component(remote: string, module: string): ComponentType<any>;
}

export const ServerRemotesContext = createContext<ServerRemotes | null>(null);

const leftToTheBrowser = (remote: string, module: string) =>
  function LeftToTheBrowser(): never {
    throw new ClientOnlyError(`${remote}/${module}`);
  };

/** The route sections whose data is in (by remote); every other federated part is left to the browser. */
export function serverRemotes(
  modules: Record<string, RemoteServerModule>,
  ready: Set<string>,
): ServerRemotes {
  return {
    component(remote, module) {
      const component = modules[remote]?.[module];
      return module === 'routes' && ready.has(remote) && typeof component === 'function'
        ? (component as ComponentType)
        : leftToTheBrowser(remote, module);
    },
  };
}
