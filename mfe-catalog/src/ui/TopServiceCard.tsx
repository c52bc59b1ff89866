import { Flex, pathTo, ROUTES, type Service, Stack, Text, TRUNCATE, truncate } from '@clinic/shared';
import { usePrices } from '../messages/widgets/widgetText';
import { CardLink } from './CardLink';
import { DiscountBadge } from './DiscountBadge';
import { Picture } from './Picture';

interface TopServiceCardProps {
  service: Service;
  large: boolean;
  withImage: boolean;
  isMobile: boolean;
}

/** A card of the 'ТОП 5' list: small or large, the one at index 3 with its picture (SPEC §2). */
export function TopServiceCard({ service, large, withImage, isMobile }: TopServiceCardProps) {
  const { priceFrom } = usePrices();
  const description = isMobile
    ? truncate(service.description, TRUNCATE.topServiceDescriptionMobile)
    : service.description;
  return (
    <CardLink
      to={pathTo(ROUTES.SERVICE_DETAILS, { slug: service.slug })}
      justifyContent="flex-start"
      minH={large && !isMobile ? '72' : '32'}
      p="5"
      data-size={large ? 'large' : 'small'}
    >
      {withImage && <Picture src={service.image} alt="" height={isMobile ? '40' : '32'} borderRadius="xl" />}
      <Flex justify="space-between" align="start" gap="2">
        <Text fontWeight="bold" fontSize={large ? 'xl' : 'lg'}>
          {service.name}
        </Text>
        <DiscountBadge discount={service.discount} />
      </Flex>
      {(large || isMobile) && (
        <Text color="fg.muted" flex="1">
          {description}
        </Text>
      )}
      <Stack mt="auto" gap="0">
        <Text fontWeight="semibold" color="brand.700">
          {priceFrom(service.price)}
        </Text>
      </Stack>
    </CardLink>
  );
}
