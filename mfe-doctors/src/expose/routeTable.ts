import { ROUTES, type RouteTable } from '@clinic/shared';
import { notFoundRoute } from '@clinic/shared/routing';
import { useAllDoctorsLabel } from '../messages/doctorsText';
import { DOCTORS_SECTIONS } from './sections';

/**
 * The doctors remote's addresses, the only place they live: the list, and one doctor by the route's slug. Each
 * page is its own chunk (the list does not carry the doctor page's tabs and week picker, nor the reverse).
 */
export const DOCTORS_ROUTES: RouteTable = [
  {
    ...DOCTORS_SECTIONS['doctors-list'],
    children: [
      {
        id: 'doctors-list',
        path: ROUTES.DOCTORS_LIST,
        lazy: () => import(/* webpackChunkName: "doctors-list" */ '../pages/doctors-list/route'),
      },
      {
        id: 'doctor-details',
        path: ROUTES.DOCTOR_VIEW_DETAILS,
        lazy: () => import(/* webpackChunkName: "doctor-details" */ '../pages/doctor-details/route'),
      },
      // An address under the section that is neither the list nor a doctor (`/doctors-list/a/b`).
      notFoundRoute({ to: ROUTES.DOCTORS_LIST, label: useAllDoctorsLabel }),
    ],
  },
];
