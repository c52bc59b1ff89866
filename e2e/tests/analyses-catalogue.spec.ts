import type { Analysis } from '@clinic/shared';
import { formatPrice } from '@clinic/shared/core';
import { PHONE } from '../devices';
import { analysesData, analysesPage, expectedTotal, openListInBrowser } from './analyses-page';
import { plain } from './support/api';
import { expect, test } from './support/fixtures';

// Hostile HTML from the API: the CSP's refusals of its inline handlers are expected; the tests check nothing ran.
test.use({ expectCspBlocks: true });

test.use({
  viewport: async ({ isMobile }, use) => use(isMobile ? PHONE.viewport : { width: 1600, height: 900 }),
});

/** Makes a category current: a link of the category grid on desktop, an accordion header on mobile. */
const categoryControl = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('main').getByRole('link', { name, exact: true });

test('letters filter the categories; a category becomes current and shows its analyses', async ({
  page,
  request,
  isMobile,
}) => {
  const { analyses, categories } = await analysesData(request);
  const [first, second] = categories;
  const analysesOf = (id: number) => analyses.filter((a) => a.category_analysis_id === id);
  await page.goto('/analysis/list');

  if (isMobile) {
    await expect(page.getByRole('heading', { level: 1, name: 'анализы' })).toBeVisible();
    // On load the first category is current: its panel is open, the others closed.
    await expect(categoryControl(page, first!.name)).toHaveAttribute('aria-expanded', 'true');
    await expect(categoryControl(page, second!.name)).toHaveAttribute('aria-expanded', 'false');
    await categoryControl(page, second!.name).click();
    await expect(categoryControl(page, first!.name)).toHaveAttribute('aria-expanded', 'false');
    const panel = page.getByRole('region', { name: second!.name });
    await expect(panel.getByRole('button', { name: /^Добавить/ })).toHaveCount(analysesOf(second!.id).length);
    await expect(panel).toContainText('Цена');
    return;
  }

  const letters = page.getByRole('navigation', { name: 'Категории по первой букве' }).getByRole('link');
  await expect(letters.first()).toHaveText('Все');
  await expect(letters.first()).toHaveAttribute('aria-current', 'true');
  await expect(categoryControl(page, first!.name)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { level: 2, name: first!.name })).toBeVisible();

  // A letter keeps only the categories whose name starts with it.
  const target = categories.find((c) => c.id !== first!.id && c.name[0] !== first!.name[0])!;
  const letter = target.name[0]!.toLocaleLowerCase('ru');
  const sameLetter = categories.filter((c) => c.name[0]!.toLocaleLowerCase('ru') === letter);
  await letters.filter({ hasText: new RegExp(`^${letter}$`, 'i') }).click();
  const grid = page.getByRole('list', { name: 'Категории анализов' }).getByRole('link');
  await expect(grid).toHaveCount(sameLetter.length);
  await expect(categoryControl(page, first!.name)).toHaveCount(0);

  // Choosing a category makes it current, its letter selected, and its analyses the grid.
  await categoryControl(page, target.name).click();
  await expect(categoryControl(page, target.name)).toHaveAttribute('aria-current', 'true');
  await expect(letters.filter({ hasText: new RegExp(`^${letter}$`, 'i') })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const cards = page.getByRole('list', { name: 'Список анализов' }).getByRole('listitem');
  await expect(cards).toHaveCount(Math.min(analysesOf(target.id).length, 48));
  await expect(cards.first()).toContainText(plain(analysesOf(target.id)[0]!.name));

  // 'Все' brings every category back.
  await letters.first().click();
  await expect(grid).toHaveCount(categories.length);
});

test('the search finds analyses across categories, ignoring case, markup and ё', async ({
  page,
  request,
  isMobile,
}) => {
  const { analyses } = await analysesData(request);
  const withMarkup = analyses.find((a) => a.name.startsWith('<b>ТТГ</b>'))!;
  const withYo = analyses.find((a) => a.name.includes('ё'))!;
  expect(withMarkup && withYo, 'the seed has names with markup and with ё').toBeTruthy();
  const ui = analysesPage(page, isMobile);
  await page.goto('/analysis/list');
  const search = page.getByRole('searchbox', { name: 'Поиск анализа по названию' });

  await search.fill('ттг');
  const found = analyses.filter((a) => plain(a.name).toLocaleLowerCase('ru').includes('ттг'));
  await expect(page.getByText(new RegExp(`^Найдено: ${found.length} анализ`))).toBeVisible();
  await ui.add(withMarkup);
  await expect(ui.total()).toHaveText(expectedTotal([withMarkup]));

  await search.fill(plain(withYo.name).replace(/ё/g, 'е').toLocaleUpperCase('ru'));
  if (isMobile)
    await expect(page.getByRole('button', { name: `Добавить «${plain(withYo.name)}»` })).toBeVisible();
  else await expect(ui.card(withYo)).toBeVisible();

  await search.fill('');
  await expect(page.getByText(/^Найдено:/)).toHaveCount(0);
});

test('an analysis without a price reads «Цена по запросу» (not «0 ₸») and adds 0 to the total', async ({
  page,
  request,
  isMobile,
}) => {
  const { analyses, categories } = await analysesData(request);
  const unpriced = analyses.find((a) => a.price === null || a.price === undefined)!;
  expect(unpriced, 'the seed has an analysis without a price').toBeTruthy();
  const category = categories.find((c) => c.id === unpriced.category_analysis_id)!;
  const ui = analysesPage(page, isMobile);
  await page.goto('/analysis/list');
  await categoryControl(page, category.name).click();

  const zero = formatPrice(0).replace(/\s/g, ' ');
  const onRequest = 'Цена по запросу';
  if (isMobile) {
    const row = page
      .getByRole('region', { name: category.name })
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `Добавить «${plain(unpriced.name)}»` }) });
    await expect(row).toContainText(onRequest);
    await expect(row).not.toContainText(zero);
  } else {
    await expect(ui.card(unpriced)).toContainText(onRequest);
    await expect(ui.card(unpriced)).not.toContainText(zero);
  }
  await ui.add(unpriced);
  await expect(ui.total()).toHaveText(expectedTotal([unpriced]));
  // The calculator's list reads the same (the phone's in its summary).
  if (isMobile) await ui.openSummary();
  const selected = ui.selectedList().getByRole('listitem');
  await expect(selected).toHaveCount(1);
  await expect(selected).toContainText(onRequest);
  await expect(selected).not.toContainText(zero);
});

test('HTML in a name is shown as formatting and never runs script', async ({ page, request, isMobile }) => {
  const { analyses } = await analysesData(request);
  const hostile: Analysis = {
    ...analyses[0]!,
    name: '<img src=x onerror="window.__xss=1">Опасный <b>анализ</b><script>window.__xss=2</script>',
  };
  await page.route('**/api/analyses', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Analysis[] };
    body.data[0] = hostile;
    await route.fulfill({ response, json: body });
  });
  // The sanitised <img src="x"> stays an image; answer it so the page logs no failed load.
  await page.route('**/analysis/x', (route) => route.fulfill({ status: 204 }));

  const ui = analysesPage(page, isMobile);
  await openListInBrowser(page);
  await expect(page.getByText('Опасный анализ').first()).toBeVisible();
  await ui.add({ ...hostile, name: 'Опасный анализ' });
  await expect(ui.total()).toHaveText(expectedTotal([hostile]));
  if (isMobile) await ui.openSummary();
  await expect(ui.selectedList()).toContainText('Опасный анализ');

  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('main img[onerror], main script')).toHaveCount(0);
  await expect(page.locator('main b', { hasText: 'анализ' }).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('<b>');
});
