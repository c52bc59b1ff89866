/** The doctors remote's server build (rspack --env server): its routes and their data, for the site server. */
export { prepare } from './expose/prepare';
export { default as routes } from './expose/routes';
