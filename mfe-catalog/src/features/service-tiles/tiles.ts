import { TRUNCATE, truncate } from '@clinic/shared';

/** What a tile is built from (SPEC §3 'Analysis tile item'; services carry the same fields). */
export interface TileSource {
  id: number;
  name: string;
  slug: string;
  image?: string | null;
  discount?: number | null;
}

export type TileColor = 'purple' | 'white';
export type DiscountColor = 'purple' | 'white' | 'black';

/** SPEC §3 tile view model, plus the two layout facts of SPEC §2 (wide tile, full-bleed image tile). */
export interface Tile {
  id: number;
  bgColor: TileColor;
  discount: number | null;
  discountColor: DiscountColor;
  img: string | null;
  name: string;
  /** The whole name, for screen readers. */
  fullName: string;
  slug: string;
  /** Spans two columns of the grid. */
  wide: boolean;
  /** Shows its picture edge to edge with the name over it. */
  fullBleed: boolean;
}

/** SPEC §2/§3, all indexes counted from 0 as the tile list is. */
export const TILE_RULES = {
  count: 7,
  columns: 4,
  mobileColumns: 2,
  wideIndex: 6,
  imageIndex: 5,
  purpleIndexes: [3, 5],
  whiteDiscountIndexes: [3, 5],
  blackDiscountIndex: 2,
} as const;

const isOneOf = (list: readonly number[], index: number) => list.includes(index);

/** Purple at 3 and 5; never purple on mobile. */
export function tileColor(index: number, isMobile: boolean): TileColor {
  return !isMobile && isOneOf(TILE_RULES.purpleIndexes, index) ? 'purple' : 'white';
}

/** The '-N%' badge: white at 3 and 5, black at 2, otherwise purple. */
export function discountColor(index: number): DiscountColor {
  if (isOneOf(TILE_RULES.whiteDiscountIndexes, index)) return 'white';
  if (index === TILE_RULES.blackDiscountIndex) return 'black';
  return 'purple';
}

/** Names cut to 12 characters; 40 on the wide tile on mobile. */
export function tileNameLimit(index: number, isMobile: boolean): number {
  return isMobile && index === TILE_RULES.wideIndex ? TRUNCATE.wideMobileTileName : TRUNCATE.tileName;
}

export function tileAt(source: TileSource, index: number, isMobile: boolean): Tile {
  const img = source.image || null;
  return {
    id: source.id,
    bgColor: tileColor(index, isMobile),
    discount: source.discount || null,
    discountColor: discountColor(index),
    img,
    name: truncate(source.name, tileNameLimit(index, isMobile)),
    fullName: source.name,
    slug: source.slug,
    wide: index === TILE_RULES.wideIndex,
    fullBleed: index === TILE_RULES.imageIndex && img !== null,
  };
}

/** The tiles of the home page: the first seven items. */
export function buildTiles(sources: readonly TileSource[], isMobile: boolean): Tile[] {
  return sources.slice(0, TILE_RULES.count).map((source, index) => tileAt(source, index, isMobile));
}
