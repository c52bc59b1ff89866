import { AppLink, chakra, type Doctor, Flex, formatPrice } from '@clinic/shared';
import { experienceLabel } from '../lib/labels';
import { DoctorPhoto } from './DoctorPhoto';
import { RatingSummary } from './RatingSummary';

const Line = chakra('span', { base: { display: 'block' } });
const NAME_STYLE = { fontWeight: 'bold', fontSize: 'md', lineHeight: 'short' } as const;

/** The name as a link to the doctor's page, where the card itself is no link. */
export interface NameLink {
  to: string;
  /** Its element's id, for the card's own control to be named by it. */
  id: string;
}

/**
 * What a doctor card shows in the list: photo, name, specialty, experience, rating, reviews, first price.
 * Spans only, so it can sit inside a link (mobile: the card opens the page); beside a button (desktop: the card
 * selects), the name is a link of its own (`nameLink`).
 */
export function DoctorCardBody({ doctor, nameLink }: { doctor: Doctor; nameLink?: NameLink }) {
  return (
    <Flex as="span" gap="4" align="start" textAlign="left" w="full">
      <DoctorPhoto decorative name={doctor.name} image={doctor.image} size="20" />
      <Line flex="1" minW="0">
        {nameLink ? (
          <AppLink
            to={nameLink.to}
            id={nameLink.id}
            data-doctor-name=""
            {...NAME_STYLE}
            display="block"
            w="fit-content"
            // A target 24 px tall (WCAG 2.5.8) even at the 80 % zoom band, in no more room than its line of text.
            py="5px"
            my="-5px"
            pointerEvents="auto"
            _hover={{ textDecoration: 'underline' }}
          >
            {doctor.name}
          </AppLink>
        ) : (
          <Line {...NAME_STYLE} data-doctor-name="">
            {doctor.name}
          </Line>
        )}
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
