import { pathTo, ROUTES, Stack, Text } from '@clinic/shared';
import { usePrices } from '../messages/widgets/widgetText';
import type { CheckUpCardVariant } from '../pages/check-up-category/grid';
import type { CheckUpWithPackages } from '../pages/check-up-category/model';
import { lowestPackagePrice } from '../rules/checkUps';
import { CardLink } from './CardLink';

const VARIANTS: Record<CheckUpCardVariant, object> = {
  purple: { bg: 'brand.600', color: 'white' },
  white: { bg: 'white', color: 'fg.body' },
  gradient: { bgGradient: 'to-br', gradientFrom: 'brand.700', gradientTo: 'brand.500', color: 'white' },
};

/** A check-up of the desktop category grid; a click opens its details by slug (SPEC §2). */
export function CheckUpTile({
  checkUp,
  variant,
}: {
  checkUp: CheckUpWithPackages;
  variant: CheckUpCardVariant;
}) {
  const price = lowestPackagePrice(checkUp.packages);
  const { priceFrom } = usePrices();
  return (
    <CardLink
      to={pathTo(ROUTES.CHECK_UP_ADULTS_DETAILS, { slug: checkUp.slug })}
      gap="4"
      minH="44"
      p="6"
      borderRadius="3xl"
      _hover={{ shadow: 'lg' }}
      data-variant={variant}
      {...VARIANTS[variant]}
    >
      <Stack gap="2">
        <Text fontWeight="bold" fontSize="xl">
          {checkUp.name}
        </Text>
        {checkUp.description && <Text>{checkUp.description}</Text>}
      </Stack>
      {price !== undefined && <Text fontWeight="semibold">{priceFrom(price)}</Text>}
    </CardLink>
  );
}
