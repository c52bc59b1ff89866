// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueLocales } from './catalogueLocales';

function app(files: Record<string, object>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-'));
  fs.mkdirSync(path.join(dir, 'src', 'messages'), { recursive: true });
  for (const [name, messages] of Object.entries(files))
    fs.writeFileSync(path.join(dir, 'src', 'messages', name), JSON.stringify(messages));
  return dir;
}

describe('catalogueLocales', () => {
  it('counts, per language, the Russian messages it lacks', () => {
    expect(catalogueLocales(app({ 'ru.json': { a: '1', b: '2' }, 'kk.json': { a: 'x' } }))).toEqual({
      kk: 1,
      ru: 0,
    });
  });
  it('has no entry for a language without a catalogue, and none at all without catalogues', () => {
    expect(catalogueLocales(app({ 'ru.json': { a: '1' } }))).toEqual({ ru: 0 });
    expect(catalogueLocales(fs.mkdtempSync(path.join(os.tmpdir(), 'app-')))).toEqual({});
  });
  it('covers only the languages a build ships (BUILD_LOCALES=ru: a release before the translation)', () => {
    const dir = app({ 'ru.json': { a: '1' }, 'kk.json': { a: 'x' } });
    expect(catalogueLocales(dir, ['ru'])).toEqual({ ru: 0 });
    expect(catalogueLocales(dir, ['ru', 'kk'])).toEqual({ kk: 0, ru: 0 });
  });
  it('reads the apps of this repository', () => {
    expect(catalogueLocales(path.resolve(__dirname, '../../shell'))).toEqual({ kk: 0, ru: 0 });
  });
});
