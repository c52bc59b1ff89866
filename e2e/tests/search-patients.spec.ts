import type { Analysis, Promotion } from '@clinic/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { analysesData, analysesPage } from './analyses-page';
import { plain, seed } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * The searches as patients type them (docs/search.md): a Cyrillic «д» for the seed's Latin D, «сахар» for glucose,
 * a slip, a Latin code with markup in the name, word forms in the promotions; at 390 and 1280 px (the two
 * projects), with JavaScript and without.
 */

/** What a patient means by each query, written here from the names, not from the matcher's rules. */
const MEANT: Array<[query: string, names: readonly string[], notNames: readonly string[]]> = [
  ['витамин д', ['Витамин D (25-OH D3)'], ['Витамин B6 (пиридоксин)', 'Витамин B12 (цианокобаламин)']],
  ['сахар', ['Глюкоза в крови натощак', 'Гликированный гемоглобин (HbA1c)'], ['Общий белок']],
  ['гемоглабин', ['Гликированный гемоглобин (HbA1c)'], ['Глюкоза в крови натощак']],
  ['hba1c', ['Гликированный гемоглобин (HbA1c)'], ['Глюкоза в крови натощак']],
];

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Поиск анализа по названию' });

/** An analysis in the results: a card of the grid on desktop, a row's button on a phone. */
function result(page: Page, isMobile: boolean, analysis: Analysis) {
  return isMobile
    ? page.getByRole('button', { name: `Добавить «${plain(analysis.name)}»`, exact: true })
    : analysesPage(page, false).card(analysis);
}

const byName = (analyses: readonly Analysis[], name: string) => {
  const analysis = analyses.find((item) => plain(item.name) === name);
  expect(analysis, `the seed has «${name}»`).toBeTruthy();
  return analysis as Analysis;
};

/** The analyses list opened (2,000 cards: slow on a machine the suites share); the analyses as the API has them. */
async function openAnalysesList(page: Page, request: APIRequestContext): Promise<Analysis[]> {
  test.slow();
  const { analyses } = await analysesData(request);
  await page.goto('/analysis/list');
  return analyses;
}

test('the analyses search finds what a patient means: «витамин д», «сахар», «гемоглабин», «hba1c»', async ({
  page,
  request,
  isMobile,
}) => {
  const analyses = await openAnalysesList(page, request);
  const found = page.getByText(/^Найдено: \d+ анализ/);
  for (const [query, names, notNames] of MEANT) {
    // Cleared first, so what is checked below is this query's list, not the last one's.
    await searchBox(page).fill('');
    await expect(found).toHaveCount(0);
    await searchBox(page).fill(query);
    await expect(found).toBeVisible();
    for (const name of names)
      await expect(result(page, isMobile, byName(analyses, name)), query).toBeVisible();
    for (const name of notNames)
      await expect(result(page, isMobile, byName(analyses, name)), query).toHaveCount(0);
  }
  // The seed's vitamin D is its one match: not every vitamin, as a search for «д» anywhere would give.
  await searchBox(page).fill('витамин д');
  await expect(page.getByText('Найдено: 1 анализ', { exact: true })).toBeVisible();
});

test('nothing found: «Ничего не нашли — попробуйте …» with links that search for them', async ({
  page,
  request,
  isMobile,
}) => {
  const analyses = await openAnalysesList(page, request);
  await searchBox(page).fill('витамин к2');
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toContainText('Ничего не нашли — попробуйте «витамин»');
  await status.getByRole('link', { name: 'витамин', exact: true }).click();
  await expect(page).toHaveURL(/\/analysis\/list\?q=%D0%B2%D0%B8%D1%82%D0%B0%D0%BC%D0%B8%D0%BD$/);
  await expect(searchBox(page)).toHaveValue('витамин');
  await expect(result(page, isMobile, byName(analyses, 'Витамин D (25-OH D3)'))).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders each search a patient sends', async ({ page, request, isMobile }) => {
    // Four server-rendered loads of the list, on a machine the suites share.
    test.slow();
    const { analyses } = await analysesData(request);
    for (const [query, names, notNames] of MEANT) {
      const response = await page.goto(`/analysis/list?q=${encodeURIComponent(query)}`);
      expect(response?.headers()['x-render']).toBe('server');
      await expect(searchBox(page)).toHaveValue(query);
      for (const name of names)
        await expect(result(page, isMobile, byName(analyses, name)), query).toBeVisible();
      for (const name of notNames)
        await expect(result(page, isMobile, byName(analyses, name)), query).toHaveCount(0);
    }
  });

  test('the search form is a GET the server answers; nothing found offers links', async ({
    page,
    request,
    isMobile,
  }) => {
    const { analyses } = await analysesData(request);
    await page.goto('/analysis/list');
    // The search form itself, sent with Enter: a GET the server answers.
    await searchBox(page).fill('щитовидка');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\?q=%D1%89%D0%B8%D1%82%D0%BE%D0%B2%D0%B8%D0%B4%D0%BA%D0%B0$/);
    await expect(result(page, isMobile, byName(analyses, 'ТТГ (тиреотропный гормон)'))).toBeVisible();

    await page.goto(`/analysis/list?q=${encodeURIComponent('абракадабра')}`);
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toContainText(
      'Ничего не нашли — попробуйте «общий анализ крови», «глюкоза» или «ТТГ»',
    );
    await status.getByRole('link', { name: 'глюкоза', exact: true }).click();
    await expect(page).toHaveURL(/\/analysis\/list\?q=%D0%B3%D0%BB%D1%8E%D0%BA%D0%BE%D0%B7%D0%B0$/);
    await expect(result(page, isMobile, byName(analyses, 'Глюкоза в крови натощак'))).toBeVisible();
  });

  test('the promotions search finds a word form; from a tab, nothing found offers every tab', async ({
    page,
    request,
  }) => {
    const { promotions } = await seed(request);
    const surgeons = promotions.filter((p: Promotion) => /хирург/i.test(p.name));
    expect(surgeons.length, 'the seed has promotions with a surgeon').toBeGreaterThan(1);
    const cards = page.getByRole('list', { name: 'Акции', exact: true }).getByRole('listitem');

    await page.goto(`/promotions/list?q=${encodeURIComponent('консультацию хирургу')}`);
    await expect(cards).toHaveCount(surgeons.length);
    for (const promotion of surgeons) await expect(cards.filter({ hasText: promotion.name })).toHaveCount(1);

    // «гигиена» is dentistry's: in the surgery tab nothing, and a link to search every tab.
    await page.goto(`/promotions/list?category=surgery&q=${encodeURIComponent('гигиены')}`);
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toContainText('Ничего не нашли — попробуйте');
    await status.getByRole('link', { name: 'поищите во всех акциях' }).click();
    await expect(page).toHaveURL(/\/promotions\/list\?q=%D0%B3%D0%B8%D0%B3%D0%B8%D0%B5%D0%BD%D1%8B$/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('гигиена');
  });
});

test('the promotions search finds another form of a word as the patient types', async ({ page, request }) => {
  const { promotions } = await seed(request);
  const surgeons = promotions.filter((p: Promotion) => /хирург/i.test(p.name));
  await page.goto('/promotions/list');
  await page.getByRole('searchbox', { name: 'Поиск акций по названию' }).fill('консультации хирургов');
  const cards = page.getByRole('list', { name: 'Акции', exact: true }).getByRole('listitem');
  await expect(cards).toHaveCount(surgeons.length);
  for (const promotion of surgeons) await expect(cards.filter({ hasText: promotion.name })).toHaveCount(1);
});
