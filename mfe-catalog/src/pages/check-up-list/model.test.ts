import { $bookingRequest, type Doctor } from '@clinic/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $allPackagesShown, $avatars, consultClicked, listOpened, packagesClicked } from './model';

vi.mock('@clinic/shared', async (original) => ({
  ...(await original<typeof import('@clinic/shared')>()),
  getParentCheckUps: async () => [],
  getDoctors: async () =>
    Array.from(
      { length: 8 },
      (_, i) => ({ id: i + 1, name: `Врач ${i + 1}`, image: null }) as unknown as Doctor,
    ),
}));

describe('check-up list model', () => {
  it('takes five avatars for the specialists teaser', async () => {
    const scope = fork();
    await allSettled(listOpened, { scope });
    expect(scope.getState($avatars).map((a) => a.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("toggles every package with 'Пакеты' and forgets it on the next visit", async () => {
    const scope = fork();
    await allSettled(packagesClicked, { scope });
    expect(scope.getState($allPackagesShown)).toBe(true);
    await allSettled(listOpened, { scope });
    expect(scope.getState($allPackagesShown)).toBe(false);
  });

  it('asks for a consultation', async () => {
    const scope = fork();
    await allSettled(consultClicked, { scope });
    expect(scope.getState($bookingRequest)).toEqual({ kind: 'consult' });
  });
});
