import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it, vi } from 'vitest';
import { BoundedMap } from './boundedMap';
import { keepValidProperties } from './propertyCache';

describe('BoundedMap', () => {
  it('forgets the oldest entry past its size', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3); // a key already kept is replaced, nothing forgotten
    expect([map.size, map.get('a'), map.get('b')]).toEqual([2, 3, 2]);
    map.set('c', 4);
    expect([map.size, map.get('a'), map.get('b'), map.get('c')]).toEqual([2, undefined, 2, 4]);
  });
});

describe('keepValidProperties', () => {
  const plain = createSystem(defaultConfig);
  const names = [
    'px',
    'color',
    '_hover',
    'css',
    'colorPalette',
    'href',
    'onClick',
    'children',
    'data-x',
    'aria-label',
  ];

  it('answers as Chakra does, each name its own answer', () => {
    const kept = keepValidProperties(createSystem(defaultConfig));
    for (const name of [...names, ...names])
      expect(kept.isValidProperty(name)).toBe(plain.isValidProperty(name));
    expect(names.map(kept.isValidProperty)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('asks Chakra once per name, and keeps at most the names it is given', () => {
    const system = createSystem(defaultConfig);
    const ask = vi.spyOn(system, 'isValidProperty');
    const kept = keepValidProperties(system, 2);
    kept.isValidProperty('px');
    kept.isValidProperty('px');
    kept.isValidProperty('href');
    expect(ask).toHaveBeenCalledTimes(2);
    kept.isValidProperty('color'); // px is forgotten
    kept.isValidProperty('px');
    expect(ask).toHaveBeenCalledTimes(4);
  });

  it('leaves the rest of the system as it is', () => {
    const system = createSystem(defaultConfig);
    const kept = keepValidProperties(system);
    expect(kept.css).toBe(system.css);
    expect(kept.cva).toBe(system.cva);
  });
});
