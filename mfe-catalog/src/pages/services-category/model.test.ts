import type { Service, ServiceCategory } from '@clinic/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { getServiceCategoriesFx, getServicesFx } from '../../data/api';
import { categoryPage, categoryPageOf } from './model';

const CATEGORIES: ServiceCategory[] = [
  { id: 1, name: 'ТОП', slug: 'top', sort: 1 },
  { id: 2, name: 'Ультразвуковая диагностика', slug: 'ultrasound', sort: 2 },
];
const SERVICES = [1, 2, 3].map(
  (id) =>
    ({ id, slug: `s${id}`, name: `s${id}`, category_service: { id: id === 1 ? 1 : 2, name: '' } }) as Service,
);

const scopeWithApi = () =>
  fork({
    handlers: [
      [getServicesFx, async () => SERVICES],
      [getServiceCategoriesFx, async () => CATEGORIES],
    ],
  });

describe('services category list', () => {
  it('lists the services of the category found by slug', () => {
    const page = categoryPageOf('ultrasound', SERVICES, CATEGORIES);
    expect(page.category?.name).toBe('Ультразвуковая диагностика');
    expect(page.services.map((s) => s.id)).toEqual([2, 3]);
  });

  it('reports an unknown slug as no category', () => {
    expect(categoryPageOf('nope', SERVICES, CATEGORIES)).toEqual({ category: null, services: [] });
  });

  it('reloads when the slug changes and never shows the previous category meanwhile', async () => {
    const scope = scopeWithApi();
    await allSettled(categoryPage.opened, { scope, params: 'top' });
    expect(scope.getState(categoryPage.$data)?.services.map((s) => s.id)).toEqual([1]);
    const next = allSettled(categoryPage.opened, { scope, params: 'ultrasound' });
    expect(scope.getState(categoryPage.$data)).toBeNull();
    await next;
    expect(scope.getState(categoryPage.$data)?.category?.slug).toBe('ultrasound');
  });

  it('keeps the answer while the same slug reloads (hydrated from the server, the page opens again)', async () => {
    const scope = scopeWithApi();
    await allSettled(categoryPage.opened, { scope, params: 'ultrasound' });
    const again = allSettled(categoryPage.opened, { scope, params: 'ultrasound' });
    expect(scope.getState(categoryPage.$data)?.category?.slug).toBe('ultrasound');
    await again;
    expect(scope.getState(categoryPage.$data)?.services.map((s) => s.id)).toEqual([2, 3]);
  });
});
