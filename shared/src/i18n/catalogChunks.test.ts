// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogChunkName } from './catalogs';
import { LOCALES } from './locale';

const repo = path.resolve(import.meta.dirname, '../../..');
const APPS = ['shared', 'shell', 'mfe-catalog', 'mfe-analyses', 'mfe-doctors', 'mfe-booking'];

/** Every source file under an app's src/messages that defines catalogues. */
function definitions(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        const text = fs.readFileSync(file, 'utf8');
        if (text.includes('defineCatalogs(')) found.push({ file, text });
      }
    }
  };
  for (const app of APPS) walk(path.join(repo, app, 'src', 'messages'));
  return found;
}

describe('the chunks catalogues are built into', () => {
  it('are named messages-<app>-<locale> in every app, as a rendered section names its own for the browser', () => {
    const found = definitions();
    expect(found.length).toBeGreaterThanOrEqual(7);
    for (const { file, text } of found) {
      const app = /defineCatalogs\('([\w-]+)'/.exec(text)?.[1];
      expect(app, file).toBeDefined();
      const named = [...text.matchAll(/webpackChunkName: "([\w-]+)"/g)].map(([, name]) => name);
      expect(named, file).toEqual(LOCALES.map((locale) => catalogChunkName(app as string, locale)));
    }
  });
});
