import { formatPriceFrom, pathTo, ROUTES, Stack, Text } from '@clinic/shared';
import type { CheckUpCardVariant } from '../pages/check-up-category/grid';
import type { CheckUpWithPackages } from '../pages/check-up-category/model';
import { CardLink } from './CardLink';

const VARIANTS: Record<CheckUpCardVariant, object> = {
  purple: { bg: 'brand.600', color: 'white' },
  white: { bg: 'white', color: 'fg.body' },
  gradient: { bgGradient: 'to-br', gradientFrom: 'brand.700', gradientTo: 'brand.500', color: 'white' },
};

/** The lowest price of a check-up's packages, for 'от …'. */
export const lowestPrice = (checkUp: CheckUpWithPackages) =>
  Math.min(...checkUp.packages.flatMap((item) => [item.male_check_up_price, item.female_check_up_price]));

/** A check-up of the desktop category grid; a click opens its details by slug (SPEC §2). */
export function CheckUpTile({
  checkUp,
  variant,
}: {
  checkUp: CheckUpWithPackages;
  variant: CheckUpCardVariant;
}) {
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
      {checkUp.packages.length > 0 && (
        <Text fontWeight="semibold">{formatPriceFrom(lowestPrice(checkUp))}</Text>
      )}
    </CardLink>
  );
}
