import type { Browser, Page } from '@playwright/test';
import { formatPrice } from '../../shared/src/format/price';
import { analysesData, analysesPage, expectedTotal, threeFromFirstCategory } from './analyses-page';
import { plain } from './support/api';
import { expect, test } from './support/fixtures';

// The issue asks for 1600 px on desktop; the mobile project keeps its 390 px.
test.use({
  viewport: async ({ isMobile }, use) =>
    use(isMobile ? { width: 390, height: 844 } : { width: 1600, height: 900 }),
});

test('three analyses give the exact total from the API prices; one off; a reload and a trip keep them', async ({
  page,
  request,
  isMobile,
}) => {
  const { analyses, categories } = await analysesData(request);
  const [first, second, blood] = threeFromFirstCategory(analyses, categories).picks;
  const ui = analysesPage(page, isMobile);
  expect(page.viewportSize()?.width).toBe(isMobile ? 390 : 1600);
  await page.goto('/analysis/list');

  await ui.add(first);
  await ui.add(second);
  await expect(ui.total()).toHaveText(expectedTotal([first, second]));
  await ui.add(blood);
  // 900 appears once, in the spec's format.
  await expect(ui.total()).toHaveText(
    formatPrice((first.price ?? 0) + (second.price ?? 0) + (blood.price ?? 0) + 900),
  );
  if (!isMobile) {
    await expect(ui.calculator()).toContainText('Анализ крови добавлен по умолчанию!');
    await expect(ui.calculator()).toContainText('Выбрано анализов: 3 шт');
    await expect(ui.card(blood)).toHaveAttribute('aria-pressed', 'true');
  }

  await ui.remove(first);
  await expect(ui.total()).toHaveText(expectedTotal([second, blood]));

  await page.reload();
  await expect(ui.total()).toHaveText(expectedTotal([second, blood]));

  // A trip to another section and back, inside the site.
  await page.getByRole('navigation', { name: 'Разделы сайта' }).getByRole('link', { name: 'Врачи' }).click();
  await expect(page).toHaveURL(/\/doctors-list\/list$/);
  await page.goBack();
  await expect(ui.total()).toHaveText(expectedTotal([second, blood]));
  if (isMobile) await ui.openSummary();
  await expect(ui.selectedList()).toContainText(plain(second.name));
  await expect(ui.selectedList()).toContainText(plain(blood.name));
  await expect(ui.selectedList()).not.toContainText(plain(first.name));
});

async function freshPage(browser: Browser, page: Page, isMobile: boolean) {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile,
    hasTouch: isMobile,
    locale: 'ru-RU',
  });
  const fresh = await context.newPage();
  const errors: string[] = [];
  fresh.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  fresh.on('pageerror', (error) => errors.push(error.message));
  return { context, fresh, errors };
}

test('the share link restores the same selection in a fresh browser context', async ({
  page,
  request,
  browser,
  isMobile,
}) => {
  const { analyses, categories } = await analysesData(request);
  const picks = threeFromFirstCategory(analyses, categories).picks;
  const ui = analysesPage(page, isMobile);
  await page.goto('/analysis/list');
  for (const analysis of picks) await ui.add(analysis);
  if (isMobile) await ui.openSummary();
  await page.getByRole('button', { name: 'Поделиться' }).click();
  const link = await page.getByRole('textbox', { name: 'Ссылка на выбранные анализы' }).inputValue();
  expect(link).toBe(`${new URL(page.url()).origin}/analysis/list?a=${picks.map((a) => a.id).join(',')}`);

  const { context, fresh, errors } = await freshPage(browser, page, isMobile);
  try {
    await fresh.goto(link);
    const other = analysesPage(fresh, isMobile);
    await expect(other.total()).toHaveText(expectedTotal([...picks]));
    // The link did its job and leaves the address; the selection is now this device's own.
    await expect(fresh).toHaveURL(/\/analysis\/list$/);
    await fresh.reload();
    await expect(other.total()).toHaveText(expectedTotal([...picks]));
    if (isMobile) await other.openSummary();
    for (const analysis of picks) await expect(other.selectedList()).toContainText(plain(analysis.name));
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the calculator summary on mobile, the panel on desktop: remove, book, back', async ({
  page,
  request,
  isMobile,
}) => {
  const { analyses, categories } = await analysesData(request);
  const [first, second, blood] = threeFromFirstCategory(analyses, categories).picks;
  const ui = analysesPage(page, isMobile);
  await page.goto('/analysis/list');
  for (const analysis of [first, second, blood]) await ui.add(analysis);

  if (isMobile) {
    await ui.openSummary();
    await expect(page.getByRole('heading', { name: 'Калькулятор анализов' })).toBeVisible();
    await expect(page.getByText('Выбрано 3 позиции')).toBeVisible();
    await expect(page.getByText(`Анализ крови: + ${formatPrice(900)}`)).toBeVisible();
    await expect(page.getByText('Итого:')).toBeVisible();
    await expect(page.getByTestId('summary-total')).toHaveText(expectedTotal([first, second, blood]));

    await page.getByRole('button', { name: `Удалить «${plain(blood.name)}»` }).click();
    await expect(page.getByText('Выбрано 2 позиции')).toBeVisible();
    await expect(page.getByText(/Анализ крови: \+/)).toHaveCount(0);
    await expect(page.getByTestId('summary-total')).toHaveText(expectedTotal([first, second]));

    await page.getByRole('button', { name: 'Вернуть к анализам' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'анализы' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Убрать «${plain(first.name)}»` })).toBeVisible();
    await expect(ui.total()).toHaveText(expectedTotal([first, second]));
    await ui.openSummary();
  } else {
    await ui
      .calculator()
      .getByRole('button', { name: `Убрать «${plain(blood.name)}»` })
      .click();
    await expect(ui.calculator()).toContainText('Выбрано анализов: 2 шт');
    await expect(ui.calculator()).not.toContainText('Анализ крови добавлен по умолчанию!');
    await expect(ui.card(blood)).toHaveAttribute('aria-pressed', 'false');
    await expect(ui.total()).toHaveText(expectedTotal([first, second]));
  }

  // 'Записаться' asks the booking remote, over the bus, for a consultation.
  await page.getByRole('link', { name: 'Записаться', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Консультация');
  await page.getByRole('button', { name: 'Закрыть' }).click();

  await page.getByRole('button', { name: 'Очистить' }).click();
  await expect(ui.selectedList()).toHaveCount(0);
  await expect(page.getByTestId(isMobile ? 'summary-total' : 'calculator-total')).toHaveText(formatPrice(0));
});
