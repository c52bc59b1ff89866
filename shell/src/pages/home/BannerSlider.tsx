import type { Banner } from '@clinic/shared';
import { useEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import 'swiper/css';
import { BannerDots } from './BannerDots';
import { BannerFrame, BannerPicture } from './BannerPicture';
import { type BannerVariant, bannerSwiperOptions } from './bannerSlider';

/**
 * The home banner slider (its own lazy chunk: only the home page pays for Swiper). Swiper's core without
 * its React wrapper, which is the lighter of the two; the dots are ours and follow the real index.
 */
export default function BannerSlider({ banners, variant }: { banners: Banner[]; variant: BannerVariant }) {
  const root = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const element = root.current;
    if (!container.current || !element) return;
    const instance = new Swiper(container.current, {
      modules: [Autoplay],
      ...bannerSwiperOptions(banners.length),
      on: { realIndexChange: (current) => setActive(current.realIndex) },
    });
    swiper.current = instance;
    setActive(instance.realIndex);
    // Keyboard users get the pause a mouse gets by hovering (WCAG 2.2.2).
    const pause = () => instance.autoplay?.pause();
    const resume = () => instance.autoplay?.resume();
    element.addEventListener('focusin', pause);
    element.addEventListener('focusout', resume);
    return () => {
      element.removeEventListener('focusin', pause);
      element.removeEventListener('focusout', resume);
      instance.destroy(true, true);
      swiper.current = null;
    };
  }, [banners]);

  return (
    // min-width 0: in a grid or flex column, Swiper would otherwise widen its track without end.
    <div ref={root} style={{ minWidth: 0 }}>
      <BannerFrame ref={container} className="swiper">
        <div className="swiper-wrapper">
          {banners.map((banner, index) => (
            // Only the shown banner is reachable: the others are off-screen.
            <div key={banner.id} className="swiper-slide" inert={index !== active}>
              <BannerPicture banner={banner} variant={variant} />
            </div>
          ))}
        </div>
      </BannerFrame>
      {banners.length > 1 && (
        <BannerDots
          count={banners.length}
          active={active}
          onSelect={(index) => swiper.current?.slideToLoop(index)}
        />
      )}
    </div>
  );
}
