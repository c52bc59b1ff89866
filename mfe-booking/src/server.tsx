/** The booking remote's server build (rspack --env server): its pages, their data and their posts, for the site server. */
export { default as routes, prepare, sections, submit } from './expose/routes';
