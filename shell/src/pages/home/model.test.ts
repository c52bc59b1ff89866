import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { bannersQuery, getBannersFx, homeOpened } from './model';

const banner = { id: 1, link: '/promotions/list', image: '/a.svg', mob_image: '/a-mob.svg' };

describe('home model', () => {
  it('loads the banners when the home page opens, and not again on the next visit', async () => {
    const getBanners = vi.fn().mockResolvedValue([banner]);
    const scope = fork({ handlers: [[getBannersFx, getBanners]] });
    await allSettled(homeOpened, { scope });
    await allSettled(homeOpened, { scope });
    expect(getBanners).toHaveBeenCalledTimes(1);
    expect(scope.getState(bannersQuery.$data)).toEqual([banner]);
  });

  it('tries again on the next visit after a failed load', async () => {
    const getBanners = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue([banner]);
    const scope = fork({ handlers: [[getBannersFx, getBanners]] });
    await allSettled(homeOpened, { scope });
    expect(scope.getState(bannersQuery.$status)).toBe('failed');
    await allSettled(homeOpened, { scope });
    expect(getBanners).toHaveBeenCalledTimes(2);
    expect(scope.getState(bannersQuery.$data)).toEqual([banner]);
  });
});
