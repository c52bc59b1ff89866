import {
  AppLink,
  Box,
  type Doctor,
  Flex,
  Grid,
  Heading,
  QueryView,
  ROUTES,
  Skeleton,
  useNearViewport,
} from '@clinic/shared';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useDoctorsText } from '../../messages/doctorsText';
import { DoctorSlide } from './DoctorSlide';
import { firstDoctors, sliderDoctorsQuery } from './model';

const DoctorsCarousel = lazy(() => import('./DoctorsCarousel'));

/** A slide's height (photo, name, specialty, experience, rating, price), kept while the doctors load (CLS). */
const SLIDE_HEIGHT = '10.8125rem';

/**
 * The first doctor, the others laid unseen in the same cell: the box is the tallest slide's, as Swiper's
 * will be, so nothing below moves when the slider takes over (CLS).
 */
function StillSlides({ doctors }: { doctors: readonly Doctor[] }) {
  return (
    <Grid>
      {doctors.map((doctor, index) => (
        <Box key={doctor.id} gridArea="1 / 1" visibility={index === 0 ? undefined : 'hidden'}>
          <DoctorSlide doctor={doctor} />
        </Box>
      ))}
    </Grid>
  );
}

/** The first doctor stands in for the slider until Swiper's code (~27 KB gzip) is needed. */
function Slides({ doctors }: { doctors: readonly Doctor[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  if (doctors.length === 0) return null;
  const still = <StillSlides doctors={doctors} />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={still}>
          <DoctorsCarousel doctors={doctors} />
        </Suspense>
      ) : (
        still
      )}
    </div>
  );
}

/**
 * The home page's doctors slider (mobile): the first 3 doctors and 'Все врачи' to the list. Rendered in the
 * browser only (no `prepare`): its catalogue loads as it mounts, the shell's slot holding the place meanwhile.
 */
export function DoctorsSlider() {
  const text = useDoctorsText();
  const started = useUnit(sliderDoctorsQuery.started);
  useEffect(() => {
    started();
  }, [started]);
  return (
    <Box as="section" aria-labelledby="doctors-slider-title" bg="white" borderRadius="2xl" p="4">
      <Flex justify="space-between" align="baseline" mb="3" gap="3">
        <Heading as="h2" id="doctors-slider-title" size="lg">
          {text('slider.title')}
        </Heading>
        <AppLink to={ROUTES.DOCTORS_LIST} color="brand.700" fontWeight="semibold" fontSize="sm">
          {text('list.allDoctors')}
        </AppLink>
      </Flex>
      <QueryView query={sliderDoctorsQuery} loading={<Skeleton height={SLIDE_HEIGHT} />}>
        {(doctors) => <Slides doctors={firstDoctors(doctors)} />}
      </QueryView>
    </Box>
  );
}
