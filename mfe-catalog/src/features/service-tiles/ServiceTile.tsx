import { Box, hyphenate, pathTo, ROUTES, Text } from '@clinic/shared';
import { CardLink } from '../../ui/CardLink';
import { DiscountBadge } from '../../ui/DiscountBadge';
import { ShortName } from '../../ui/ShortName';
import type { Tile } from './tiles';

const BG = { purple: 'brand.600', white: 'white' } as const;

/** A tile's height unless its name needs more; the skeletons take it too. */
export const TILE_MIN_HEIGHT = { base: '28', md: '36' } as const;

/**
 * The name over a picture sits on a solid band across the tile's foot, faded into the picture above it: a
 * picture may carry words of its own (the seed's do, mid-height), which showed through a tint under the name.
 * The band reaches the tile's edges through its padding (negative margins of the same size).
 */
const TITLE_BACKDROP = {
  mx: { base: '-4', md: '-3' },
  mb: { base: '-4', md: '-3' },
  px: { base: '4', md: '3' },
  pb: { base: '4', md: '3' },
  pt: '1',
  bg: 'brand.800',
  _before: {
    content: '""',
    position: 'absolute',
    insetInline: '0',
    bottom: '100%',
    h: '12',
    bgGradient: 'to-t',
    gradientFrom: 'brand.800',
    gradientTo: 'transparent',
  },
} as const;

/** One tile of the home grid: a purple or white card, or the picture full-bleed with the name over it. */
export function ServiceTile({ tile }: { tile: Tile }) {
  const light = tile.bgColor === 'purple' || tile.fullBleed;
  const picture = tile.fullBleed && tile.img;
  return (
    <CardLink
      to={pathTo(ROUTES.SERVICE_DETAILS, { slug: tile.slug })}
      position="relative"
      gap="2"
      minH={TILE_MIN_HEIGHT}
      p={{ base: '4', md: '3' }}
      overflow="hidden"
      bg={BG[tile.bgColor]}
      color={light ? 'white' : 'fg.body'}
      data-bg={tile.fullBleed ? 'image' : tile.bgColor}
      data-wide={tile.wide || undefined}
    >
      {picture && (
        <>
          <Box
            position="absolute"
            inset="0"
            bgImage={`url("${tile.img}")`}
            bgSize="cover"
            bgPos="center"
            aria-hidden="true"
          />
          <Box position="absolute" inset="0" bg="blackAlpha.600" aria-hidden="true" />
        </>
      )}
      <Box position="relative">
        <DiscountBadge discount={tile.discount} color={tile.discountColor} />
      </Box>
      {/* Narrow tiles in the home card: soft hyphens, not the browser's dictionary (often missing), so a word
          breaks only at a syllable, with a hyphen; screen readers get the plain name. */}
      <Text
        position="relative"
        fontWeight="semibold"
        fontSize={{ base: 'md', md: 'sm' }}
        lineHeight="short"
        {...(picture ? TITLE_BACKDROP : {})}
      >
        <ShortName name={tile.fullName} shown={hyphenate(tile.name)} />
      </Text>
    </CardLink>
  );
}
