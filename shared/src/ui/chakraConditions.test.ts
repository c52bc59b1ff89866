import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinicSystem } from './system';

afterEach(() => vi.restoreAllMocks());

/**
 * patches/README.md: Chakra asked `conditions.has` for each property of each style it resolved, and `has` listed
 * every condition (≈ 100 names) into a new array to search it, in every render of every element.
 */
describe("Chakra's conditions (patched)", () => {
  it('tells a condition from a property without listing the conditions', () => {
    const { conditions } = clinicSystem();
    const listed = vi.spyOn(Object, 'keys');
    expect(conditions.has('_hover')).toBe(true);
    expect(conditions.has('md')).toBe(true);
    expect(conditions.has('@media (min-width: 40em)')).toBe(true);
    expect(conditions.has('_customState')).toBe(true);
    expect(conditions.has('color')).toBe(false);
    expect(conditions.has('paddingInline')).toBe(false);
    expect(listed).not.toHaveBeenCalled();
  });

  it('still resolves conditional styles', () => {
    const css = clinicSystem().css({
      color: { base: 'red.600', md: 'gray.700' },
      _hover: { color: 'brand.600' },
    });
    expect(css).toEqual({
      color: 'var(--chakra-colors-red-600)',
      '@media screen and (min-width: 48rem)': { color: 'var(--chakra-colors-gray-700)' },
      '@media (hover: hover)': {
        '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': {
          color: 'var(--chakra-colors-brand-600)',
        },
      },
    });
  });
});
