import { $bookingRequest, type Doctor } from '@clinic/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { getDoctorsFx, getParentCheckUpsFx } from '../../data/api';
import { $allPackagesShown, $avatars, consultClicked, listOpened, packagesClicked } from './model';

const DOCTORS = Array.from(
  { length: 8 },
  (_, i) => ({ id: i + 1, name: `Врач ${i + 1}`, image: null }) as unknown as Doctor,
);
const scopeWithApi = () =>
  fork({
    handlers: [
      [getParentCheckUpsFx, async () => []],
      [getDoctorsFx, async () => DOCTORS],
    ],
  });

describe('check-up list model', () => {
  it('takes five avatars for the specialists teaser', async () => {
    const scope = scopeWithApi();
    await allSettled(listOpened, { scope });
    expect(scope.getState($avatars).map((a) => a.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("toggles every package with 'Пакеты' and forgets it on the next visit", async () => {
    const scope = scopeWithApi();
    await allSettled(packagesClicked, { scope });
    expect(scope.getState($allPackagesShown)).toBe(true);
    await allSettled(listOpened, { scope });
    expect(scope.getState($allPackagesShown)).toBe(false);
  });

  it('asks for a consultation', async () => {
    const scope = scopeWithApi();
    await allSettled(consultClicked, { scope });
    expect(scope.getState($bookingRequest)).toEqual({ kind: 'consult' });
  });
});
