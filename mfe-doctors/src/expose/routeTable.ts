import { ROUTES, type RouteTable, startSection } from '@clinic/shared';
import { DOCTORS_SECTIONS } from './sections';

/**
 * The doctors remote's addresses, the only place they live: the list, and one doctor by the route's slug. Each
 * page is its own chunk (the list does not carry the doctor page's tabs and week picker, nor the reverse).
 */
export const DOCTORS_ROUTES: RouteTable = [
  {
    ...DOCTORS_SECTIONS['doctors-list'],
    // An address under the section that is neither the list nor a doctor (`/doctors-list/a/b`): «not found».
    notFound: { to: ROUTES.DOCTORS_LIST, label: 'Все врачи' },
    routes: [
      {
        pattern: ROUTES.DOCTORS_LIST,
        chunks: ['doctors-list'],
        page: () =>
          import(/* webpackChunkName: "doctors-list" */ '../pages/doctors-list/DoctorsListPage').then(
            (page) => page.DoctorsListPage,
          ),
        // The sort and the filter are the address's (`?sort_by=rating&sort_direction=desc&letter=к&specialty=2`):
        // a sorted, filtered list is a link.
        load: async ({ search, scope }) => {
          const [{ pageOpened }, { readListAddress }] = await Promise.all([
            import(/* webpackChunkName: "doctors-list" */ '../pages/doctors-list/model'),
            import(/* webpackChunkName: "doctors-list" */ '../pages/doctors-list/listAddress'),
          ]);
          await startSection(pageOpened, readListAddress(search), scope);
        },
      },
      {
        pattern: ROUTES.DOCTOR_VIEW_DETAILS,
        chunks: ['doctor-details'],
        page: () =>
          import(/* webpackChunkName: "doctor-details" */ '../pages/doctor-details/DoctorDetailsPage').then(
            (page) => page.DoctorDetailsPage,
          ),
        // The tab is the address's (`?tab=reviews`): a tab is a link.
        load: async ({ params, search, scope }) => {
          const [{ pageOpened, tabsOpened }, { readTabs }] = await Promise.all([
            import(/* webpackChunkName: "doctor-details" */ '../pages/doctor-details/model'),
            import(/* webpackChunkName: "doctor-details" */ '../pages/doctor-details/tabAddress'),
          ]);
          await startSection(pageOpened, params.slug ?? '', scope);
          await startSection(tabsOpened, readTabs(search), scope);
        },
      },
    ],
  },
];
