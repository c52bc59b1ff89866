import { remoteRoutes } from '@clinic/shared/src/routing/remoteRoutes';
import { CATALOG_ROUTES } from './routeTable';

/** The exposed `./routes` module: `<Routes>`, `prepare` and the sections owned, all from the route table. */
const { Routes, prepare, sections } = remoteRoutes(CATALOG_ROUTES);

export default Routes;
export { prepare, sections };
