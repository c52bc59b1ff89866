import { describe, expect, it } from 'vitest';
import { BANNER_SLIDER, bannerPicture, bannerSwiperOptions } from './bannerSlider';

const banner = { id: 1, link: '/promotions/list', image: '/wide.svg', mob_image: '/tall.svg' };

describe('banner slider (SPEC §9: auto-advance 5000 ms, one slide per view, loop, speed 300 ms, threshold 5)', () => {
  it('holds the numbers of the spec', () => {
    expect(BANNER_SLIDER).toEqual({
      autoplayDelayMs: 5000,
      speedMs: 300,
      touchThresholdPx: 5,
      slidesPerView: 1,
    });
  });

  it('loops and auto-advances several banners', () => {
    expect(bannerSwiperOptions(4)).toMatchObject({
      slidesPerView: 1,
      loop: true,
      speed: 300,
      threshold: 5,
      autoplay: { delay: 5000 },
    });
  });

  it('keeps one banner still: nothing to loop over', () => {
    expect(bannerSwiperOptions(1)).toMatchObject({ loop: false, autoplay: false });
  });

  it('shows image on desktop and mob_image on mobile', () => {
    expect(bannerPicture(banner, 'desktop').src).toBe('/wide.svg');
    expect(bannerPicture(banner, 'mobile').src).toBe('/tall.svg');
  });
});
