/**
 * The origin of the requests loaders and actions get. They read the path, the query and the form; on the server
 * the site's public origin is the site server's business, so its requests carry a placeholder one.
 */
const requestOrigin = () => (typeof location === 'undefined' ? 'http://localhost' : location.origin);

/** A GET for the address, or with `init` the form's POST, as a loader or an action is handed it. */
export const routeRequest = (pathname: string, search = '', init?: RequestInit): Request =>
  new Request(new URL(`${pathname}${search}`, requestOrigin()), init);
