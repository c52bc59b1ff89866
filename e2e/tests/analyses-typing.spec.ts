import type { Analysis } from '@clinic/shared';
import type { Page } from '@playwright/test';
import { apiData, plain } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * The analyses search as a patient types it, one key at a time: nothing may rewrite the box's text,
 * move its caret or drop a key, whatever the first key finds. It went wrong on a fresh page: the first results
 * with markup in their names («в»: Витамин B<sub>12</sub>…) waited for the sanitiser's chunk, and the whole layout,
 * the box with it, was hidden meanwhile: «витамин д» became «тамин дв».
 */

const RUSSIAN_ALPHABET = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';
/** The Kazakh letters the Russian alphabet lacks. */
const KAZAKH_LETTERS = 'әғқңөұүһі';

const LANGUAGES = [
  {
    locale: 'ru',
    list: '/analysis/list',
    box: 'Поиск анализа по названию',
    foundOne: 'Найдено: 1 анализ',
    letters: RUSSIAN_ALPHABET,
  },
  {
    locale: 'kk',
    list: '/kk/analysis/list',
    box: 'Талдауды атауы бойынша іздеу',
    foundOne: 'Табылды: 1 талдау',
    letters: RUSSIAN_ALPHABET + KAZAKH_LETTERS,
  },
] as const;

/**
 * A script the page asks for once live (a chunk that results need) arrives as over a phone's network, not within
 * a key's few milliseconds on this machine: the keys after the one that asked for it are typed while it loads.
 */
const LAZY_SCRIPT_DELAY_MS = 400;

/** Opens the list afresh (a new document, hydrated); scripts asked for from then on come late. */
async function openFresh(page: Page, list: string) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto(list);
  await page.route(/\.m?js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LAZY_SCRIPT_DELAY_MS));
    await route.continue().catch(() => {});
  });
}

/** Empties the box and types `word` into it key by key, as a person does (a click first, or `fill`'s focus). */
async function typeInto(page: Page, box: string, word: string, { delay = 30, click = false } = {}) {
  const field = page.getByRole('searchbox', { name: box });
  await field.fill('');
  if (click) await field.click();
  await page.keyboard.type(word, { delay });
}

/** The box holds exactly what was typed once the last key is down, still focused, the caret after it. */
async function expectTyped(page: Page, box: string, word: string) {
  const state = await page.getByRole('searchbox', { name: box }).evaluate((input: HTMLInputElement) => ({
    value: input.value,
    focused: document.activeElement === input,
    caret: input.selectionStart,
  }));
  expect
    .soft(state, `«${word}» typed key by key`)
    .toEqual({ value: word, focused: true, caret: word.length });
}

for (const { locale, list, box, foundOne, letters } of LANGUAGES) {
  test(`${locale}: each letter of the alphabet typed first, then «ит», comes through whole`, async ({
    page,
  }) => {
    test.slow(); // 33 or 42 searches, on a machine the suites share
    // One page, the box emptied between words: the first word is a fresh page's first keys, and each letter is
    // the first key of its search (the one that may ask for a chunk, late here, for what it finds).
    await openFresh(page, list);
    for (const [index, letter] of [...letters].entries()) {
      const word = `${letter}ит`;
      await typeInto(page, box, word, { click: index === 0 });
      await expectTyped(page, box, word);
    }
  });

  test(`${locale}: on a fresh page «витамин д» typed key by key finds vitamin D, «вич» comes through`, async ({
    page,
    request,
  }) => {
    const [russian, shown] = await Promise.all([
      apiData<Analysis[]>(request, '/analyses'),
      apiData<Analysis[]>(request, '/analyses', locale),
    ]);
    const id = russian.find((analysis) => plain(analysis.name) === 'Витамин D (25-OH D3)')?.id;
    expect(id, 'the seed has vitamin D').toBeTruthy();
    const name = plain(shown.find((analysis) => analysis.id === id)?.name ?? '');

    await openFresh(page, list);
    await typeInto(page, box, 'витамин д', { delay: 80, click: true });
    await expectTyped(page, box, 'витамин д');
    // The results, named by their caption: the desktop's grid, or the phone's list in place of the categories.
    const results = page.getByRole('region', { name: foundOne, exact: true }).getByRole('listitem');
    await expect(results).toHaveCount(1);
    await expect(results).toContainText(name);

    await openFresh(page, list);
    await typeInto(page, box, 'вич', { delay: 80, click: true });
    await expectTyped(page, box, 'вич');
  });
}
