/**
 * The catalogue remote's server build (rspack --env server): what the site server renders of it. Its three route
 * sections with their data (`prepare`, `routes`, from its route table), and the home page's widgets above the
 * fold, each with its `prepare` (the promotions block is below the fold and loads in the browser when the
 * patient scrolls near it).
 */

export * as CheckUpCard from './expose/CheckUpCard';
export { default as routes, prepare, sections } from './expose/routes';
export * as ServiceTiles from './expose/ServiceTiles';
