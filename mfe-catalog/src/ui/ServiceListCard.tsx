import { Badge, Flex, pathTo, ROUTES, type Service, Stack, Text, TRUNCATE } from '@clinic/shared';
import { useCatalogText } from '../messages/catalogText';
import { usePrices } from '../messages/widgets/widgetText';
import { CardLink } from './CardLink';
import { DiscountBadge } from './DiscountBadge';
import { ShortName } from './ShortName';

/**
 * A card of the category list (SPEC §2): the name cut to 30 characters, 'детское' for children's services,
 * the price with 'от'; on mobile 'Цена по акции*' (explained by the list's footnote) when the service is discounted.
 */
export function ServiceListCard({ service, isMobile }: { service: Service; isMobile: boolean }) {
  const text = useCatalogText();
  const { priceFrom } = usePrices();
  return (
    <CardLink
      to={pathTo(ROUTES.SERVICE_DETAILS, { slug: service.slug })}
      minH={isMobile ? undefined : '36'}
      p={isMobile ? '4' : '5'}
    >
      <Stack gap="2">
        <Flex gap="2" align="start" justify="space-between">
          <Text fontWeight="semibold" fontSize="lg">
            <ShortName name={service.name} max={TRUNCATE.serviceNameOnList} />
          </Text>
          <DiscountBadge discount={service.discount} />
        </Flex>
        {service.is_for_childs && (
          <Badge alignSelf="start" bg="green.100" color="green.800" borderRadius="full" px="2.5">
            {text('services.forChildren')}
          </Badge>
        )}
      </Stack>
      <Flex align="baseline" justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="bold" color="brand.700">
          {priceFrom(service.price)}
        </Text>
        {isMobile && Boolean(service.discount) && (
          <Text fontSize="sm" color="fg.muted">
            {text('services.promoPrice')}
          </Text>
        )}
      </Flex>
    </CardLink>
  );
}
