import {
  BookingLink,
  type BookingRequest,
  Box,
  Flex,
  Grid,
  Heading,
  type Promotion,
  type Service,
  Stack,
  Text,
} from '@clinic/shared';
import type { ReactNode } from 'react';
import { useCatalogText } from '../messages/catalogText';
import { DiscountBadge } from './DiscountBadge';
import { AudienceLine, PriceFact } from './Facts';
import { Picture } from './Picture';
import { RichText } from './RichText';

type Offer = Pick<
  Service | Promotion,
  | 'name'
  | 'image'
  | 'discount'
  | 'description'
  | 'list_description'
  | 'price'
  | 'is_for_childs'
  | 'is_for_olders'
>;

interface DetailsHeroProps {
  offer: Offer;
  isMobile: boolean;
  /** What 'Записаться на прием' books: its link is that booking page, its tap opens the dialog (`onBook`). */
  booking: BookingRequest;
  onBook: () => void;
  /** A certificate promotion is styled purple. */
  purple?: boolean;
  /** What the page adds under the price: the preparation file, the result time… */
  children?: ReactNode;
}

/**
 * The top of a service's or a promotion's page (SPEC §2 details): picture with the '-N%' badge, name,
 * description, audience, the rich-text list, 'Стоимость' and 'Записаться на прием'.
 */
export function DetailsHero({
  offer,
  isMobile,
  booking,
  onBook,
  purple = false,
  children,
}: DetailsHeroProps) {
  const text = useCatalogText();
  return (
    <Grid
      as="article"
      aria-labelledby="details-title"
      templateColumns={isMobile ? '1fr' : '5fr 7fr'}
      gap={isMobile ? '5' : '10'}
      bg={purple ? 'brand.50' : 'white'}
      borderRadius="3xl"
      p={isMobile ? '4' : '8'}
    >
      <Box position="relative">
        <Picture src={offer.image} alt={offer.name} height={isMobile ? '56' : '96'} />
        <Box position="absolute" top="4" left="4">
          <DiscountBadge discount={offer.discount} />
        </Box>
      </Box>
      <Stack gap="4">
        <Heading as="h1" id="details-title" size={isMobile ? '2xl' : '3xl'}>
          {offer.name}
        </Heading>
        <Text>{offer.description}</Text>
        <AudienceLine flags={offer} />
        <RichText html={offer.list_description} />
        <Flex align="end" justify="space-between" gap="4" wrap="wrap">
          <PriceFact price={offer.price} />
          <BookingLink request={booking} onBook={onBook} size="lg">
            {text('offer.book')}
          </BookingLink>
        </Flex>
        {children}
      </Stack>
    </Grid>
  );
}
