import {
  type PrepareSection,
  ROUTES,
  type RoutePattern,
  type SectionName,
  startSection,
} from '@clinic/shared';
import type { EventCallable, Scope } from 'effector';
import { matchPath } from 'react-router-dom';

/** One thing a page starts when it opens (its model's event), waiting for its data. */
type Opening = (scope: Scope | undefined) => Promise<void>;

const opening =
  <P>(event: EventCallable<P>, params: P): Opening =>
  (scope) =>
    startSection(event, params, scope);

interface PageStart {
  pattern: RoutePattern;
  /**
   * Loads the page's model and its chunk together (so it hydrates right after, without a second wait) and
   * gives what its opening starts: effects in useEffect never run on the server, so prepare starts them.
   */
  openings: (slug: string) => Promise<Opening[]>;
}

/** The short promotions list several pages show: it loads its own list when it appears. */
const promotionsBlock = async () =>
  opening((await import('../features/promotions-block/model')).blockShown, undefined);

const SERVICES: PageStart[] = [
  {
    pattern: ROUTES.TOP_SERVICES,
    openings: async () => {
      const [{ pageOpened }, block] = await Promise.all([
        import('../pages/top-services/model'),
        promotionsBlock(),
        import('../pages/top-services/TopServicesPage'),
      ]);
      return [opening(pageOpened, undefined), block];
    },
  },
  {
    pattern: ROUTES.SERVICES_LIST,
    openings: async (slug) => {
      const [{ categoryPage }] = await Promise.all([
        import('../pages/services-category/model'),
        import('../pages/services-category/ServicesCategoryPage'),
      ]);
      return [opening(categoryPage.opened, slug)];
    },
  },
  {
    pattern: ROUTES.SERVICE_DETAILS,
    openings: async (slug) => {
      const [{ serviceDetails }, block] = await Promise.all([
        import('../pages/service-details/model'),
        promotionsBlock(),
        import('../pages/service-details/ServiceDetailsPage'),
      ]);
      return [opening(serviceDetails.opened, slug), block];
    },
  },
];

const PROMOTIONS: PageStart[] = [
  {
    pattern: ROUTES.PROMOTIONS_LIST,
    openings: async () => {
      const [{ listOpened }] = await Promise.all([
        import('../pages/promotions-list/model'),
        import('../pages/promotions-list/PromotionsListPage'),
      ]);
      return [opening(listOpened, undefined)];
    },
  },
  {
    pattern: ROUTES.PROMOTION_DETAILS,
    openings: async (slug) => {
      // The block of other promotions is the phone layout's; its list is the one the page found the slug in.
      const [{ promotionDetails }, block] = await Promise.all([
        import('../pages/promotion-details/model'),
        promotionsBlock(),
        import('../pages/promotion-details/PromotionDetailsPage'),
      ]);
      return [opening(promotionDetails.opened, slug), block];
    },
  },
];

const CHECK_UP: PageStart[] = [
  {
    pattern: ROUTES.CHECK_UP_LIST,
    openings: async () => {
      // The desktop list shows the gallery (parents and a promotion); the phone's list, the parents only.
      const [{ listOpened }, { galleryShown }] = await Promise.all([
        import('../pages/check-up-list/model'),
        import('../features/check-up-gallery/model'),
        import('../pages/check-up-list/CheckUpListPage'),
      ]);
      return [opening(listOpened, undefined), opening(galleryShown, undefined)];
    },
  },
  {
    pattern: ROUTES.CHECK_UP_ADULTS,
    openings: async (slug) => {
      const [{ checkUpCategory }] = await Promise.all([
        import('../pages/check-up-category/model'),
        import('../pages/check-up-category/CheckUpCategoryPage'),
      ]);
      return [opening(checkUpCategory.opened, slug)];
    },
  },
  {
    pattern: ROUTES.CHECK_UP_ADULTS_DETAILS,
    openings: async (slug) => {
      const [{ checkUpDetails }] = await Promise.all([
        import('../pages/check-up-details/model'),
        import('../pages/check-up-details/CheckUpDetailsPage'),
      ]);
      return [opening(checkUpDetails.opened, slug)];
    },
  },
];

/** What the section's layout starts for this path: the services tabs load the categories. */
async function layoutOpenings(section: SectionName, pathname: string): Promise<Opening[]> {
  if (section === 'services') {
    const [{ layoutOpened, pathChanged }] = await Promise.all([
      import('../pages/services-layout/model'),
      import('../pages/services-layout/ServicesLayout'),
    ]);
    return [opening(layoutOpened, undefined), opening(pathChanged, pathname)];
  }
  if (section === 'promotions') await import('../pages/promotions-layout/PromotionsLayout');
  return [];
}

const PAGES: Partial<Record<SectionName, PageStart[]>> = {
  services: SERVICES,
  promotions: PROMOTIONS,
  'check-up': CHECK_UP,
};

/** The page of the section at this path (its slug, if its route has one), or none (a 'not found'). */
function pageAt(section: SectionName, pathname: string) {
  for (const page of PAGES[section] ?? []) {
    const match = matchPath(page.pattern, pathname);
    if (match) return { page, slug: match.params.slug ?? '' };
  }
  return null;
}

/**
 * The catalogue's three sections with their data (the server renders them with it; the browser hydrates them
 * from it): the layout's and the page's models started as opening the page does. An unknown slug loads the
 * lists it was looked up in, so the page renders its own 'not found' from them.
 */
export const prepare: PrepareSection = async ({ section, pathname, scope }) => {
  const found = pageAt(section, pathname);
  const openings = (
    await Promise.all([layoutOpenings(section, pathname), found ? found.page.openings(found.slug) : []])
  ).flat();
  await Promise.all(openings.map((start) => start(scope)));
};
