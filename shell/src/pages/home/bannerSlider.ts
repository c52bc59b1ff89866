import type { Banner } from '@clinic/shared';
import type { SwiperOptions } from 'swiper/types';

/** SPEC §9: the banner slider auto-advances every 5000 ms, one slide per view, loops; speed 300 ms, touch threshold 5. */
export const BANNER_SLIDER = {
  autoplayDelayMs: 5000,
  speedMs: 300,
  touchThresholdPx: 5,
  slidesPerView: 1,
} as const;

/**
 * Swiper's options for `count` banners. A loop needs at least two slides (Swiper warns and misbehaves
 * otherwise), and one banner has nothing to advance to.
 */
export function bannerSwiperOptions(count: number): SwiperOptions {
  const moving = count >= 2;
  return {
    slidesPerView: BANNER_SLIDER.slidesPerView,
    loop: moving,
    speed: BANNER_SLIDER.speedMs,
    threshold: BANNER_SLIDER.touchThresholdPx,
    autoplay: moving
      ? { delay: BANNER_SLIDER.autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
      : false,
  };
}

export type BannerVariant = 'desktop' | 'mobile';

/** Desktop shows `image` (3:1), mobile `mob_image` (3:4); sizes as the API draws them, to reserve the space. */
export function bannerPicture(banner: Banner, variant: BannerVariant) {
  return variant === 'mobile'
    ? { src: banner.mob_image, width: 390, height: 520 }
    : { src: banner.image, width: 1440, height: 480 };
}
