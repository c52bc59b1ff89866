import { createSystem, defaultBaseConfig, type SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { serializeGlobalStylesOnce } from './globalStyles';
import { overrideSystem } from './overrideSystem';
import { keepValidProperties } from './propertyCache';
import { keepCompiledRecipes } from './recipeCache';
import { clinicSystem, clinicSystemWithoutGlobalStyles } from './system';

/** A real system whose global CSS counts how often it is made. */
function countingSystem() {
  const system = createSystem(defaultBaseConfig);
  const chakras = Object.getOwnPropertyDescriptor(system, '_global');
  let made = 0;
  Object.defineProperty(system, '_global', {
    enumerable: true,
    configurable: true,
    get: () => {
      made += 1;
      return chakras?.get?.call(system);
    },
  });
  return { system, made: () => made };
}

describe('the global CSS is made only when read (patches/README.md)', () => {
  it("Chakra's system makes it on first read, not when it is created (the patch)", () => {
    const system = createSystem(defaultBaseConfig, {
      theme: { tokens: { colors: { ink: { value: '#123' } } } },
    });
    expect(typeof Object.getOwnPropertyDescriptor(system, '_global')?.get).toBe('function');
    const css = system._global;
    expect(JSON.stringify(css)).toContain('"--chakra-colors-ink":"#123"');
    expect(system._global).toBe(css);
  });

  it('overrideSystem replaces members and keeps getters unread', () => {
    const { system, made } = countingSystem();
    const cva = (() => {}) as unknown as SystemContext['cva'];
    const copy = overrideSystem(system, { cva });
    expect(copy.cva).toBe(cva);
    expect(copy.css).toBe(system.css);
    expect(made()).toBe(0);
    expect(copy._global).toEqual(system._global);
  });

  it("the site's caches around the system do not read it", () => {
    const { system, made } = countingSystem();
    const kept = serializeGlobalStylesOnce(keepValidProperties(keepCompiledRecipes(system)));
    expect(kept.isValidProperty('color')).toBe(true);
    expect(made()).toBe(0);
    expect(kept._global).toBeTruthy();
    expect(made()).toBe(1);
  });

  it('a server-rendered page gets a system without global CSS, and the full one still has it', () => {
    expect(clinicSystemWithoutGlobalStyles()._global).toEqual([]);
    expect(clinicSystem()._global).toBeTruthy();
  });
});
