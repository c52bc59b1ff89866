import { remoteRoutes } from '@clinic/shared/routing';
import { ANALYSES_CATALOGS } from '../messages/analysesText';
import { ANALYSES_ROUTES } from './routeTable';

/**
 * The exposed `./routes` module: `<Routes>`, `prepare` and the sections owned, all from the route table; the
 * remote's messages load with a page's data, in the page's language.
 */
const { Routes, prepare, sections } = remoteRoutes(ANALYSES_ROUTES, ANALYSES_CATALOGS);

export default Routes;
export { prepare, sections };
