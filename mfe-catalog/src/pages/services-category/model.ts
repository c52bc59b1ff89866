import type { Service, ServiceCategory } from '@clinic/shared';
import { getServiceCategoriesFx, getServicesFx } from '../../data/api';
import { createSlugQuery } from '../../data/slugQuery';

export interface CategoryPage {
  /** Null when no category has the route's slug. */
  category: ServiceCategory | null;
  services: Service[];
}

export function categoryPageOf(
  slug: string,
  services: readonly Service[],
  categories: readonly ServiceCategory[],
): CategoryPage {
  const category = categories.find((item) => item.slug === slug) ?? null;
  if (!category) return { category: null, services: [] };
  return { category, services: services.filter((service) => service.category_service.id === category.id) };
}

/** `/services/category/:slug`: the category matched by slug and its services. */
export const categoryPage = createSlugQuery(async (slug) => {
  const [services, categories] = await Promise.all([getServicesFx(), getServiceCategoriesFx()]);
  return categoryPageOf(slug, services, categories);
});
