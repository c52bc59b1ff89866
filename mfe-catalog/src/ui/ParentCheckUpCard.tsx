import { Box, HStack, hyphenate, type ParentCheckUp, pathTo, ROUTES, Stack, Text } from '@clinic/shared';
import { usePrices } from '../messages/widgets/widgetText';
import { CardLink } from './CardLink';

interface ParentCheckUpCardProps {
  parent: ParentCheckUp;
  purple?: boolean;
  /** Name and price only (mobile lists, the 'other packages' grid). */
  compact?: boolean;
}

/** A parent check-up (a programme family) linking to its category page. */
export function ParentCheckUpCard({ parent, purple = false, compact = false }: ParentCheckUpCardProps) {
  const { priceFrom } = usePrices();
  return (
    <CardLink
      to={pathTo(ROUTES.CHECK_UP_ADULTS, { slug: parent.slug })}
      tone={purple ? 'purple' : 'white'}
      p={compact ? '4' : '5'}
    >
      <Stack gap="2">
        {/* Four to a row: a long word breaks only at a syllable, with a hyphen (hyphenate). */}
        <Text fontWeight="bold" fontSize={compact ? 'md' : 'lg'}>
          {hyphenate(parent.name)}
        </Text>
        {!compact && <Text color={purple ? 'white' : 'fg.muted'}>{hyphenate(parent.short_description)}</Text>}
        {!compact && parent.short_tags.length > 0 && (
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
            {parent.short_tags.map((tag) => (
              <Box
                as="li"
                key={tag}
                fontSize="xs"
                px="2.5"
                py="1"
                borderRadius="full"
                bg={purple ? 'brand.800' : 'brand.50'}
                color={purple ? 'white' : 'brand.800'}
              >
                {tag}
              </Box>
            ))}
          </HStack>
        )}
      </Stack>
      <Text fontWeight="semibold">{priceFrom(parent.min_price)}</Text>
    </CardLink>
  );
}
