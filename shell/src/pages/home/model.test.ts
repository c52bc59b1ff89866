import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';

const getBanners = vi.fn();
vi.mock('@clinic/shared', async (original) => ({
  ...(await original<typeof import('@clinic/shared')>()),
  getBanners: () => getBanners(),
}));

const { bannersQuery, homeOpened } = await import('./model');
const banner = { id: 1, link: '/promotions/list', image: '/a.svg', mob_image: '/a-mob.svg' };

describe('home model', () => {
  it('loads the banners when the home page opens, and not again on the next visit', async () => {
    getBanners.mockReset().mockResolvedValue([banner]);
    const scope = fork();
    await allSettled(homeOpened, { scope });
    await allSettled(homeOpened, { scope });
    expect(getBanners).toHaveBeenCalledTimes(1);
    expect(scope.getState(bannersQuery.$data)).toEqual([banner]);
  });

  it('tries again on the next visit after a failed load', async () => {
    getBanners.mockReset().mockRejectedValueOnce(new Error('offline')).mockResolvedValue([banner]);
    const scope = fork();
    await allSettled(homeOpened, { scope });
    expect(scope.getState(bannersQuery.$status)).toBe('failed');
    await allSettled(homeOpened, { scope });
    expect(getBanners).toHaveBeenCalledTimes(2);
    expect(scope.getState(bannersQuery.$data)).toEqual([banner]);
  });
});
