import { Box, hyphenate, pathTo, ROUTES, Text } from '@clinic/shared';
import { CardLink } from '../../ui/CardLink';
import { DiscountBadge } from '../../ui/DiscountBadge';
import { ShortName } from '../../ui/ShortName';
import type { Tile } from './tiles';

const BG = { purple: 'brand.600', white: 'white' } as const;

/** A tile's height unless its name needs more; the skeletons take it too. */
export const TILE_MIN_HEIGHT = { base: '28', md: '36' } as const;

/** One tile of the home grid: a purple or white card, or the picture full-bleed with the name over it. */
export function ServiceTile({ tile }: { tile: Tile }) {
  const light = tile.bgColor === 'purple' || tile.fullBleed;
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
      {tile.fullBleed && tile.img && (
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
      <Text position="relative" fontWeight="semibold" fontSize={{ base: 'md', md: 'sm' }} lineHeight="short">
        <ShortName name={tile.fullName} shown={hyphenate(tile.name)} />
      </Text>
    </CardLink>
  );
}
