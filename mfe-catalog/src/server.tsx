/**
 * The catalogue remote's server build (rspack --env server): what the site server renders of it. Its three route
 * sections with their data (`prepare`, `routes`), and the home page's widgets above the fold, each with its
 * `prepare` (the promotions block is below the fold and loads in the browser when the patient scrolls near it).
 */

export * as CheckUpCard from './expose/CheckUpCard';
export { prepare } from './expose/prepare';
export { default as routes } from './expose/routes';
export * as ServiceTiles from './expose/ServiceTiles';
