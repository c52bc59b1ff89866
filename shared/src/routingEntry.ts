/**
 * `@clinic/shared/routing`: what each remote's own bundle carries to serve its route table (the `<Routes>`
 * and `prepare` generator, the shared redirect and not-found routes, the request loaders and actions get).
 * Not in the package's index: no page of the shell carries it.
 */
export { remoteRoutes } from './routing/remoteRoutes';
export { routeRequest } from './routing/routeRequest';
export { type BackLink, indexRedirectRoute, notFoundRoute } from './routing/sectionRoutes';
