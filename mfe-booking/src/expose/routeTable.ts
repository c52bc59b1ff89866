import { ROUTES, type RouteTable } from '@clinic/shared';
import { notFoundRoute } from '@clinic/shared/routing';
import { useHomeLabel } from '../messages/bookingText';
import { BOOKING_SECTIONS } from './sections';

/**
 * The booking remote's addresses: each booking form as a page (a callback's, an appointment's with what is
 * booked), which takes its own post on the server, and the page a taken post redirects to.
 */
export const BOOKING_ROUTES: RouteTable = [
  {
    ...BOOKING_SECTIONS.booking,
    children: [
      {
        id: 'booking-sent',
        path: ROUTES.BOOKING_SENT,
        lazy: () =>
          import(/* webpackChunkName: "booking-sent" */ '../pages/booking-page/SentPage').then((page) => ({
            Component: page.SentPage,
          })),
      },
      ...[ROUTES.BOOKING_CALLBACK, ROUTES.BOOKING_APPOINTMENT].map((path) => ({
        id: 'booking-page',
        path,
        lazy: () => import(/* webpackChunkName: "booking-page" */ '../pages/booking-page/route'),
      })),
      notFoundRoute({ to: ROUTES.HOME, label: useHomeLabel }),
    ],
  },
];
