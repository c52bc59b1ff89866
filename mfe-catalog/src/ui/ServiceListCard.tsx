import {
  Badge,
  Flex,
  formatPriceFrom,
  pathTo,
  ROUTES,
  type Service,
  Stack,
  Text,
  TRUNCATE,
} from '@clinic/shared';
import { CardLink } from './CardLink';
import { DiscountBadge } from './DiscountBadge';
import { ShortName } from './ShortName';

/** SPEC §2 mark of a discounted price on the mobile category list (the footnote explains the '*'). */
export const PROMO_PRICE_LABEL = 'Цена по акции*';

/**
 * A card of the category list (SPEC §2): the name cut to 30 characters, 'детское' for children's services,
 * the price with 'от'; on mobile 'Цена по акции*' when the service is discounted.
 */
export function ServiceListCard({ service, isMobile }: { service: Service; isMobile: boolean }) {
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
            детское
          </Badge>
        )}
      </Stack>
      <Flex align="baseline" justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="bold" color="brand.700">
          {formatPriceFrom(service.price)}
        </Text>
        {isMobile && Boolean(service.discount) && (
          <Text fontSize="sm" color="fg.muted">
            {PROMO_PRICE_LABEL}
          </Text>
        )}
      </Flex>
    </CardLink>
  );
}
