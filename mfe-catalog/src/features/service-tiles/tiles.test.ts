import { describe, expect, it } from 'vitest';
import { buildTiles, type TileSource, tileAt } from './tiles';

const LONG = 'Суточное мониторирование артериального давления (СМАД)';
const source = (index: number): TileSource => ({
  id: index + 1,
  name: LONG,
  slug: `s-${index}`,
  image: `/media/services/s-${index}.svg`,
  discount: 10 + index,
});

// SPEC §2/§3: 7 tiles, 4 columns, the tile at index 6 spans two columns, the tile at index 5 shows its
// image full-bleed; purple at positions 3 and 5, never purple on mobile; discount colour white at 3 and 5,
// black at 2, otherwise purple; names truncated to 12 characters (40 on the wide tile in mobile).
const EXPECTED = [
  { desktop: 'white', mobile: 'white', discount: 'purple', wide: false, fullBleed: false },
  { desktop: 'white', mobile: 'white', discount: 'purple', wide: false, fullBleed: false },
  { desktop: 'white', mobile: 'white', discount: 'black', wide: false, fullBleed: false },
  { desktop: 'purple', mobile: 'white', discount: 'white', wide: false, fullBleed: false },
  { desktop: 'white', mobile: 'white', discount: 'purple', wide: false, fullBleed: false },
  { desktop: 'purple', mobile: 'white', discount: 'white', wide: false, fullBleed: true },
  { desktop: 'white', mobile: 'white', discount: 'purple', wide: true, fullBleed: false },
] as const;

describe('service tile model (SPEC §3)', () => {
  it.each(EXPECTED.map((row, index) => [index, row] as const))('desktop, index %i', (index, row) => {
    const tile = tileAt(source(index), index, false);
    expect(tile).toEqual({
      id: index + 1,
      bgColor: row.desktop,
      discount: 10 + index,
      discountColor: row.discount,
      img: `/media/services/s-${index}.svg`,
      name: 'Суточное мон...',
      fullName: LONG,
      slug: `s-${index}`,
      wide: row.wide,
      fullBleed: row.fullBleed,
    });
  });

  it.each(EXPECTED.map((row, index) => [index, row] as const))('mobile, index %i', (index, row) => {
    const tile = tileAt(source(index), index, true);
    expect(tile.bgColor).toBe(row.mobile);
    expect(tile.discountColor).toBe(row.discount);
    expect(tile.wide).toBe(row.wide);
    expect(tile.fullBleed).toBe(row.fullBleed);
    expect(tile.name).toBe(index === 6 ? 'Суточное мониторирование артериального д...' : 'Суточное мон...');
  });

  it('keeps short names whole', () => {
    expect(tileAt({ ...source(0), name: 'Маммография' }, 0, false).name).toBe('Маммография');
  });

  it('builds at most seven tiles from the first items', () => {
    const tiles = buildTiles(
      Array.from({ length: 10 }, (_, i) => source(i)),
      false,
    );
    expect(tiles.map((tile) => tile.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(buildTiles([source(0)], true)).toHaveLength(1);
  });

  it('has no badge without a discount and no full-bleed tile without a picture', () => {
    const tile = tileAt({ ...source(5), discount: null, image: null }, 5, false);
    expect(tile.discount).toBeNull();
    expect(tile.fullBleed).toBe(false);
    expect(tile.img).toBeNull();
  });
});
