import { remoteRoutes } from '@clinic/shared/routing';
import { BOOKING_CATALOGS } from '../messages/bookingText';
import { BOOKING_ROUTES } from './routeTable';

/** The exposed `./routes` module: `<Routes>`, `prepare`, `submit` and the sections owned, from the route table. */
const { Routes, prepare, sections, submit } = remoteRoutes(BOOKING_ROUTES, BOOKING_CATALOGS);

export default Routes;
export { prepare, sections, submit };
