import { pathTo, ROUTES, type ServiceCategory } from '@clinic/shared';

/** SPEC §2: the category with sort value 1 is the top-services tab. */
export const TOP_CATEGORY_SORT = 1;

export const isTopCategory = (category: ServiceCategory) => category.sort === TOP_CATEGORY_SORT;

/** Where a category tab leads: sort 1 → top services, any other → the services list by category slug. */
export function categoryTabTarget(category: ServiceCategory): string {
  return isTopCategory(category)
    ? ROUTES.TOP_SERVICES
    : pathTo(ROUTES.SERVICES_LIST, { slug: category.slug });
}

/** Tabs in the order the clinic sorts its categories. */
export function sortCategories(categories: readonly ServiceCategory[]): ServiceCategory[] {
  return [...categories].sort((a, b) => a.sort - b.sort);
}

const CATEGORY_PATH = /^\/services\/category\/([^/]+)/;

/**
 * The highlighted tab. On a category list it is that category; on a details page none (SPEC §2: the first
 * category is preselected on load unless the path contains 'details'); anywhere else the first category.
 */
export function selectedCategoryFor(
  pathname: string,
  categories: readonly ServiceCategory[],
): ServiceCategory | null {
  if (pathname.includes('details')) return null;
  const slug = CATEGORY_PATH.exec(pathname)?.[1];
  if (slug !== undefined) return categories.find((item) => item.slug === decodeURIComponent(slug)) ?? null;
  return sortCategories(categories)[0] ?? null;
}
