import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mfe-catalog', 'mfe-analyses', 'mfe-doctors', 'mfe-booking'];

const read = (file: string): Record<string, string> =>
  fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};

/** The literal text of an ICU message, its placeholders and plural branches dropped. */
const literalParts = (message: string) =>
  message
    .replace(/\{[^{}]*\{[^{}]*\}[^{}]*\}/g, '\u0000')
    .replace(/\{[^{}]*\}/g, '\u0000')
    .split('\u0000')
    .map((part) => part.trim())
    .filter((part) => /[а-яё]{3}/i.test(part) && part.length >= 4);

/**
 * Every Russian UI string of the apps' catalogues whose Kazakh differs: what a Kazakh page must not show. Only
 * the literal parts of each message (a placeholder is data), and only parts long enough to mean a sentence's
 * words rather than a shared name.
 */
export function russianUiStrings(): string[] {
  const strings = new Set<string>();
  // Each app's catalogues: `src/messages/` and one folder under it (a remote's widgets have their own).
  const dirs = [...APPS, 'shared'].flatMap((app) => {
    const dir = path.join(ROOT, app, 'src/messages');
    if (!fs.existsSync(dir)) return [];
    const folders = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    return [dir, ...folders.map((folder) => path.join(dir, folder.name))];
  });
  for (const dir of dirs) {
    const ru = read(path.join(dir, 'ru.json'));
    const kk = read(path.join(dir, 'kk.json'));
    for (const [id, message] of Object.entries(ru)) {
      if (kk[id] === message) continue;
      for (const part of literalParts(message)) strings.add(part);
    }
  }
  return [...strings];
}

/**
 * A Kazakh page shows none of the Russian UI strings: the page's visible text and its accessible names
 * (`aria-label`, `title`, `placeholder`, `alt`), the API's content aside (`skip`: texts the API sent).
 */
export async function expectNoRussianUi(page: Page, skip: readonly string[] = []) {
  const shown = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].flatMap((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, document.title, ...labels].join('\n');
  });
  const visible = skip.reduce((text, content) => text.split(content).join(' '), shown);
  const left = russianUiStrings().filter((text) => visible.includes(text));
  expect(left, `Russian UI strings on ${page.url()}`).toEqual([]);
}
