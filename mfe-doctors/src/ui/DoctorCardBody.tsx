import { AppLink, chakra, type Doctor, Flex, formatPrice, useLocale } from '@clinic/shared';
import { useDoctorsText } from '../messages/doctorsText';
import { DoctorPhoto } from './DoctorPhoto';
import { RatingSummary } from './RatingSummary';

const Line = chakra('span', { base: { display: 'block' } });
/** Where the price goes in the card's «Первичный прием: …» (a character no message has). */
const PRICE_MARK = '\u0000';
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
  const text = useDoctorsText();
  const locale = useLocale();
  // The price inside the sentence, bold: the message is split at its placeholder.
  const [beforePrice, afterPrice] = text('doctor.firstPrice', { price: PRICE_MARK }).split(PRICE_MARK);
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
          {text('doctor.experience', { years: doctor.experience })}
        </Line>
        <Line mt="2">
          <RatingSummary rating={doctor.rating} reviewsCount={doctor.reviews_count} size="sm" />
        </Line>
        <Line fontSize="sm" mt="2">
          {beforePrice}
          <chakra.span fontWeight="semibold">
            {formatPrice(doctor.first_appointment.price, locale)}
          </chakra.span>
          {afterPrice}
        </Line>
      </Line>
    </Flex>
  );
}
