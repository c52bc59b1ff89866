import type { APIRequestContext } from '@playwright/test';
import type { Analysis, AnalysisCategory } from '../../shared/src/api/types';
import { formatPrice } from '../../shared/src/format/price';
import { analysesData, analysesPage, expectedTotal, threeFromFirstCategory } from './analyses-page';
import { plain } from './support/api';
import { expect, test } from './support/fixtures';
import { expectWholeServerHtml, loadersSeen, watchForLoaders } from './support/ssr';

const LIST = '/analysis/list';
const SELECTION_STORAGE_KEY = 'clinic.analyses.selection.v1';

/** As the page shows a price (toContainText folds white space, the narrow no-break space included). */
const shownPrice = (price: number | null | undefined) => formatPrice(price ?? 0).replace(/\s/g, ' ');

/** The analyses the page opens with: the first category's (desktop grid and the open mobile panel alike). */
const firstCategoryAnalyses = (analyses: Analysis[], categories: AnalysisCategory[]) =>
  analyses.filter((analysis) => analysis.category_analysis_id === categories[0]!.id).slice(0, 12);

/** Three priced analyses of the first category (one with a blood draw), from the API. */
async function picksFromApi(request: APIRequestContext) {
  const { analyses, categories } = await analysesData(request);
  return threeFromFirstCategory(analyses, categories).picks;
}

/** The calculator's total in the server's HTML, before any script. */
const serverTotal = (html: string) => /data-testid="calculator-total"[^>]*>([^<]*)</.exec(html)?.[1];

// A new render worker warms up before it renders (docs/ssr.md); on a busy machine the first page loads after the
// server starts may get the static shell by design. The tests are about the rendered page: wait for it first.
test.beforeEach(async ({ request }) => {
  await expect
    .poll(async () => (await request.get(LIST)).headers()['x-render'], { timeout: 30_000 })
    .toBe('server');
});

test.describe('the analyses list without JavaScript: rendered on the server with its data', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the categories, the analyses’ names and prices from the API, and the memo links', async ({
    page,
    request,
  }) => {
    const { analyses, categories } = await analysesData(request);
    const response = await page.goto(LIST);
    expect(response?.headers()['x-render']).toBe('server');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^анализы$/i);
    await expect(page).toHaveTitle(/^Анализы и цены — /);
    const main = page.getByRole('main');
    for (const category of categories) await expect(main).toContainText(category.name);
    const shown = firstCategoryAnalyses(analyses, categories);
    expect(shown.length).toBeGreaterThan(0);
    for (const analysis of shown) {
      const item = main
        .getByRole('listitem')
        .filter({ hasText: plain(analysis.name) })
        .first();
      await expect(item).toContainText(shownPrice(analysis.price));
    }
    // Names are the API's HTML, sanitised on the server by the browser's rules: markup, never script.
    await expect(main.locator('script, img[onerror]')).toHaveCount(0);
    // The preparation memos are real links, there before any script.
    const withMemo = shown.filter((analysis) => analysis.document?.startsWith('/'));
    for (const analysis of withMemo)
      await expect(main.locator(`a[href="${analysis.document}"]`).first()).toHaveText('Подготовка к анализу');
    // Nothing is waiting for a script: no skeleton, no spinner.
    await expect(main.getByTestId('skeleton')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('the home page’s link leads to the list, rendered', async ({ page, request }) => {
    const { analyses } = await analysesData(request);
    await page.goto('/');
    await page.locator(`a[href="${LIST}"]`).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(page.getByRole('main')).toContainText(shownPrice(analyses[0]!.price));
  });
});

test('the server’s HTML of the list runs no inline script and has no selection in it', async ({
  request,
}) => {
  for (const path of [LIST, `${LIST}?a=1,2`]) {
    const response = await request.get(path);
    expect(response.headers()['x-render'], path).toBe('server');
    const html = await response.text();
    expectWholeServerHtml(html, path);
    // A share link's selection too is the browser's (it replaces the device's own there): see docs/ssr.md.
    expect(serverTotal(html), path).toBe(formatPrice(0));
  }
});

test.describe('with JavaScript: the browser takes the server’s list over', () => {
  test.use({ failOnConsoleWarnings: true });

  /** Records, from the first byte on, whether a skeleton or spinner ever showed in the page's main content. */

  test('hydrates with no console error or warning, no loader over the server’s content, and the calculator works', async ({
    page,
    request,
    isMobile,
  }) => {
    const [first, , blood] = await picksFromApi(request);
    await watchForLoaders(page);
    // The fixture fails the test on any console error: hydration mismatches included.
    const response = await page.goto(LIST);
    expect(response?.headers()['x-render']).toBe('server');
    const state = JSON.parse((await page.locator('#clinic-ssr-state').textContent()) ?? '{}');
    expect(state.sections).toEqual(['analysis']);
    expect(Object.keys(state.api)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/analyses\b/),
        expect.stringMatching(/^\/category-analyses\b/),
      ]),
    );

    const ui = analysesPage(page, isMobile);
    await ui.add(first);
    await ui.add(blood);
    await expect(ui.total()).toHaveText(expectedTotal([first, blood]));
    expect(await loadersSeen(page)).toEqual([]);
  });

  test('a selection kept on the device shows right after hydration, with its total', async ({
    page,
    request,
    isMobile,
  }) => {
    const picks = await picksFromApi(request);
    await page.goto(LIST);
    await page.evaluate(([key, ids]) => localStorage.setItem(key, JSON.stringify({ version: 1, ids })), [
      SELECTION_STORAGE_KEY,
      picks.map((analysis) => analysis.id),
    ] as const);

    // The server knows nothing of the device: its HTML has no selection; the browser adds it after hydration.
    const response = await page.goto(LIST);
    expect(serverTotal((await response?.text()) ?? '')).toBe(formatPrice(0));
    const ui = analysesPage(page, isMobile);
    await expect(ui.total()).toHaveText(expectedTotal(picks));
    if (isMobile) await ui.openSummary();
    for (const analysis of picks) await expect(ui.selectedList()).toContainText(plain(analysis.name));
  });

  test('a share link’s selection shows after hydration and leaves the address', async ({
    page,
    request,
    isMobile,
  }) => {
    const picks = await picksFromApi(request);
    await page.goto(`${LIST}?a=${picks.map((analysis) => analysis.id).join(',')}`);
    await expect(analysesPage(page, isMobile).total()).toHaveText(expectedTotal(picks));
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  });
});
