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
        // The tab (`?tab=reviews`) and the picked day (`?day=2026-11-28`) are the address's: both are links.
        load: async ({ params, search, scope }) => {
          const [
            { pageOpened, tabsOpened },
            { readTabs },
            picker,
            { readDay, todayInDocument },
            { clinicToday },
          ] = await Promise.all([
            import(/* webpackChunkName: "doctor-details" */ '../pages/doctor-details/model'),
            import(/* webpackChunkName: "doctor-details" */ '../pages/doctor-details/tabAddress'),
            import(/* webpackChunkName: "doctor-details" */ '../pages/doctor-details/week-picker/model'),
            import(/* webpackChunkName: "doctor-details" */ '../pages/doctor-details/week-picker/dayAddress'),
            import(/* webpackChunkName: "doctor-details" */ '../pages/doctor-details/week-picker/week'),
          ]);
          await startSection(pageOpened, params.slug ?? '', scope);
          await startSection(tabsOpened, readTabs(search), scope);
          await startSection(picker.dayAsked, readDay(search), scope);
          // The server renders the week of its today; the browser hydrates with that same week.
          const today = (scope ? null : todayInDocument()) ?? clinicToday(new Date());
          await startSection(picker.todayRendered, today, scope);
        },
      },
    ],
  },
];
