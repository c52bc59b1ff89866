import type { Promotion, Service, ServiceCategory } from '@clinic/shared';
import { fork, type Scope, type Store } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { checkUpsQuery, parentCheckUpsQuery, promotionsQuery } from '../data/queries';
import { checkUpCategory } from '../pages/check-up-category/model';
import { checkUpDetails } from '../pages/check-up-details/model';
import { promotionDetails } from '../pages/promotion-details/model';
import { $search } from '../pages/promotions-layout/model';
import { serviceDetails } from '../pages/service-details/model';
import { categoryPage } from '../pages/services-category/model';
import { $categories, $selectedCategory } from '../pages/services-layout/model';
import { topServicesQuery } from '../pages/top-services/model';
import { prepare } from './routes';

const CATEGORIES: ServiceCategory[] = [
  { id: 1, name: 'ТОП', slug: 'top', sort: 1 },
  { id: 2, name: 'УЗИ', slug: 'uzi', sort: 2 },
];
const SERVICES = [
  { id: 7, slug: 'ekg', name: 'ЭКГ', category_service: { id: 1, name: 'ТОП' } },
  { id: 8, slug: 'uzi-pochek', name: 'УЗИ почек', category_service: { id: 2, name: 'УЗИ' } },
] as Service[];
const PROMOTIONS = [{ id: 3, slug: 'check-up-20', name: 'Check-up −20%' }] as Promotion[];
const PARENTS = [{ id: 1, slug: 'women', name: 'Женское здоровье', short_tags: [], min_price: 1 }];
const CHECK_UPS = [{ id: 10, parent_id: 1, slug: 'women-basic', name: 'Женский базовый' }];

vi.mock('@clinic/shared', async (original) => ({
  ...(await original<typeof import('@clinic/shared')>()),
  getServices: async () => SERVICES,
  getServiceCategories: async () => CATEGORIES,
  getPromotions: async () => PROMOTIONS,
  getPromotion: async (id: number) => PROMOTIONS.find((item) => item.id === id),
  getParentCheckUps: async () => PARENTS,
  getCheckUps: async () => CHECK_UPS,
  getCheckUpPackages: async () => [],
  getDoctors: async () => [],
}));

/** Prepares a path in a request's own scope, as the site server does, and reads the scope's stores. */
async function prepared(section: 'services' | 'promotions' | 'check-up', pathname: string, search = '') {
  const scope: Scope = fork();
  await prepare({ section, pathname, search, scope });
  return <T>(store: Store<T>) => scope.getState(store);
}

// Effects in useEffect never run on the server: every page's data must be in the scope once prepare resolves.
describe('prepare: the catalogue page at a path, with its data, in the request’s scope', () => {
  it('the top services: the tabs’ categories (the first one current), the top 5 and the promotions', async () => {
    const state = await prepared('services', '/services/top');
    expect(state($categories).map((item) => item.slug)).toEqual(['top', 'uzi']);
    expect(state($selectedCategory)?.slug).toBe('top');
    expect(state(topServicesQuery.$data)?.map((item) => item.slug)).toEqual(['ekg']);
    expect(state(promotionsQuery.$data)).toEqual(PROMOTIONS);
  });

  it('a services category: its tab current and its services', async () => {
    const state = await prepared('services', '/services/category/uzi');
    expect(state($selectedCategory)?.slug).toBe('uzi');
    expect(state(categoryPage.$data)?.services.map((item) => item.slug)).toEqual(['uzi-pochek']);
  });

  it('a service’s page: the service by its slug, no tab current, the other promotions', async () => {
    const state = await prepared('services', '/services/details/ekg');
    expect(state(serviceDetails.$data)?.service?.id).toBe(7);
    expect(state($selectedCategory)).toBeNull();
    expect(state(promotionsQuery.$data)).toEqual(PROMOTIONS);
  });

  it('an unknown slug: the answer the page renders its own «not found» from', async () => {
    expect((await prepared('services', '/services/details/nope'))(serviceDetails.$data)).toEqual({
      service: null,
    });
    expect((await prepared('services', '/services/category/nope'))(categoryPage.$data)?.category).toBeNull();
    expect((await prepared('promotions', '/promotions/nope'))(promotionDetails.$data)).toEqual({
      promotion: null,
    });
    expect((await prepared('check-up', '/check-up/adults/nope'))(checkUpCategory.$data)?.parent).toBeNull();
  });

  it('the promotions list and a promotion', async () => {
    expect((await prepared('promotions', '/promotions/list'))(promotionsQuery.$data)).toEqual(PROMOTIONS);
    const state = await prepared('promotions', '/promotions/check-up-20');
    expect(state(promotionDetails.$data)?.promotion?.id).toBe(3);
  });

  it('the promotions list with the search its address asks for (the search form without JavaScript)', async () => {
    const searched = await prepared(
      'promotions',
      '/promotions/list',
      '?category=diagnostic&q=%D0%A3%D0%97%D0%98',
    );
    expect(searched($search)).toBe('УЗИ');
    expect(searched(promotionsQuery.$data)).toEqual(PROMOTIONS);
    expect((await prepared('promotions', '/promotions/list'))($search)).toBe('');
  });

  it('the check-up list, a category and a programme', async () => {
    const list = await prepared('check-up', '/check-up/list');
    expect(list(parentCheckUpsQuery.$data)).toEqual(PARENTS);
    expect(list(promotionsQuery.$data)).toEqual(PROMOTIONS);
    const category = await prepared('check-up', '/check-up/adults/women');
    expect(category(checkUpCategory.$data)?.checkUps.map((item) => item.id)).toEqual([10]);
    const details = await prepared('check-up', '/check-up/adults-details/women-basic');
    expect(details(checkUpDetails.$data)?.parent?.slug).toBe('women');
  });

  it('a path of no page loads nothing but the layout’s tabs', async () => {
    const state = await prepared('services', '/services/no/such/page');
    expect(state($categories)).toHaveLength(2);
    expect(state(promotionsQuery.$data)).toBeNull();
    expect(state(checkUpsQuery.$data)).toBeNull();
  });
});
