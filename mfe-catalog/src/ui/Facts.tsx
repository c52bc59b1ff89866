import { Stack, Text } from '@clinic/shared';
import { type CatalogMessage, useCatalogText } from '../messages/catalogText';
import { usePrices } from '../messages/widgets/widgetText';
import { type Audience, type AudienceFlags, audienceOf } from '../rules/audience';

const AUDIENCE_MESSAGE: Record<Audience, CatalogMessage> = {
  all: 'offer.forAll',
  children: 'offer.forChildren',
  adults: 'offer.forAdults',
};

/** 'Предложение для детей и взрослых': the 'Offer for' line of the details pages. */
export function AudienceLine({ flags }: { flags: AudienceFlags }) {
  const text = useCatalogText();
  return (
    <Text color="fg.muted">
      {text('offer.audience')}{' '}
      <Text as="span" fontWeight="semibold" color="fg.body">
        {text(AUDIENCE_MESSAGE[audienceOf(flags)])}
      </Text>
    </Text>
  );
}

/** 'Стоимость' and the price (SPEC §2 details pages). */
export function PriceFact({ price }: { price?: number | null }) {
  const text = useCatalogText();
  const prices = usePrices();
  return (
    <Stack gap="0">
      <Text color="fg.muted" fontSize="sm">
        {text('offer.price')}
      </Text>
      <Text fontSize="2xl" fontWeight="bold">
        {prices.price(price)}
      </Text>
    </Stack>
  );
}

/** The warning box of the details pages. */
export function WarningBox({ text }: { text?: string | null }) {
  if (!text) return null;
  return (
    <Text role="note" bg="orange.50" borderColor="orange.300" borderWidth="1px" borderRadius="xl" p="4">
      {text}
    </Text>
  );
}
