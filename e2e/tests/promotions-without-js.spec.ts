import type { Promotion } from '@clinic/shared';
import type { Page } from '@playwright/test';
import { seed } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * The promotions list with JavaScript off: the tabs are links and the search box is a GET form; the
 * server renders the list the address asks for, with the search typed kept in the box.
 */
test.use({ javaScriptEnabled: false });

const cards = (page: Page) => page.getByRole('list', { name: 'Акции', exact: true }).getByRole('listitem');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Поиск акций по названию' });
const named = (word: string) => (promotion: Promotion) => promotion.name.toLowerCase().includes(word);

async function searchFor(page: Page, text: string) {
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
}

test('a search, then a tab and a search within it: the server renders what each address asks for', async ({
  page,
  request,
}) => {
  const { promotions } = await seed(request);
  const response = await page.goto('/promotions/list');
  expect(response?.headers()['x-render']).toBe('server');
  await expect(cards(page)).toHaveCount(promotions.length);

  await searchFor(page, 'узи');
  await expect(page).toHaveURL(/\/promotions\/list\?q=%D1%83%D0%B7%D0%B8$/);
  const found = promotions.filter(named('узи'));
  expect(found.length).toBeGreaterThan(0);
  expect(found.length).toBeLessThan(promotions.length);
  await expect(cards(page)).toHaveCount(found.length);
  for (const promotion of found) await expect(cards(page).filter({ hasText: promotion.name })).toHaveCount(1);
  await expect(searchBox(page)).toHaveValue('узи');

  const tabs = page.getByRole('navigation', { name: 'Категории акций' });
  await tabs.getByRole('link', { name: 'Хирургия', exact: true }).click();
  await expect(page).toHaveURL(/\/promotions\/list\?category=surgery$/);
  await expect(cards(page)).toHaveCount(promotions.filter((p) => p.category === 'surgery').length);
  // A search sent from a tab keeps the tab: «гигиена» is a dentistry promotion, not a surgery one.
  expect(promotions.filter(named('гигиена')).map((p) => p.category)).toEqual(['dentistry']);
  await searchFor(page, 'гигиена');
  await expect(page).toHaveURL(/\?category=surgery&q=%D0%B3%D0%B8%D0%B3%D0%B8%D0%B5%D0%BD%D0%B0$/);
  await expect(page.getByRole('status')).toContainText('Ничего не нашли — попробуйте');
  await expect(tabs.getByRole('link', { name: 'Хирургия', exact: true })).toHaveAttribute(
    'aria-current',
    /.+/,
  );
});
