import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clinicSystem, PALETTES_IN_USE } from './system';

const REPO = path.resolve(__dirname, '../../..');
const SOURCE_DIRS = ['shell', 'shared', 'mfe-catalog', 'mfe-analyses', 'mfe-doctors', 'mfe-booking'].map(
  (dir) => path.join(REPO, dir, 'src'),
);

/** Every `colorPalette="…"` or `colorPalette: '…'` in a text. */
function palettesGiven(text: string, found = new Set<string>()): Set<string> {
  for (const match of text.matchAll(/colorPalette\s*[=:]\s*\{?\s*['"]([\w.]+)['"]/g))
    if (match[1]) found.add(match[1]);
  return found;
}

/** Every palette the apps' sources give a component. */
function palettesGivenInSources(): Set<string> {
  const found = new Set<string>();
  for (const dir of SOURCE_DIRS) {
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        palettesGiven(fs.readFileSync(path.join(dir, file), 'utf8'), found);
    }
  }
  return found;
}

describe('the clinic UI system', () => {
  it('has the semantic tokens of every colour palette the apps give a component', () => {
    // The search itself finds both ways of giving one.
    expect([...palettesGiven(`<Tabs colorPalette="purple" /> { colorPalette: 'teal' }`)]).toEqual([
      'purple',
      'teal',
    ]);
    const given = palettesGivenInSources();
    for (const palette of given) expect(PALETTES_IN_USE).toContain(palette);
    for (const palette of PALETTES_IN_USE) {
      expect(clinicSystem().token(`colors.${palette}.solid`)).toBeTruthy();
    }
  });

  it('drops the semantic tokens of the other palettes but keeps their plain shades and the status colours', () => {
    const system = clinicSystem();
    expect(system.token('colors.teal.solid')).toBeUndefined();
    expect(system.token('colors.red.600')).toBe('#dc2626');
    expect(system.token('colors.bg.error')).toBeTruthy();
    expect(system.token('colors.fg.success')).toBeTruthy();
  });

  it('has no dark-mode variables (the site has no dark mode), and the light values of the semantic tokens', () => {
    const system = clinicSystem();
    // The global styles as emotion's Global writes them (serialised once, globalStyles.ts).
    const css = (system._global as unknown as { styles: string }).styles;
    expect(css).not.toContain('.dark');
    expect(system.token('colors.bg.subtle')).toBe('var(--chakra-colors-bg-subtle)');
    expect(css).toContain('--chakra-colors-bg-subtle:var(--chakra-colors-gray-50);');
  });

  it('is built once, on first use', () => {
    expect(clinicSystem()).toBe(clinicSystem());
  });
});
