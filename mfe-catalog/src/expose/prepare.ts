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
  /** What opening the page starts (effects in useEffect never run on the server, so prepare starts them). */
  openings: (slug: string) => Promise<Opening[]>;
}

/**
 * A page: its model and its chunk are loaded together (so it hydrates right after, without a second wait),
 * then `starts` says which of the model's events its opening fires.
 */
const page = <Model>(
  pattern: RoutePattern,
  loadModel: () => Promise<Model>,
  loadChunk: () => Promise<unknown>,
  starts: (model: Model, slug: string) => Opening[],
): PageStart => ({
  pattern,
  openings: async (slug) => {
    const [model] = await Promise.all([loadModel(), loadChunk()]);
    return starts(model, slug);
  },
});

/** The short promotions list several pages show: it loads its own list when it appears. */
const promotionsBlock = () => import('../features/promotions-block/model');

const SERVICES: PageStart[] = [
  page(
    ROUTES.TOP_SERVICES,
    () => Promise.all([import('../pages/top-services/model'), promotionsBlock()]),
    () => import('../pages/top-services/TopServicesPage'),
    ([top, block]) => [opening(top.pageOpened, undefined), opening(block.blockShown, undefined)],
  ),
  page(
    ROUTES.SERVICES_LIST,
    () => import('../pages/services-category/model'),
    () => import('../pages/services-category/ServicesCategoryPage'),
    ({ categoryPage }, slug) => [opening(categoryPage.opened, slug)],
  ),
  page(
    ROUTES.SERVICE_DETAILS,
    () => Promise.all([import('../pages/service-details/model'), promotionsBlock()]),
    () => import('../pages/service-details/ServiceDetailsPage'),
    ([details, block], slug) => [
      opening(details.serviceDetails.opened, slug),
      opening(block.blockShown, undefined),
    ],
  ),
];

const PROMOTIONS: PageStart[] = [
  page(
    ROUTES.PROMOTIONS_LIST,
    () => import('../pages/promotions-list/model'),
    () => import('../pages/promotions-list/PromotionsListPage'),
    ({ listOpened }) => [opening(listOpened, undefined)],
  ),
  // The block of other promotions is the phone layout's; its list is the one the page finds the slug in.
  page(
    ROUTES.PROMOTION_DETAILS,
    () => Promise.all([import('../pages/promotion-details/model'), promotionsBlock()]),
    () => import('../pages/promotion-details/PromotionDetailsPage'),
    ([details, block], slug) => [
      opening(details.promotionDetails.opened, slug),
      opening(block.blockShown, undefined),
    ],
  ),
];

const CHECK_UP: PageStart[] = [
  // The desktop list shows the gallery (parents and a promotion); the phone's list, the parents only.
  page(
    ROUTES.CHECK_UP_LIST,
    () => Promise.all([import('../pages/check-up-list/model'), import('../features/check-up-gallery/model')]),
    () => import('../pages/check-up-list/CheckUpListPage'),
    ([list, gallery]) => [opening(list.listOpened, undefined), opening(gallery.galleryShown, undefined)],
  ),
  page(
    ROUTES.CHECK_UP_ADULTS,
    () => import('../pages/check-up-category/model'),
    () => import('../pages/check-up-category/CheckUpCategoryPage'),
    ({ checkUpCategory }, slug) => [opening(checkUpCategory.opened, slug)],
  ),
  page(
    ROUTES.CHECK_UP_ADULTS_DETAILS,
    () => import('../pages/check-up-details/model'),
    () => import('../pages/check-up-details/CheckUpDetailsPage'),
    ({ checkUpDetails }, slug) => [opening(checkUpDetails.opened, slug)],
  ),
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
  for (const start of PAGES[section] ?? []) {
    const match = matchPath(start.pattern, pathname);
    if (match) return { start, slug: match.params.slug ?? '' };
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
    await Promise.all([layoutOpenings(section, pathname), found ? found.start.openings(found.slug) : []])
  ).flat();
  await Promise.all(openings.map((start) => start(scope)));
};
