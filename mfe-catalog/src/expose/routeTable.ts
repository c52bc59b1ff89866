import { ROUTES, type RouteTable, startSection } from '@clinic/shared';
import type { EventCallable, Scope } from 'effector';
import { CATALOG_SECTIONS } from './sections';

/** One event a page opens with, and its params. */
const fire =
  <P>(event: EventCallable<P>, params: P) =>
  (scope?: Scope) =>
    startSection(event, params, scope);

/** Fires the events a page opens with (in the request's scope on the server) and waits for all their data. */
async function startAll(scope: Scope | undefined, ...starts: ((scope?: Scope) => Promise<void>)[]) {
  await Promise.all(starts.map((start) => start(scope)));
}

/** The short promotions list several pages show: it loads its own list with the page. */
const promotionsBlock = () =>
  import(/* webpackChunkName: "promotions-block" */ '../features/promotions-block/model');

/**
 * The catalogue's addresses, the only place they live: services (with the category tabs), promotions (with
 * theirs) and check-up. Each page is its own chunk: a patient downloads only the pages they open.
 */
export const CATALOG_ROUTES: RouteTable = [
  {
    ...CATALOG_SECTIONS.services,
    // The tabs load the categories; the path decides the highlighted one.
    layout: {
      chunks: ['services-layout'],
      component: () =>
        import(/* webpackChunkName: "services-layout" */ '../pages/services-layout/ServicesLayout').then(
          (m) => m.ServicesLayout,
        ),
      load: async ({ pathname, scope }) => {
        const { layoutOpened, pathChanged } = await import(
          /* webpackChunkName: "services-layout" */ '../pages/services-layout/model'
        );
        await startAll(scope, fire(layoutOpened, undefined), fire(pathChanged, pathname));
      },
    },
    notFound: { to: ROUTES.TOP_SERVICES, label: 'Все услуги' },
    routes: [
      {
        pattern: ROUTES.TOP_SERVICES,
        chunks: ['top-services', 'promotions-block'],
        page: () =>
          import(/* webpackChunkName: "top-services" */ '../pages/top-services/TopServicesPage').then(
            (m) => m.TopServicesPage,
          ),
        load: async ({ scope }) => {
          const [top, block] = await Promise.all([
            import(/* webpackChunkName: "top-services" */ '../pages/top-services/model'),
            promotionsBlock(),
          ]);
          await startAll(scope, fire(top.pageOpened, undefined), fire(block.blockShown, undefined));
        },
      },
      {
        pattern: ROUTES.SERVICES_LIST,
        chunks: ['services-category'],
        page: () =>
          import(
            /* webpackChunkName: "services-category" */ '../pages/services-category/ServicesCategoryPage'
          ).then((m) => m.ServicesCategoryPage),
        load: async ({ params, scope }) => {
          const { categoryPage } = await import(
            /* webpackChunkName: "services-category" */ '../pages/services-category/model'
          );
          await startAll(scope, fire(categoryPage.opened, params.slug ?? ''));
        },
      },
      {
        pattern: ROUTES.SERVICE_DETAILS,
        chunks: ['service-details', 'promotions-block'],
        page: () =>
          import(
            /* webpackChunkName: "service-details" */ '../pages/service-details/ServiceDetailsPage'
          ).then((m) => m.ServiceDetailsPage),
        load: async ({ params, scope }) => {
          const [{ serviceDetails }, block] = await Promise.all([
            import(/* webpackChunkName: "service-details" */ '../pages/service-details/model'),
            promotionsBlock(),
          ]);
          await startAll(
            scope,
            fire(serviceDetails.opened, params.slug ?? ''),
            fire(block.blockShown, undefined),
          );
        },
      },
    ],
  },
  {
    ...CATALOG_SECTIONS.promotions,
    layout: {
      chunks: ['promotions-layout'],
      component: () =>
        import(
          /* webpackChunkName: "promotions-layout" */ '../pages/promotions-layout/PromotionsLayout'
        ).then((m) => m.PromotionsLayout),
    },
    notFound: { to: ROUTES.PROMOTIONS_LIST, label: 'Все акции' },
    routes: [
      {
        pattern: ROUTES.PROMOTIONS_LIST,
        chunks: ['promotions-list'],
        page: () =>
          import(
            /* webpackChunkName: "promotions-list" */ '../pages/promotions-list/PromotionsListPage'
          ).then((m) => m.PromotionsListPage),
        // The search its address asks for (the search form without JavaScript, a shared link) is rendered too.
        load: async ({ search, scope }) => {
          const [{ listOpened }, { searchChanged }, { searchFromAddress }] = await Promise.all([
            import(/* webpackChunkName: "promotions-list" */ '../pages/promotions-list/model'),
            import(/* webpackChunkName: "promotions-layout" */ '../pages/promotions-layout/model'),
            import(/* webpackChunkName: "promotions-layout" */ '../pages/promotions-layout/tabs'),
          ]);
          await startAll(scope, fire(listOpened, undefined), fire(searchChanged, searchFromAddress(search)));
        },
      },
      // The block of other promotions is the phone layout's; its list is the one the page finds the slug in.
      {
        pattern: ROUTES.PROMOTION_DETAILS,
        chunks: ['promotion-details', 'promotions-block'],
        page: () =>
          import(
            /* webpackChunkName: "promotion-details" */ '../pages/promotion-details/PromotionDetailsPage'
          ).then((m) => m.PromotionDetailsPage),
        load: async ({ params, scope }) => {
          const [{ promotionDetails }, block] = await Promise.all([
            import(/* webpackChunkName: "promotion-details" */ '../pages/promotion-details/model'),
            promotionsBlock(),
          ]);
          await startAll(
            scope,
            fire(promotionDetails.opened, params.slug ?? ''),
            fire(block.blockShown, undefined),
          );
        },
      },
    ],
  },
  {
    ...CATALOG_SECTIONS['check-up'],
    indexRedirect: ROUTES.CHECK_UP_LIST,
    notFound: { to: ROUTES.CHECK_UP_LIST, label: 'Все программы' },
    routes: [
      // The desktop list shows the gallery (parents and a promotion); the phone's list, the parents only.
      {
        pattern: ROUTES.CHECK_UP_LIST,
        chunks: ['check-up-list'],
        page: () =>
          import(/* webpackChunkName: "check-up-list" */ '../pages/check-up-list/CheckUpListPage').then(
            (m) => m.CheckUpListPage,
          ),
        load: async ({ scope }) => {
          const [list, gallery] = await Promise.all([
            import(/* webpackChunkName: "check-up-list" */ '../pages/check-up-list/model'),
            import(/* webpackChunkName: "check-up-list" */ '../features/check-up-gallery/model'),
          ]);
          await startAll(scope, fire(list.listOpened, undefined), fire(gallery.galleryShown, undefined));
        },
      },
      {
        pattern: ROUTES.CHECK_UP_ADULTS,
        chunks: ['check-up-category'],
        page: () =>
          import(
            /* webpackChunkName: "check-up-category" */ '../pages/check-up-category/CheckUpCategoryPage'
          ).then((m) => m.CheckUpCategoryPage),
        load: async ({ params, scope }) => {
          const { checkUpCategory } = await import(
            /* webpackChunkName: "check-up-category" */ '../pages/check-up-category/model'
          );
          await startAll(scope, fire(checkUpCategory.opened, params.slug ?? ''));
        },
      },
      {
        pattern: ROUTES.CHECK_UP_ADULTS_DETAILS,
        chunks: ['check-up-details'],
        page: () =>
          import(
            /* webpackChunkName: "check-up-details" */ '../pages/check-up-details/CheckUpDetailsPage'
          ).then((m) => m.CheckUpDetailsPage),
        load: async ({ params, scope }) => {
          const { checkUpDetails } = await import(
            /* webpackChunkName: "check-up-details" */ '../pages/check-up-details/model'
          );
          await startAll(scope, fire(checkUpDetails.opened, params.slug ?? ''));
        },
      },
    ],
  },
];
