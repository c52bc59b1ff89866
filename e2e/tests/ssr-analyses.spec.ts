import type { Analysis, AnalysisCategory, RussianLetterGroup } from '@clinic/shared';
import { formatPrice } from '@clinic/shared/core';
import type { APIRequestContext, Page } from '@playwright/test';
import { analysesData, analysesPage, expectedTotal, threeFromFirstCategory } from './analyses-page';
import { apiData, plain } from './support/api';
import { expect, test } from './support/fixtures';
import { expectWholeServerHtml, loadersSeen, watchForLoaders } from './support/ssr';

// Hostile HTML from the API: the CSP's refusals of its inline handlers are expected; the tests check nothing ran.
test.use({ expectCspBlocks: true });

const LIST = '/analysis/list';
const SELECTION_STORAGE_KEY = 'clinic.analyses.selection.v1';

/** As the page shows a price (toContainText folds white space, the narrow no-break space included). */
const shownPrice = (price: number | null | undefined) => formatPrice(price ?? 0).replace(/\s/g, ' ');

/** The analyses the page opens with: the first category's (desktop grid and the open mobile panel alike). */
const firstCategoryAnalyses = (analyses: Analysis[], categories: AnalysisCategory[]) =>
  analyses.filter((analysis) => analysis.category_analysis_id === categories[0]!.id).slice(0, 12);

/** The grid renders this many cards at a time (and grows as the patient scrolls). */
const GRID_PAGE = 48;

const ofCategory = (analyses: Analysis[], category: AnalysisCategory) =>
  analyses.filter((analysis) => analysis.category_analysis_id === category.id);

/** The search's rule, written out here: markup ignored, case and ё aside, every word of the query in the name. */
const searchForm = (text: string) => plain(text).toLocaleLowerCase('ru').replace(/ё/g, 'е');
const foundBy = (analyses: Analysis[], query: string) =>
  analyses.filter((analysis) =>
    searchForm(query)
      .split(/\s+/)
      .filter(Boolean)
      .every((word) => searchForm(analysis.name).includes(word)),
  );

/** What the filters in these tests choose, all from the API: a category, a letter, a word to search. */
async function filtersFromApi(request: APIRequestContext) {
  const { analyses, categories } = await analysesData(request);
  const letters = await apiData<RussianLetterGroup[]>(request, '/analyse/russian-letters');
  // Not the first category (the one the list opens with), nor a letter of it.
  const category = categories.at(-1)!;
  const group = letters.find(
    (item) => item.categories.length > 1 && item.categories.every(({ id }) => id !== categories[0]!.id),
  )!;
  const letterCategories = categories.filter(({ id }) => group.categories.some((item) => item.id === id));
  const word = plain(ofCategory(analyses, category)[0]!.name)
    .split(/[^а-яё]+/i)
    .find((part) => part.length >= 5)!;
  expect(
    category && group && word,
    'the seed has a second category, a letter of two and a word',
  ).toBeTruthy();
  return {
    analyses,
    categories,
    category: { ...category, analyses: ofCategory(analyses, category) },
    letter: {
      letter: group.letter,
      categories: letterCategories,
      analyses: letterCategories.flatMap((item) => ofCategory(analyses, item)),
    },
    search: { word, analyses: foundBy(analyses, word) },
  };
}

/**
 * The analyses listed in the region named `name` (the desktop grid, named by its heading; a mobile category's
 * panel or search results) are exactly `expected`: all of them, or the grid's first page.
 */
async function expectListed(page: Page, name: string | RegExp, expected: Analysis[]) {
  const items = page.getByRole('region', { name, exact: true }).getByRole('listitem');
  await expect(items).toHaveCount(Math.min(expected.length, GRID_PAGE));
  const texts = await items.allTextContents();
  for (const analysis of expected.slice(0, GRID_PAGE))
    expect(
      texts.some((text) => text.includes(plain(analysis.name))),
      `${plain(analysis.name)} is listed`,
    ).toBe(true);
}

const categoryLink = (page: Page, category: AnalysisCategory) =>
  page.getByRole('main').getByRole('link', { name: category.name, exact: true });
const letterLink = (page: Page, letter: string) =>
  page
    .getByRole('navigation', { name: 'Категории по первой букве' })
    .getByRole('link', { name: new RegExp(`^${letter}$`, 'i') });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Поиск анализа по названию' });
const letterCaption = (letter: string) => `Категории на букву «${letter.toLocaleUpperCase('ru')}»`;
const foundCaption = (count: number) => new RegExp(`^Найдено: ${count} анализ`);
const listUrl = (query: string) => new RegExp(`${LIST}\\?${query}$`);

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

  test('a category’s link shows that category’s analyses', async ({ page, request, isMobile }) => {
    const { category } = await filtersFromApi(request);
    await page.goto(LIST);
    await categoryLink(page, category).click();
    await expect(page).toHaveURL(listUrl(`category=${category.id}`));
    await expectListed(page, category.name, category.analyses);
    // Current on the desktop grid, open in the phone's accordion.
    await expect(categoryLink(page, category)).toHaveAttribute(
      isMobile ? 'aria-expanded' : 'aria-current',
      'true',
    );
  });

  test('a letter’s link shows the categories of that letter and their analyses @desktop', async ({
    page,
    request,
  }) => {
    const { letter } = await filtersFromApi(request);
    await page.goto(LIST);
    await letterLink(page, letter.letter).click();
    await expect(page).toHaveURL(listUrl(`letter=${encodeURIComponent(letter.letter)}`));
    await expect(letterLink(page, letter.letter)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('list', { name: 'Категории анализов' }).getByRole('link')).toHaveText(
      letter.categories.map((category) => category.name),
    );
    await expectListed(page, letterCaption(letter.letter), letter.analyses);
  });

  test('the search form finds the analyses across every category', async ({ page, request }) => {
    const { search } = await filtersFromApi(request);
    const typed = search.word.toLocaleUpperCase('ru');
    await page.goto(LIST);
    await searchBox(page).fill(typed);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(listUrl(`q=${encodeURIComponent(typed)}`));
    await expect(searchBox(page)).toHaveValue(typed);
    await expectListed(page, foundCaption(search.analyses.length), search.analyses);
  });

  test('analyses are selected, removed and totalled, across categories, and a reload changes nothing', async ({
    page,
    request,
    isMobile,
  }) => {
    const [first, second, blood] = await picksFromApi(request);
    const { category } = await filtersFromApi(request);
    const other = category.analyses.find((analysis) => (analysis.price ?? 0) > 0)!;
    const ui = analysesPage(page, isMobile);
    await page.goto(LIST);
    await ui.add(first);
    await expect(ui.total()).toHaveText(expectedTotal([first]));
    await ui.add(blood);
    await ui.add(second);
    await expect(ui.total()).toHaveText(expectedTotal([first, blood, second]));
    await ui.remove(second);
    await expect(ui.total()).toHaveText(expectedTotal([first, blood]));
    // Another category's link keeps the selection, and its analyses add to it.
    await categoryLink(page, category).click();
    await expect(page).toHaveURL(new RegExp(`category=${category.id}`));
    await ui.add(other);
    const selected = [first, blood, other];
    await expect(ui.total()).toHaveText(expectedTotal(selected));
    if (!isMobile)
      for (const analysis of selected) await expect(ui.selectedList()).toContainText(plain(analysis.name));
    // The address is the selection: a reload neither toggles again nor loses it.
    await page.reload();
    await expect(ui.total()).toHaveText(expectedTotal(selected));
    if (!isMobile) {
      await page.getByRole('button', { name: 'Очистить' }).click();
      await expect(ui.total()).toHaveText(formatPrice(0));
    }
  });

  test('an odd address shows the list as it opens, or that nothing was found: never an error', async ({
    page,
    request,
  }) => {
    const { analyses, categories } = await analysesData(request);
    for (const query of [
      '?category=999999',
      '?category=abc&letter=zz',
      '?letter=%25%3Cb%3E',
      '?letter=%D1%89',
    ]) {
      const response = await page.goto(LIST + query);
      expect(response?.status(), query).toBe(200);
      expect(response?.headers()['x-render'], query).toBe('server');
      await expectListed(page, categories[0]!.name, ofCategory(analyses, categories[0]!));
    }
    const response = await page.goto(`${LIST}?q=${'я'.repeat(1000)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main')).toContainText('Найдено: 0 анализов');
  });
});

test('the server’s HTML of the list runs no inline script of its own, and has the selection its address asks for', async ({
  request,
}) => {
  const picks = await picksFromApi(request);
  const ids = picks.map((analysis) => analysis.id).join(',');
  for (const [path, total] of [
    [LIST, formatPrice(0)],
    // A share link's selection, or the selection form's (without JavaScript), with its total.
    [`${LIST}?a=${ids}`, expectedTotal(picks)],
    [`${LIST}?a=${ids}&toggle=${picks[0].id}`, expectedTotal(picks.slice(1))],
    [`${LIST}?a=${ids}&clear=1`, formatPrice(0)],
  ] as const) {
    const response = await request.get(path);
    expect(response.headers()['x-render'], path).toBe('server');
    const html = await response.text();
    expectWholeServerHtml(html, path);
    expect(serverTotal(html), path).toBe(total);
  }
});

test('a filtered list names the whole list as its canonical URL, and is whole as sent', async ({
  request,
}) => {
  const { category, letter, search } = await filtersFromApi(request);
  for (const query of [
    `category=${category.id}`,
    `letter=${encodeURIComponent(letter.letter)}`,
    `q=${encodeURIComponent(search.word)}`,
  ]) {
    const response = await request.get(`${LIST}?${query}`);
    expect(response.headers()['x-render'], query).toBe('server');
    const html = await response.text();
    expectWholeServerHtml(html, query);
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1], query).toMatch(
      new RegExp(`^https?://[^/?]+${LIST}$`),
    );
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
    // With the layout's chunk for the device the server rendered for, and the section's catalogue: fetched
    // with the remote's code.
    expect(state.sections).toEqual([
      {
        remote: 'analyses',
        module: 'routes',
        section: 'analysis',
        chunks: [isMobile ? 'analysis-phone' : 'analysis-desktop', 'messages-analyses-ru'],
      },
    ]);
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

  test('hydrates a filtered list as the server rendered it', async ({ page, request }) => {
    const { category, search } = await filtersFromApi(request);
    // The fixture fails the test on any console warning: hydration mismatches included.
    await page.goto(`${LIST}?category=${category.id}`);
    await expectListed(page, category.name, category.analyses);
    await page.goto(`${LIST}?q=${encodeURIComponent(search.word)}`);
    await expect(searchBox(page)).toHaveValue(search.word);
    await expectListed(page, foundCaption(search.analyses.length), search.analyses);
  });

  test('names with markup hydrate as the server sanitised them, opened by address and by a category link', async ({
    page,
    request,
  }) => {
    const { analyses, categories } = await analysesData(request);
    // A name the API gives with markup (<b>, <sub>): it needs the sanitiser, plain names do not (SafeHtml).
    const marked = analyses.find((analysis) => /<(b|sub|sup)>/.test(analysis.name))!;
    const category = categories.find(({ id }) => id === marked.category_analysis_id)!;
    expect(category, 'the seed has a name with markup in a category').toBeTruthy();
    const tag = /<(b|sub|sup)>/.exec(marked.name)![1]!;
    const nameOnPage = (region: string) =>
      page.getByRole('region', { name: region, exact: true }).locator(`span:has(> ${tag})`, {
        hasText: plain(marked.name),
      });

    // The fixture fails the test on any console warning: a hydration mismatch included.
    const response = await page.goto(`${LIST}?category=${category.id}`);
    expect(await response?.text()).toContain(marked.name);
    await expect(nameOnPage(category.name).first()).toBeVisible();

    await page.goto(LIST);
    await categoryLink(page, category).click();
    await expect(page).toHaveURL(listUrl(`category=${category.id}`));
    await expect(nameOnPage(category.name).first()).toBeVisible();
  });

  test('the links and the search filter at once, without loading the page; Back goes back', async ({
    page,
    request,
    isMobile,
  }) => {
    const { analyses, categories, category, letter, search } = await filtersFromApi(request);
    const [picked] = threeFromFirstCategory(analyses, categories).picks;
    await page.goto(LIST);
    const ui = analysesPage(page, isMobile);
    await ui.add(picked);
    const pageLoads: string[] = [];
    page.on('request', (req) => {
      if (req.isNavigationRequest()) pageLoads.push(req.url());
    });

    await categoryLink(page, category).click();
    await expect(page).toHaveURL(listUrl(`category=${category.id}`));
    await expectListed(page, category.name, category.analyses);
    if (!isMobile) {
      await letterLink(page, letter.letter).click();
      await expectListed(page, letterCaption(letter.letter), letter.analyses);
    }
    await searchBox(page).fill(search.word);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(listUrl(`q=${encodeURIComponent(search.word)}`));
    await expectListed(page, foundCaption(search.analyses.length), search.analyses);
    await page.goBack();
    await expect(searchBox(page)).toHaveValue('');
    await expectListed(
      page,
      isMobile ? category.name : letterCaption(letter.letter),
      isMobile ? category.analyses : letter.analyses,
    );

    expect(pageLoads, 'no page was loaded').toEqual([]);
    // The page's state was never lost: the selection is still there.
    await expect(ui.total()).toHaveText(expectedTotal([picked]));
  });
});
