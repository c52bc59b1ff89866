import { createQuery, type Doctor } from '@clinic/shared';
import { getDoctorsFx } from '../../lib/api';
import { normalizeDoctors } from '../../lib/normalizeDoctor';

/** SPEC §2: the mobile home shows the first 3 doctors. */
export const SLIDER_DOCTORS = 3;

/** SPEC §9: auto-advance every 5000 ms, one slide per view, loop, speed 300 ms, touch threshold 5 px. */
export const SLIDER_OPTIONS = {
  loop: true,
  autoplay: { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true },
  speed: 300,
  slidesPerView: 1,
  threshold: 5,
} as const;

export const sliderDoctorsQuery = createQuery<void, Doctor[]>(() => getDoctorsFx().then(normalizeDoctors));

export const firstDoctors = (doctors: readonly Doctor[]) => doctors.slice(0, SLIDER_DOCTORS);
