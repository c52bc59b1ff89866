import type { Doctor } from '@clinic/shared';
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { DoctorSlide } from './DoctorSlide';
import { SLIDER_OPTIONS } from './model';

/** Keyboard users get the pause a mouse gets by hovering (WCAG 2.2.2); the listeners go with the element. */
function pauseWhileFocused(swiper: SwiperInstance) {
  swiper.el.addEventListener('focusin', () => swiper.autoplay?.pause());
  swiper.el.addEventListener('focusout', () => swiper.autoplay?.resume());
}

/** Swiper and its CSS: a chunk of their own, loaded when the slider nears the viewport. */
export default function DoctorsCarousel({ doctors }: { doctors: readonly Doctor[] }) {
  const [active, setActive] = useState(0);
  return (
    <Swiper
      modules={[Autoplay]}
      {...SLIDER_OPTIONS}
      onSwiper={pauseWhileFocused}
      onRealIndexChange={(swiper) => setActive(swiper.realIndex)}
    >
      {doctors.map((doctor, index) => (
        // Only the shown doctor is reachable: Tab into an off-screen slide would drag the track out of step.
        <SwiperSlide key={doctor.id} inert={index !== active}>
          <DoctorSlide doctor={doctor} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
