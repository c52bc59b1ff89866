import { ClientOnlyError } from '@clinic/shared';
import { type ComponentType, createContext } from 'react';

/**
 * On the server, federated mounts take their components from here instead of the browser's federation
 * runtime: the render worker gives the modules of the remotes' server builds it loaded. A module it has not
 * got (no server build, or its data missed the budget) throws ClientOnlyError, so React sends that part's
 * loading fallback and the browser renders it as before. Null in the browser.
 */
export interface ServerRemotes {
  // biome-ignore lint/suspicious/noExplicitAny: each remote module has its own props
  component(remote: string, module: string): ComponentType<any>;
}

export const ServerRemotesContext = createContext<ServerRemotes | null>(null);

/** What the server gives when no remote renders there yet: every federated part is left to the browser. */
export const BROWSER_ONLY_REMOTES: ServerRemotes = {
  component: (remote, module) =>
    function LeftToTheBrowser(): never {
      throw new ClientOnlyError(`${remote}/${module}`);
    },
};
