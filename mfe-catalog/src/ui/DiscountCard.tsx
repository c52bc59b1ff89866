import { HStack, type Promotion, pathTo, ROUTES, Stack, Text, TRUNCATE } from '@clinic/shared';
import { usePrices } from '../messages/widgets/widgetText';
import { CardLink } from './CardLink';
import { DiscountBadge } from './DiscountBadge';
import { ShortName } from './ShortName';

/** A compact promotion card of the short lists ('другие Акции и скидки', the promotions block). */
export function DiscountCard({ promotion, purple = false }: { promotion: Promotion; purple?: boolean }) {
  const { price } = usePrices();
  return (
    <CardLink
      to={pathTo(ROUTES.PROMOTION_DETAILS, { slug: promotion.slug })}
      tone={purple ? 'purple' : 'white'}
      minH="36"
      p="4"
    >
      <Stack gap="2">
        <DiscountBadge discount={promotion.discount} color={purple ? 'white' : 'purple'} />
        <Text fontWeight="semibold">
          <ShortName name={promotion.name} max={TRUNCATE.serviceNameOnDiscountCard} />
        </Text>
      </Stack>
      <HStack justify="space-between">
        <Text fontWeight="bold">{price(promotion.price)}</Text>
        <Text as="span" aria-hidden="true">
          →
        </Text>
      </HStack>
    </CardLink>
  );
}
