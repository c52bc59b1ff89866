import { $bookingRequest } from '@clinic/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { checkUpCatalogScope } from '../../testing/checkUpCatalogScope';
import {
  $selectedCheckUpId,
  checkUpCategory,
  checkUpCategoryOf,
  checkUpToggled,
  consultClicked,
} from './model';

const CATALOG = {
  parents: [
    { id: 1, slug: 'women', name: 'Женское здоровье', short_description: '', short_tags: [], min_price: 1 },
    { id: 2, slug: 'men', name: 'Мужское здоровье', short_description: '', short_tags: [], min_price: 1 },
    { id: 3, slug: 'heart', name: 'Сердце', short_description: '', short_tags: [], min_price: 1 },
  ],
  checkUps: [
    { id: 10, parent_id: 1, slug: 'w1', name: 'Женский базовый' },
    { id: 11, parent_id: 2, slug: 'm1', name: 'Мужской базовый' },
    { id: 12, parent_id: 2, slug: 'm2', name: 'Мужской расширенный' },
  ],
  packages: [
    {
      id: 100,
      check_up_id: 11,
      name: 'Базовый',
      program_description: [],
      male_check_up_price: 1,
      female_check_up_price: 2,
    },
    {
      id: 101,
      check_up_id: 12,
      name: 'Базовый',
      program_description: [],
      male_check_up_price: 3,
      female_check_up_price: 4,
    },
  ],
};

describe('check-up category page', () => {
  it('takes the check-ups of the parent found by slug, with their packages, and the other parents', () => {
    const page = checkUpCategoryOf('men', CATALOG);
    expect(page.parent?.id).toBe(2);
    expect(page.checkUps.map((c) => [c.id, c.packages.map((p) => p.id)])).toEqual([
      [11, [100]],
      [12, [101]],
    ]);
    expect(page.others.map((p) => p.slug)).toEqual(['women', 'heart']);
    expect(checkUpCategoryOf('nope', CATALOG).parent).toBeNull();
  });

  it('selects the first check-up after load, and again after the slug changes', async () => {
    const scope = checkUpCatalogScope(CATALOG);
    await allSettled(checkUpCategory.opened, { scope, params: 'men' });
    expect(scope.getState($selectedCheckUpId)).toBe(11);
    await allSettled(checkUpToggled, { scope, params: 12 });
    expect(scope.getState($selectedCheckUpId)).toBe(12);
    await allSettled(checkUpCategory.opened, { scope, params: 'women' });
    expect(scope.getState(checkUpCategory.$data)?.parent?.slug).toBe('women');
    expect(scope.getState($selectedCheckUpId)).toBe(10);
  });

  it('asks the booking remote for a consultation', async () => {
    const scope = fork();
    await allSettled(consultClicked, { scope });
    expect(scope.getState($bookingRequest)).toEqual({ kind: 'consult' });
  });
});
