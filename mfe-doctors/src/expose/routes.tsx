import { remoteRoutes } from '@clinic/shared/routing';
import { DOCTORS_CATALOGS } from '../messages/doctorsText';
import { DOCTORS_ROUTES } from './routeTable';

/**
 * The exposed `./routes` module: `<Routes>`, `prepare` and the sections owned, all from the route table; a page's
 * catalogue in its language loads with its data.
 */
const { Routes, prepare, sections } = remoteRoutes(DOCTORS_ROUTES, DOCTORS_CATALOGS);

export default Routes;
export { prepare, sections };
