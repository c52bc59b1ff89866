import { AppLink, Box, Flex, Heading, pathTo, QueryView, ROUTES, Skeleton, Text } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { DoctorCardBody } from '../../ui/DoctorCardBody';
import { firstDoctors, SLIDER_OPTIONS, sliderDoctorsQuery } from './model';

/** The home page's doctors slider (mobile): the first 3 doctors and 'Все врачи' to the list. */
export function DoctorsSlider() {
  const started = useUnit(sliderDoctorsQuery.started);
  useEffect(() => {
    started();
  }, [started]);
  return (
    <Box as="section" aria-labelledby="doctors-slider-title" bg="white" borderRadius="2xl" p="4">
      <Flex justify="space-between" align="baseline" mb="3" gap="3">
        <Heading as="h2" id="doctors-slider-title" size="lg">
          Наши врачи
        </Heading>
        <AppLink to={ROUTES.DOCTORS_LIST} color="brand.700" fontWeight="semibold" fontSize="sm">
          Все врачи
        </AppLink>
      </Flex>
      <QueryView query={sliderDoctorsQuery} loading={<Skeleton height="40" />}>
        {(doctors) => (
          <Box
            css={{
              '--swiper-pagination-color': 'var(--chakra-colors-brand-600)',
              '--swiper-pagination-bullet-inactive-color': 'var(--chakra-colors-gray-400)',
              '--swiper-pagination-bottom': '0px',
            }}
          >
            <Swiper modules={[Autoplay, Pagination]} pagination={{ clickable: true }} {...SLIDER_OPTIONS}>
              {firstDoctors(doctors).map((doctor) => (
                <SwiperSlide key={doctor.id}>
                  <AppLink
                    to={pathTo(ROUTES.DOCTOR_VIEW_DETAILS, { slug: doctor.slug })}
                    display="block"
                    color="inherit"
                    textDecoration="none"
                    pb="8"
                  >
                    <DoctorCardBody doctor={doctor} />
                  </AppLink>
                </SwiperSlide>
              ))}
            </Swiper>
          </Box>
        )}
      </QueryView>
      <Text srOnly>Слайды меняются автоматически каждые 5 секунд.</Text>
    </Box>
  );
}
