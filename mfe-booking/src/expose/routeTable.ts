import {
  bookingRequestAt,
  clinicDayOf,
  ROUTES,
  type RouteAction,
  type RouteLoad,
  type RouteTable,
  startSection,
} from '@clinic/shared';
import { BOOKING_SECTIONS } from './sections';

/** Opens a booking page: what its address asks for, and a key for its form (the server's goes into the HTML). */
const openBookingPage: RouteLoad = async ({ params, search, scope }) => {
  const [{ pageOpened }, { newIdempotencyKey }, { withQuery }] = await Promise.all([
    import(/* webpackChunkName: "booking-page" */ '../pages/booking-page/model'),
    import(/* webpackChunkName: "booking-page" */ '../booking/payload'),
    import(/* webpackChunkName: "booking-page" */ '../booking/pickedDay'),
  ]);
  const request = withQuery(bookingRequestAt(params), search, clinicDayOf(new Date()));
  await startSection(pageOpened, { request, key: newIdempotencyKey() }, scope);
};

const bookingPage = () =>
  import(/* webpackChunkName: "booking-page" */ '../pages/booking-page/BookingPage').then(
    (page) => page.BookingPage,
  );
/** A post to a booking page: taken on the server by the booking remote's own code (no browser fetches it). */
const takePost: RouteAction = async (post) =>
  (
    await import(/* webpackChunkName: "booking-post" */ '../pages/booking-page/submitBookingPost')
  ).submitBookingPost(post);

/**
 * The booking remote's addresses: each booking form as a page (a callback's, an appointment's with what is
 * booked), which takes its own post on the server, and the page a taken post redirects to.
 */
export const BOOKING_ROUTES: RouteTable = [
  {
    ...BOOKING_SECTIONS.booking,
    routes: [
      {
        pattern: ROUTES.BOOKING_SENT,
        chunks: ['booking-sent'],
        page: () =>
          import(/* webpackChunkName: "booking-sent" */ '../pages/booking-page/SentPage').then(
            (page) => page.SentPage,
          ),
      },
      ...[ROUTES.BOOKING_CALLBACK, ROUTES.BOOKING_APPOINTMENT].map((pattern) => ({
        pattern,
        chunks: ['booking-page'],
        page: bookingPage,
        load: openBookingPage,
        action: takePost,
      })),
    ],
    notFound: { to: ROUTES.HOME, label: 'На главную' },
  },
];
