import type { Doctor } from '@clinic/shared';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { DoctorSlide } from './DoctorSlide';
import { SLIDER_OPTIONS } from './model';

/** Swiper and its CSS: a chunk of their own, loaded when the slider nears the viewport. */
export default function DoctorsCarousel({ doctors }: { doctors: readonly Doctor[] }) {
  return (
    <Swiper modules={[Autoplay]} {...SLIDER_OPTIONS}>
      {doctors.map((doctor) => (
        <SwiperSlide key={doctor.id}>
          <DoctorSlide doctor={doctor} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
