import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { keepCompiledRecipes } from './recipeCache';

const BUTTON = {
  base: { display: 'inline-flex', px: '4' },
  variants: { size: { sm: { h: '8' }, md: { h: '10' } } },
  defaultVariants: { size: 'md' },
} as const;
const BORDERED = { base: { borderWidth: '1px', color: 'brand.600' } };

describe('keepCompiledRecipes', () => {
  const plain = createSystem(defaultBaseConfig);
  const kept = keepCompiledRecipes(createSystem(defaultBaseConfig));

  it('compiles a config once: the same config gets the same recipe', () => {
    expect(kept.cva(BUTTON)).toBe(kept.cva(BUTTON));
    expect(kept.cva({ ...BUTTON })).not.toBe(kept.cva(BUTTON));
    expect(plain.cva(BUTTON)).not.toBe(plain.cva(BUTTON)); // what Chakra does on every render
  });

  it('styles as a recipe compiled afresh does', () => {
    for (const size of [undefined, 'sm', 'md'] as const)
      expect(kept.cva(BUTTON)({ size })).toEqual(plain.cva(BUTTON)({ size }));
  });

  it('keeps a merge of two kept recipes, with the styles of a fresh merge', () => {
    const merged = kept.cva(BORDERED).merge(kept.cva(BUTTON));
    expect(kept.cva(BORDERED).merge(kept.cva(BUTTON))).toBe(merged);
    expect(merged({ size: 'sm' })).toEqual(plain.cva(BORDERED).merge(plain.cva(BUTTON))({ size: 'sm' }));
    expect(kept.cva(BUTTON).merge(kept.cva(BORDERED))).not.toBe(merged);
  });

  it('leaves the rest of the system as it is', () => {
    expect(kept.css({ color: 'red.500' })).toEqual(plain.css({ color: 'red.500' }));
    expect(kept.token('colors.red.500')).toBe(plain.token('colors.red.500'));
  });
});
