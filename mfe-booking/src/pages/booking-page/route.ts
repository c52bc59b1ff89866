import {
  bookingRequestAt,
  clinicDayOf,
  type RouteAction,
  type RouteLoader,
  startSection,
} from '@clinic/shared';
import { newIdempotencyKey } from '../../booking/payload';
import { withQuery } from '../../booking/pickedDay';
import { pageOpened } from './model';

export { BookingPage as Component } from './BookingPage';

/** Opens a booking page: what its address asks for, and a key for its form (the server's goes into the HTML). */
export const loader: RouteLoader = async ({ request, params, context: { scope } }) => {
  const booking = withQuery(bookingRequestAt(params), new URL(request.url).search, clinicDayOf(new Date()));
  await startSection(pageOpened, { request: booking, key: newIdempotencyKey() }, scope);
};

/** A post to a booking page: taken on the server by the booking remote's own code (no browser fetches it). */
export const action: RouteAction = async (args) =>
  (await import(/* webpackChunkName: "booking-post" */ './submitBookingPost')).submitBookingPost(args);
