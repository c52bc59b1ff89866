import { remoteRoutes } from '@clinic/shared/routing';
import { SECTION_CATALOGS } from '../messages/catalogText';
import { CATALOG_ROUTES } from './routeTable';

/**
 * The exposed `./routes` module: `<Routes>`, `prepare` and the sections owned, all from the route table; a page's
 * catalogues load with its data, in the page's language.
 */
const { Routes, prepare, sections } = remoteRoutes(CATALOG_ROUTES, SECTION_CATALOGS);

export default Routes;
export { prepare, sections };
