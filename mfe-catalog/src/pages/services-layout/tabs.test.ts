import type { ServiceCategory } from '@clinic/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { getServiceCategoriesFx } from '../../data/api';
import { $categories, $selectedCategory, layoutOpened, pathChanged } from './model';
import { categoryTabTarget, selectedCategoryFor, sortCategories } from './tabs';

const CATEGORIES: ServiceCategory[] = [
  { id: 3, name: 'Консультации', slug: 'consultations', sort: 3 },
  { id: 1, name: 'ТОП', slug: 'top', sort: 1 },
  { id: 2, name: 'УЗИ', slug: 'ultrasound', sort: 2 },
];

// SPEC §2: the category with sort value 1 goes to top services, any other goes to services list by
// category slug; the first category is preselected on load unless the path contains 'details'.
describe('services category tabs', () => {
  it('routes sort 1 to the top services and the others to their list by slug', () => {
    expect(categoryTabTarget(CATEGORIES[1]!)).toBe('/services/top');
    expect(categoryTabTarget(CATEGORIES[2]!)).toBe('/services/category/ultrasound');
    expect(categoryTabTarget({ ...CATEGORIES[1]!, sort: 7 })).toBe('/services/category/top');
  });

  it('orders the tabs by sort', () => {
    expect(sortCategories(CATEGORIES).map((c) => c.slug)).toEqual(['top', 'ultrasound', 'consultations']);
  });

  it.each([
    ['/services/top', 'top'],
    ['/services/category/ultrasound', 'ultrasound'],
    ['/services/category/consultations/', 'consultations'],
    ['/services/category/unknown', null],
    ['/services/details/uzi-pochek', null],
  ])('on %s the selected tab is %s', (pathname, slug) => {
    expect(selectedCategoryFor(pathname, CATEGORIES)?.slug ?? null).toBe(slug);
  });

  it('preselects the first category once the list loads, unless on a details page', async () => {
    const scope = fork({ handlers: [[getServiceCategoriesFx, async () => CATEGORIES]] });
    await allSettled(pathChanged, { scope, params: '/services/top' });
    expect(scope.getState($selectedCategory)).toBeNull();
    await allSettled(layoutOpened, { scope });
    expect(scope.getState($categories).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(scope.getState($selectedCategory)?.slug).toBe('top');
    await allSettled(pathChanged, { scope, params: '/services/details/mammografiya' });
    expect(scope.getState($selectedCategory)).toBeNull();
  });
});
