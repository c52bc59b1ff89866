import { chakra, type Doctor, Flex, formatPrice, formatRating } from '@clinic/shared';
import { experienceLabel, reviewsCountLabel } from '../lib/labels';
import { DoctorPhoto } from './DoctorPhoto';
import { RatingStars } from './RatingStars';

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
        <Flex as="span" align="center" gap="2" mt="2" wrap="wrap" fontSize="sm">
          <RatingStars rating={doctor.rating} size={14} />
          <span>{formatRating(doctor.rating)}</span>
          <chakra.span color="fg.muted">{reviewsCountLabel(doctor.reviews_count)}</chakra.span>
        </Flex>
        <Line fontSize="sm" mt="2">
          Первичный прием:{' '}
          <chakra.span fontWeight="semibold">{formatPrice(doctor.first_appointment.price)}</chakra.span>
        </Line>
      </Line>
    </Flex>
  );
}
