/** The analyses remote's server build (rspack --env server): its routes and their data, for the site server. */
export { default as routes, prepare, sections } from './expose/routes';
