import { ROUTES, type RouteTable } from '@clinic/shared';
import { indexRedirectRoute, notFoundRoute } from '@clinic/shared/routing';
import { catalogLabel } from '../messages/catalogText';
import { CATALOG_SECTIONS } from './sections';

/**
 * The catalogue's addresses, the only place they live: services (with the category tabs), promotions (with
 * theirs) and check-up. Each page is its own chunk (its `route.ts`: the page and its loader): a patient
 * downloads only the pages they open.
 */
export const CATALOG_ROUTES: RouteTable = [
  {
    ...CATALOG_SECTIONS.services,
    children: [
      {
        id: 'services-layout',
        lazy: () => import(/* webpackChunkName: "services-layout" */ '../pages/services-layout/route'),
        children: [
          {
            id: 'top-services',
            path: ROUTES.TOP_SERVICES,
            lazy: () => import(/* webpackChunkName: "top-services" */ '../pages/top-services/route'),
          },
          {
            id: 'services-category',
            path: ROUTES.SERVICES_LIST,
            lazy: () =>
              import(/* webpackChunkName: "services-category" */ '../pages/services-category/route'),
          },
          {
            id: 'service-details',
            path: ROUTES.SERVICE_DETAILS,
            lazy: () => import(/* webpackChunkName: "service-details" */ '../pages/service-details/route'),
          },
          notFoundRoute({ to: ROUTES.TOP_SERVICES, label: catalogLabel('notFound.allServices') }),
        ],
      },
    ],
  },
  {
    ...CATALOG_SECTIONS.promotions,
    children: [
      {
        id: 'promotions-layout',
        lazy: () => import(/* webpackChunkName: "promotions-layout" */ '../pages/promotions-layout/route'),
        children: [
          {
            id: 'promotions-list',
            path: ROUTES.PROMOTIONS_LIST,
            lazy: () => import(/* webpackChunkName: "promotions-list" */ '../pages/promotions-list/route'),
          },
          {
            id: 'promotion-details',
            path: ROUTES.PROMOTION_DETAILS,
            lazy: () =>
              import(/* webpackChunkName: "promotion-details" */ '../pages/promotion-details/route'),
          },
          notFoundRoute({ to: ROUTES.PROMOTIONS_LIST, label: catalogLabel('notFound.allPromotions') }),
        ],
      },
    ],
  },
  {
    ...CATALOG_SECTIONS['check-up'],
    children: [
      indexRedirectRoute(ROUTES.CHECK_UP_LIST),
      {
        id: 'check-up-list',
        path: ROUTES.CHECK_UP_LIST,
        lazy: () => import(/* webpackChunkName: "check-up-list" */ '../pages/check-up-list/route'),
      },
      {
        id: 'check-up-category',
        path: ROUTES.CHECK_UP_ADULTS,
        lazy: () => import(/* webpackChunkName: "check-up-category" */ '../pages/check-up-category/route'),
      },
      {
        id: 'check-up-details',
        path: ROUTES.CHECK_UP_ADULTS_DETAILS,
        lazy: () => import(/* webpackChunkName: "check-up-details" */ '../pages/check-up-details/route'),
      },
      notFoundRoute({ to: ROUTES.CHECK_UP_LIST, label: catalogLabel('notFound.allCheckUps') }),
    ],
  },
];
