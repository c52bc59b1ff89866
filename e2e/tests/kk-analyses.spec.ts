import type { Analysis, AnalysisCategory, RussianLetterGroup } from '@clinic/shared';
import { formatPrice } from '@clinic/shared/core';
import type { APIRequestContext, Page } from '@playwright/test';
import { BLOOD_TEST_SURCHARGE, threeFromFirstCategory } from './analyses-page';
import { apiData, plain } from './support/api';
import { expect, test } from './support/fixtures';
import { expectNoRussianUi } from './support/languages';

// The analyses remote in Kazakh, under /kk/: the list with its filters, the calculator, the section's not-found,
// with and without JavaScript. The API's content (names, categories, letters) is the API's Kazakh, read as a Kazakh
// page reads it.

test.use({ expectCspBlocks: true });

const LIST = '/kk/analysis/list';

/** As the page shows a price in Kazakh (toContainText folds white space, the narrow no-break one included). */
const kkPrice = (price: number | null | undefined) => formatPrice(price ?? 0, 'kk').replace(/\s/g, ' ');
const kkTotal = (selected: readonly Analysis[]) => {
  const sum = selected.reduce((total, analysis) => total + (analysis.price ?? 0), 0);
  return formatPrice(
    selected.some((analysis) => analysis.bloodTestIncluded) ? sum + BLOOD_TEST_SURCHARGE : sum,
    'kk',
  );
};

/**
 * What the API sent that the page shows, in Kazakh as the page asks for it: names (the lab's abbreviation kept
 * beside the Kazakh, «Жалпы қан талдауы (ОАК) …»), categories, letters (skipped by the Russian check).
 */
async function apiTexts(request: APIRequestContext) {
  const [analyses, categories, letters] = await Promise.all([
    apiData<Analysis[]>(request, '/analyses', 'kk'),
    apiData<AnalysisCategory[]>(request, '/category-analyses', 'kk'),
    apiData<RussianLetterGroup[]>(request, '/analyse/russian-letters', 'kk'),
  ]);
  return {
    analyses,
    categories,
    letters,
    // Longest first: a name inside a longer one is skipped after it.
    skip: [...analyses.map((a) => plain(a.name)), ...categories.map((c) => c.name)].sort(
      (a, b) => b.length - a.length,
    ),
  };
}

/** Every link of the page stays in Kazakh: under /kk/, or a preparation memo (the API's file). */
async function expectLinksInKazakh(page: Page) {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const sitePaths = hrefs.filter((href) => href.startsWith('/') && !href.startsWith('/media/'));
  expect(sitePaths.length).toBeGreaterThan(0);
  // The language switch's «Рус» is the one way back to Russian.
  const russian = await page
    .locator('a[hreflang="ru"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(
    sitePaths.filter((href) => !/^\/kk(\/|$|\?)/.test(href) && !russian.includes(href)),
    'links leaving Kazakh',
  ).toEqual([]);
  const actions = await page
    .locator('form[action]')
    .evaluateAll((forms) => forms.map((form) => form.getAttribute('action') ?? ''));
  for (const action of actions) expect(action).toMatch(/^\/kk\//);
}

/** Adds an analysis: a card of the desktop grid, or a row's «+» on a phone. */
async function add(page: Page, isMobile: boolean, analysis: Analysis) {
  if (isMobile)
    await page.getByRole('button', { name: `«${plain(analysis.name)}» қосу`, exact: true }).click();
  else
    await page
      .getByRole('list', { name: 'Талдаулар тізімі' })
      .getByRole('listitem')
      .filter({ hasText: plain(analysis.name) })
      .first()
      .getByRole('button')
      .first()
      .click();
}

test.beforeEach(async ({ request }) => {
  await expect
    .poll(async () => (await request.get(LIST)).headers()['x-render'], { timeout: 30_000 })
    .toBe('server');
});

test('the list is in Kazakh: its words, prices, no Russian UI, links under /kk/', async ({
  page,
  request,
  isMobile,
}) => {
  const { analyses, categories, skip } = await apiTexts(request);
  await page.goto(LIST);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page).toHaveTitle(/^Талдаулар мен бағалар — /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Алматыдағы зертханалық/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^талдаулар$/i);
  await expect(page.getByRole('searchbox', { name: 'Талдауды атауы бойынша іздеу' })).toHaveAttribute(
    'placeholder',
    'Талдауды атауы бойынша іздеу',
  );
  const first = analyses.filter((a) => a.category_analysis_id === categories[0]!.id);
  const main = page.getByRole('main');
  for (const analysis of first.slice(0, 4)) {
    const item = main
      .getByRole('listitem')
      .filter({ hasText: plain(analysis.name) })
      .first();
    await expect(item).toContainText(kkPrice(analysis.price));
    if (isMobile) await expect(item).toContainText('Бағасы');
  }
  if (first.some((a) => a.document)) await expect(main.getByText('Талдауға дайындық').first()).toBeVisible();
  if (isMobile) {
    await expect(page.getByRole('button', { name: /^Талдаулар калькуляторы/ })).toBeVisible();
  } else {
    const letters = page.getByRole('navigation', { name: 'Бірінші әріп бойынша санаттар' });
    await expect(letters.getByRole('link', { name: 'Барлығы' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('list', { name: 'Талдау санаттары' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Талдаулар калькуляторы' })).toContainText(
      'Тізімдегі талдауды басыңыз',
    );
    if (first.length > 8)
      await expect(page.getByTestId('analyses-scroll-hint')).toHaveText(
        `↓ Тізімді айналдырыңыз: мұнда ${first.length} талдау`,
      );
  }
  await expectNoRussianUi(page, skip);
  await expectLinksInKazakh(page);
});

test('the calculator in Kazakh: the count, the surcharge, the total; the share link opens the Kazakh page', async ({
  page,
  request,
  isMobile,
  browser,
}) => {
  // Three selections, the share, and a second browser context.
  test.slow();
  const { analyses, categories, skip } = await apiTexts(request);
  const picks = threeFromFirstCategory(analyses, categories).picks;
  await page.goto(LIST);
  for (const analysis of picks) await add(page, isMobile, analysis);
  await expect(page.getByTestId('calculator-total')).toHaveText(kkTotal(picks));
  if (isMobile) {
    await page.getByRole('button', { name: /^Талдаулар калькуляторы \(3\)/ }).click();
    const summary = page.getByRole('region', { name: 'Талдаулар калькуляторы' });
    await expect(summary).toContainText('3 позиция таңдалды');
    await expect(summary).toContainText(`Қан талдауы: + ${kkPrice(BLOOD_TEST_SURCHARGE)}`);
    await expect(summary).toContainText('Жиыны:');
    await expect(page.getByTestId('summary-total')).toHaveText(kkTotal(picks));
    await expect(
      summary.getByRole('button', { name: `«${plain(picks[2].name)}» жою`, exact: true }),
    ).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Талдауларға оралу' })).toBeVisible();
  } else {
    const panel = page.getByRole('region', { name: 'Талдаулар калькуляторы' });
    await expect(panel).toContainText('Қан талдауы әдепкі бойынша қосылды!');
    await expect(panel).toContainText(kkPrice(BLOOD_TEST_SURCHARGE));
    await expect(panel).toContainText('Таңдалған талдаулар: 3 дана');
    await expect(panel).toContainText('Қабылдау тірі кезек тәртібімен');
    await expect(panel.getByRole('list', { name: 'Таңдалған талдаулар' }).getByRole('listitem')).toHaveCount(
      3,
    );
    await expect(
      panel.getByRole('button', { name: `«${plain(picks[0].name)}» алып тастау`, exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Жазылу', exact: true })).toHaveAttribute(
    'href',
    /^\/kk\//,
  );
  await page.getByRole('button', { name: 'Бөлісу' }).click();
  const field = page.getByRole('textbox', { name: 'Таңдалған талдауларға сілтеме' });
  const link = await field.inputValue();
  expect(link).toBe(`${new URL(page.url()).origin}${LIST}?a=${picks.map((a) => a.id).join(',')}`);
  await expect(page.getByRole('status').filter({ has: field })).toContainText(/Сілтеме(ні)? көшір/);
  await expect(page.getByRole('button', { name: 'Тазалау' })).toBeEnabled();
  await expectNoRussianUi(page, skip);
  await expectLinksInKazakh(page);

  // Another device opens the link: the Kazakh page, with the same selection.
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile,
    hasTouch: isMobile,
    userAgent: await page.evaluate(() => navigator.userAgent),
  });
  try {
    const fresh = await context.newPage();
    await fresh.goto(link);
    await expect(fresh.getByTestId('calculator-total')).toHaveText(kkTotal(picks));
    await expect(fresh).toHaveURL(new RegExp(`${LIST}$`));
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'kk');
  } finally {
    await context.close();
  }
});

test('the filters in Kazakh: a letter, a search that finds, one that finds nothing', async ({
  page,
  request,
  isMobile,
}) => {
  const { analyses, categories, letters, skip } = await apiTexts(request);
  if (!isMobile) {
    const group = letters.find((item) => item.categories.length > 0)!;
    await page.goto(`${LIST}?letter=${encodeURIComponent(group.letter)}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
      `«${group.letter.toLocaleUpperCase('ru')}» әрпінен басталатын санаттар`,
    );
    await expectNoRussianUi(page, skip);
    await expectLinksInKazakh(page);
  }

  // A word of an analysis's name: the count says «N талдау», the noun singular after the number.
  const category: AnalysisCategory = categories.at(-1)!;
  const word = plain(analyses.find((a) => a.category_analysis_id === category.id)!.name)
    .split(/[^а-яёәғқңөұүһі]+/i)
    .find((part) => part.length >= 5)!;
  await page.goto(`${LIST}?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('main')).toContainText(/Табылды: \d+ талдау/);
  await expectNoRussianUi(page, skip);

  await page.goto(`${LIST}?q=${encodeURIComponent('жжжщщщ')}`);
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toContainText('Ештеңе табылмады — «');
  await expect(status).toContainText('деп іздеп көріңіз. Немесе санатты таңдаңыз.');
  await expect(page.getByRole('main')).toContainText('Табылды: 0 талдау');
  const suggestion = status.getByRole('link').first();
  await expect(suggestion).toHaveAttribute('href', /^\/kk\/analysis\/list\?q=/);
  // The suggestions are searches among the API's names: data, not UI.
  const suggested = await status.getByRole('link').allTextContents();
  await expectNoRussianUi(page, [...skip, ...suggested]);
  await expectLinksInKazakh(page);
});

test('an unknown address of the section: «Бет табылмады», a 404, the way back in Kazakh', async ({
  page,
}) => {
  const response = await page.goto('/kk/analysis/nowhere');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Бет табылмады — /);
  await expect(page.getByRole('heading', { name: 'Бет табылмады' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Мұндай бет жоқ немесе ол жойылған.');
  await expect(page.getByRole('link', { name: 'Барлық талдаулар' })).toHaveAttribute('href', LIST);
  await expectNoRussianUi(page);
  await expectLinksInKazakh(page);
});

test.describe('without JavaScript: the server’s HTML is Kazakh, and the forms stay under /kk/', () => {
  test.use({ javaScriptEnabled: false });

  test('the list and a selection made by the form', async ({ page, request, isMobile }) => {
    const { analyses, categories, skip } = await apiTexts(request);
    const [pick] = threeFromFirstCategory(analyses, categories).picks;
    const response = await page.goto(LIST);
    expect(response?.headers()['x-render']).toBe('server');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^талдаулар$/i);
    await expect(page.getByRole('searchbox', { name: 'Талдауды атауы бойынша іздеу' })).toBeVisible();
    await expect(page.getByTestId('calculator-total')).toHaveText(formatPrice(0, 'kk'));
    await expectNoRussianUi(page, skip);
    await expectLinksInKazakh(page);

    // The button submits the page's GET form: the Kazakh list renders the selection.
    await add(page, isMobile, pick);
    await expect(page).toHaveURL(new RegExp(`${LIST}\\?`));
    await expect(page.getByTestId('calculator-total')).toHaveText(kkTotal([pick]));
    if (!isMobile)
      await expect(page.getByRole('region', { name: 'Талдаулар калькуляторы' })).toContainText(
        'Таңдалған талдаулар: 1 дана',
      );
    await expectNoRussianUi(page, skip);
    await expectLinksInKazakh(page);

    // The search form, sent: the Kazakh list with the search and the selection kept.
    const search = page.getByRole('searchbox', { name: 'Талдауды атауы бойынша іздеу' });
    await search.fill('жжжщщщ');
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${LIST}\\?q=`));
    await expect(page.getByRole('main')).toContainText('Ештеңе табылмады');
    await expect(page.getByTestId('calculator-total')).toHaveText(kkTotal([pick]));
  });
});
