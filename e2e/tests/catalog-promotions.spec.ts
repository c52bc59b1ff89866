import type { Promotion } from '@clinic/shared';
import { formatDiscount } from '@clinic/shared/core';
import { seed } from './support/api';
import { recordBookings } from './support/bus';
import { expect, onPhone, test } from './support/fixtures';

const cardList = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Акции', exact: true });
const picture = 'img, [data-testid="placeholder"]';

test('promotions list → details with the "-N%" badge and the booking button', async ({ page, request }) => {
  const { promotions } = await seed(request);
  await page.goto('/promotions/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Акции' })).toBeVisible();
  const cards = cardList(page).getByRole('listitem');
  await expect(cards).toHaveCount(promotions.length);
  for (const [index, promotion] of promotions.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(promotion.name);
    // Desktop: every card has its picture; mobile: only the 4th.
    await expect(card.locator(picture)).toHaveCount(!onPhone() || index === 3 ? 1 : 0);
    await expect(card.getByRole('link', { name: 'Рекомендации (PDF)' })).toHaveAttribute(
      'href',
      promotion.file!,
    );
    const short =
      promotion.description.length > 60 ? `${promotion.description.slice(0, 60)}...` : promotion.description;
    await expect(card).toContainText(short);
    await expect(card.locator('article')).toHaveAttribute(
      'data-variant',
      promotion.is_certificate ? 'purple' : 'white',
    );
  }
  const more = page.getByRole('heading', { name: 'Ещё акции:' });
  if (onPhone()) await expect(more).toHaveCount(0);
  else await expect(page.getByRole('region', { name: 'Ещё акции:' }).getByRole('listitem')).toHaveCount(3);

  const promotion = promotions.find((p) => p.discount && p.result_in_time)!;
  await cardList(page).getByRole('link', { name: promotion.name }).click();
  await expect(page).toHaveURL(new RegExp(`/promotions/${promotion.slug}$`));
  const details = page.getByRole('article', { name: promotion.name });
  await expect(details.getByText(formatDiscount(promotion.discount))).toBeVisible();
  await expect(details.getByText('Стоимость', { exact: true })).toBeVisible();
  if (onPhone()) {
    const others = page.getByRole('region', { name: 'Другие акции' });
    await expect(others.getByRole('listitem')).toHaveCount(4);
    await expect(others).not.toContainText(promotion.name);
    await expect(others.getByRole('link', { name: 'Все акции' })).toBeVisible();
  } else {
    await expect(details.getByRole('link', { name: 'Подготовка к анализу' })).toHaveAttribute(
      'href',
      promotion.file!,
    );
    await expect(details).toContainText(`Результат/${promotion.result_in_time} минут`);
  }
  if (promotion.warning) await expect(page.getByRole('note')).toHaveText(promotion.warning);

  const bookings = await recordBookings(page);
  await details.getByRole('link', { name: 'Записаться на прием' }).click();
  await expect.poll(bookings).toEqual([{ kind: 'promotion', targetId: promotion.id }]);
});

test('the search box filters the promotions by name', async ({ page, request }) => {
  const { promotions } = await seed(request);
  const matching = (query: string) =>
    promotions.filter((p: Promotion) => p.name.toLowerCase().includes(query));
  await page.goto('/promotions/list');
  const search = page.getByPlaceholder('Поиск');
  const cards = cardList(page).getByRole('listitem');
  await expect(cards).toHaveCount(promotions.length);

  await search.fill('УЗИ');
  const uzi = matching('узи');
  expect(uzi.length).toBeGreaterThan(0);
  expect(uzi.length).toBeLessThan(promotions.length);
  await expect(cards).toHaveCount(uzi.length);
  for (const promotion of uzi) await expect(cardList(page)).toContainText(promotion.name);

  await search.fill('такой акции нет');
  await expect(page.getByRole('status')).toContainText('Ничего не нашли');
  await search.fill('');
  await expect(cards).toHaveCount(promotions.length);
});

test('a search sent with Enter goes to its address, which a reload renders again; Back clears it', async ({
  page,
  request,
}) => {
  const { promotions } = await seed(request);
  const uzi = promotions.filter((p: Promotion) => p.name.toLowerCase().includes('узи'));
  await page.goto('/promotions/list');
  const search = page.getByRole('searchbox', { name: 'Поиск акций по названию' });
  await search.fill('УЗИ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/promotions\/list\?q=%D0%A3%D0%97%D0%98$/);
  await expect(cardList(page).getByRole('listitem')).toHaveCount(uzi.length);
  const reloaded = await page.reload();
  expect(reloaded?.headers()['x-render']).toBe('server');
  await expect(search).toHaveValue('УЗИ');
  await expect(cardList(page).getByRole('listitem')).toHaveCount(uzi.length);
  await page.goBack();
  await expect(page).toHaveURL(/\/promotions\/list$/);
  await expect(search).toHaveValue('');
  await expect(cardList(page).getByRole('listitem')).toHaveCount(promotions.length);
});

test('a category tab shows the promotions of that category', async ({ page, request }) => {
  const { promotions } = await seed(request);
  await page.goto('/promotions/list');
  await page
    .getByRole('navigation', { name: 'Категории акций' })
    .getByRole('link', { name: 'Онкология' })
    .click();
  await expect(page).toHaveURL(/\/promotions\/list\?category=oncology$/);
  const oncology = promotions.filter((p) => p.category === 'oncology');
  await expect(cardList(page).getByRole('listitem')).toHaveCount(oncology.length);
  await expect(cardList(page)).toContainText(oncology[0]!.name);
});

test('every promotions tab is in sight beside the search box, none hidden in a scrolled row @desktop', async ({
  page,
}) => {
  for (const width of [1280, 1000]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/promotions/list');
    const nav = page.getByRole('navigation', { name: 'Категории акций' });
    await expect(nav.getByRole('link')).toHaveCount(9);
    await expect(nav.getByRole('link', { name: 'Онкология' })).toBeVisible();
    const layout = await nav.evaluate((element) => {
      const search = document.querySelector('form[role="search"]')!.getBoundingClientRect();
      const row = element.getBoundingClientRect();
      const overlaps = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return {
        scrollsSideways: element.scrollWidth > element.clientWidth,
        tabsOutside: [...element.querySelectorAll('a')]
          .filter((tab) => {
            const box = tab.getBoundingClientRect();
            return box.left < row.left - 0.5 || box.right > row.right + 0.5 || overlaps(box, search);
          })
          .map((tab) => tab.textContent),
      };
    });
    expect(layout, `${width} px`).toEqual({ scrollsSideways: false, tabsOutside: [] });
  }
});

test('a client navigation from the list to a promotion asks for each thing once', async ({
  page,
  request,
}) => {
  const { promotions } = await seed(request);
  const promotion = promotions[1]!;
  await page.goto('/promotions/list');
  await expect(page.locator('html[data-page-ready]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  const requested: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    // The site's files and reads; not the page-view beacons, which are reports, not things the page loads.
    if (url.origin === new URL(page.url()).origin && !url.pathname.startsWith('/rum'))
      requested.push(url.pathname + url.search);
  });
  await cardList(page).getByRole('link', { name: promotion.name }).click();
  await expect(page).toHaveURL(new RegExp(`/promotions/${promotion.slug}$`));
  await expect(page.getByRole('article', { name: promotion.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The page finds the slug in the list, which the block of other promotions shows too: one read of it.
  expect(requested.filter((path) => path === '/api/promotions')).toHaveLength(1);
  expect(requested.filter((path) => path === `/api/promotions/${promotion.id}`)).toHaveLength(1);
  const twice = requested.filter((path, index) => requested.indexOf(path) !== index);
  expect(twice, 'asked for more than once').toEqual([]);
});
