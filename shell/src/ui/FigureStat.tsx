import { Stack, Text } from '@clinic/shared';

/** A large figure with its caption ('30 000+' / 'пациентов прошли лечение'). */
export function FigureStat({
  value,
  caption,
  inverted = false,
}: {
  value: string;
  caption: string;
  inverted?: boolean;
}) {
  return (
    <Stack gap="0">
      <Text
        fontSize={{ base: '3xl', md: '4xl' }}
        fontWeight="bold"
        lineHeight="1.1"
        color={inverted ? 'white' : 'brand.700'}
      >
        {value}
      </Text>
      <Text fontSize="sm" color={inverted ? 'brand.50' : 'fg.muted'}>
        {caption}
      </Text>
    </Stack>
  );
}
