import { bookingPath, bookingRequestAt, pathWithoutLocale, ROUTES } from '@clinic/shared';

const BOOKING_SECTION = ROUTES.BOOKING_CALLBACK.split('/')[1];

/**
 * The booking page an address is (/booking/<kind>[/<id>]: the site's only forms that post), as one address in
 * either language ('/kk/booking/doctor/12' books what '/booking/doctor/12' does): what a booking's key is made
 * from, and the only addresses a form token is issued for. Null for any other address, however a router might
 * still read it ('/booking/doctor/1;x', '/Booking/doctor/1/'): its post reaches the route's action with no key,
 * which the action refuses, and its page gets no token.
 */
export function bookedAt(path: string): string | null {
  const [, section, kind, target, ...rest] = pathWithoutLocale(path).split('/');
  const request =
    section === BOOKING_SECTION && rest.length === 0 ? bookingRequestAt({ kind, target }) : null;
  return request && bookingPath(request);
}
