import { formatPrice, Stack, Text } from '@clinic/shared';
import { AUDIENCE_PREFIX, type AudienceFlags, audienceLabel } from '../rules/audience';

/** 'Предложение для детей и взрослых': the 'Offer for' line of the details pages. */
export function AudienceLine({ flags }: { flags: AudienceFlags }) {
  return (
    <Text color="fg.muted">
      {AUDIENCE_PREFIX}{' '}
      <Text as="span" fontWeight="semibold" color="fg.body">
        {audienceLabel(flags)}
      </Text>
    </Text>
  );
}

/** 'Стоимость' and the price (SPEC §2 details pages). */
export function PriceFact({ price }: { price?: number | null }) {
  return (
    <Stack gap="0">
      <Text color="fg.muted" fontSize="sm">
        Стоимость
      </Text>
      <Text fontSize="2xl" fontWeight="bold">
        {formatPrice(price)}
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
