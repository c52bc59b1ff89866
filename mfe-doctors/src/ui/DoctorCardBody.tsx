import { chakra, type Doctor, Flex, formatPrice } from '@clinic/shared';
import { experienceLabel } from '../lib/labels';
import { DoctorPhoto } from './DoctorPhoto';
import { RatingSummary } from './RatingSummary';

const Line = chakra('span', { base: { display: 'block' } });

/**
 * What a doctor card shows in the list: photo, name, specialty, experience, rating, reviews, first price.
 * Spans only, so it can sit inside a button (desktop: selects) or a link (mobile: opens the page).
 */
export function DoctorCardBody({ doctor }: { doctor: Doctor }) {
  return (
    <Flex as="span" gap="4" align="start" textAlign="left" w="full">
      <DoctorPhoto decorative name={doctor.name} image={doctor.image} size="20" />
      <Line flex="1" minW="0">
        <Line fontWeight="bold" fontSize="md" lineHeight="short" data-doctor-name="">
          {doctor.name}
        </Line>
        <Line color="fg.muted" fontSize="sm" mt="1">
          {doctor.short_info[0]?.specialty}
        </Line>
        <Line fontSize="sm" mt="1">
          {experienceLabel(doctor.experience)}
        </Line>
        <Line mt="2">
          <RatingSummary rating={doctor.rating} reviewsCount={doctor.reviews_count} size="sm" />
        </Line>
        <Line fontSize="sm" mt="2">
          Первичный прием:{' '}
          <chakra.span fontWeight="semibold">{formatPrice(doctor.first_appointment.price)}</chakra.span>
        </Line>
      </Line>
    </Flex>
  );
}
