import { Stack, Text } from '@clinic/shared';

/**
 * The figure's size where it must fit half a phone's width (the phone home's two-column tile): one line of five
 * characters ('5000+', ≈ 4.2 em) takes 92 px at 22 px, inside the tile's 106 px on a 320 px phone; from 375 px, 3xl.
 * A media query rather than container units: the Nu HTML Checker's CSS does not know those yet.
 */
const FITTED_SIZE = {
  fontSize: '1.375rem',
  '@media screen and (min-width: 375px)': { fontSize: '1.875rem' },
};

/** A large figure with its caption ('30 000+' / 'пациентов прошли лечение'). */
export function FigureStat({
  value,
  caption,
  inverted = false,
  fitted = false,
}: {
  value: string;
  caption: string;
  inverted?: boolean;
  /** In half a phone's width: the figure is smaller on the narrowest phones, so that it fits on one line. */
  fitted?: boolean;
}) {
  return (
    <Stack gap="0">
      <Text
        fontSize={fitted ? undefined : { base: '3xl', md: '4xl' }}
        css={fitted ? FITTED_SIZE : undefined}
        fontWeight="bold"
        lineHeight="1.1"
        // '5000+' is one figure: the line may not break before its '+' (Unicode allows a break there).
        whiteSpace="nowrap"
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
