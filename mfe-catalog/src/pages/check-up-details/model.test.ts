import { $bookingRequest, type CheckUp, type CheckUpPackage, type ParentCheckUp } from '@clinic/shared';
import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { checkUpCatalogScope } from '../../testing/checkUpCatalogScope';
import { bookingClicked, checkUpDetails } from './model';

const PARENTS = [{ id: 2, slug: 'men', name: 'Мужское здоровье' }] as ParentCheckUp[];
const CHECK_UPS = [{ id: 11, parent_id: 2, slug: 'm1', name: 'Мужской базовый' }] as CheckUp[];
const PACKAGES: CheckUpPackage[] = [
  {
    id: 5,
    check_up_id: 11,
    name: 'Базовый',
    program_description: [],
    male_check_up_price: 1,
    female_check_up_price: 2,
  },
  {
    id: 6,
    check_up_id: 99,
    name: 'Чужой',
    program_description: [],
    male_check_up_price: 1,
    female_check_up_price: 2,
  },
];

const scopeWithCatalog = () =>
  checkUpCatalogScope({ parents: PARENTS, checkUps: CHECK_UPS, packages: PACKAGES });

describe('check-up details', () => {
  it('shows the check-up with its own packages and books it as a check-up', async () => {
    const scope = scopeWithCatalog();
    await allSettled(checkUpDetails.opened, { scope, params: 'm1' });
    const page = scope.getState(checkUpDetails.$data);
    expect(page?.checkUp?.name).toBe('Мужской базовый');
    expect(page?.packages.map((p) => p.id)).toEqual([5]);
    expect(page?.parent?.slug).toBe('men');
    await allSettled(bookingClicked, { scope });
    expect(scope.getState($bookingRequest)).toEqual({ kind: 'checkup', targetId: 11 });
  });

  it('reports an unknown slug', async () => {
    const scope = scopeWithCatalog();
    await allSettled(checkUpDetails.opened, { scope, params: 'nope' });
    expect(scope.getState(checkUpDetails.$data)?.checkUp).toBeNull();
  });
});
