import type { CheckUpPackage } from '@clinic/shared';
import { formatPrice, formatPriceFrom } from '@clinic/shared/core';
import { apiData, seed } from './support/api';
import { recordBookings } from './support/bus';
import { expect, onPhone, test } from './support/fixtures';

test('check-up list → category → packages with both prices', async ({ page, request }) => {
  const { parents, checkUps } = await seed(request);
  const packages = await apiData<CheckUpPackage[]>(request, '/check-up-packages');
  const parent = parents.find((p) => checkUps.filter((c) => c.parent_id === p.id).length >= 2)!;
  const ofParent = checkUps.filter((c) => c.parent_id === parent.id);
  const first = ofParent[0]!;
  const firstPackages = packages.filter((p) => p.check_up_id === first.id);

  await page.goto('/check-up/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Check-up' })).toBeVisible();
  const bookings = await recordBookings(page);
  const parentLinks = page.locator('main a[href^="/check-up/adults/"]');
  if (onPhone()) {
    for (const tag of ['Страхование', 'Быстрое оформление', 'Индивидуальный подход'])
      await expect(page.getByText(tag, { exact: true })).toBeVisible();
    await expect(parentLinks).toHaveCount(parents.length);
    await expect(parentLinks.nth(3)).toHaveAttribute('data-variant', 'purple');
    await page.getByRole('link', { name: 'Получить консультацию' }).click();
    await expect.poll(bookings).toEqual([{ kind: 'consult' }]);
    // The consultation dialog (booking remote) is modal: close it before going on.
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  } else {
    await expect(parentLinks).toHaveCount(4);
    await expect(parentLinks.nth(3)).toHaveAttribute('data-variant', 'purple');
    await expect(page.getByText('+50 человек')).toBeVisible();
    await page.getByRole('button', { name: 'Пакеты' }).click();
    await expect(parentLinks).toHaveCount(4 + parents.length);
  }

  await parentLinks.filter({ hasText: parent.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/check-up/adults/${parent.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: parent.name })).toBeVisible();
  await expect(page.getByText(parent.short_description)).toBeVisible();

  if (onPhone()) {
    // The first check-up is open after load and shows its packages with both prices.
    const open = page.locator('details[open]');
    await expect(open).toHaveCount(1);
    await expect(open.locator('summary')).toHaveText(new RegExp(first.name));
    await expectPackages(open, firstPackages);
    await page.locator('summary', { hasText: ofParent[1]!.name }).click();
    // One open at a time: the first closes as the second opens (React settles it right after the toggle).
    await expect(page.locator('details[open]')).toHaveCount(1);
    await expect(page.locator('details[open] summary')).toHaveText(new RegExp(ofParent[1]!.name));
    const others = page.getByRole('region', { name: 'Другие CHECK-UP пакеты' });
    await expect(others.getByRole('listitem')).toHaveCount(parents.length - 1);
    await page.locator('details[open]').getByRole('link', { name: 'Получить консультацию' }).click();
    await expect.poll(bookings).toEqual([{ kind: 'consult' }, { kind: 'consult' }]);
  } else {
    const tiles = page.locator('main a[href^="/check-up/adults-details/"]');
    await expect(tiles).toHaveCount(ofParent.length);
    await expect(tiles.first()).toHaveAttribute('data-variant', 'purple');
    await expect(tiles.nth(1)).toHaveAttribute('data-variant', 'white');
    await tiles.first().click();
    await expect(page).toHaveURL(new RegExp(`/check-up/adults-details/${first.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await expectPackages(page.locator('main'), firstPackages);
    await page.getByRole('link', { name: 'Записаться на check-up' }).click();
    await expect.poll(bookings).toEqual([{ kind: 'checkup', targetId: first.id }]);
  }
});

async function expectPackages(scope: import('@playwright/test').Locator, expected: CheckUpPackage[]) {
  const cards = scope.getByTestId('check-up-package');
  await expect(cards).toHaveCount(expected.length);
  for (const [index, item] of expected.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(item.name);
    for (const [label, price] of [
      ['Для мужчин', item.male_check_up_price],
      ['Для женщин', item.female_check_up_price],
    ] as const) {
      // Only the prices the package has: a programme for one sex shows that sex's price alone.
      if (price === null) await expect(card).not.toContainText(label);
      else await expect(card).toContainText(`${label}${formatPrice(price)}`);
    }
  }
}

test('a women’s programme shows women’s prices only, its «от» the lowest of them', async ({
  page,
  request,
}) => {
  const { parents, checkUps } = await seed(request);
  const packages = await apiData<CheckUpPackage[]>(request, '/check-up-packages');
  const women = parents.find((p) => p.name === 'Check-up «Женское здоровье»')!;
  const ofWomen = checkUps.filter((c) => c.parent_id === women.id);
  const theirPackages = packages.filter((p) => ofWomen.some((c) => c.id === p.check_up_id));
  expect(theirPackages.length).toBeGreaterThan(0);
  expect(theirPackages.every((p) => p.male_check_up_price === null && p.female_check_up_price)).toBe(true);
  const lowestOf = (list: CheckUpPackage[]) => Math.min(...list.map((p) => p.female_check_up_price!));
  expect(women.min_price).toBe(lowestOf(theirPackages));

  await page.goto(`/check-up/adults/${women.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: women.name })).toBeVisible();
  const main = page.locator('main');
  await expect(main).not.toContainText('Для мужчин');
  if (!onPhone()) {
    // Each tile's «от» is the lowest women's price of its packages.
    for (const checkUp of ofWomen) {
      const tile = main.locator(`a[href="/check-up/adults-details/${checkUp.slug}"]`);
      const own = theirPackages.filter((p) => p.check_up_id === checkUp.id);
      await expect(tile).toContainText(formatPriceFrom(lowestOf(own)));
    }
  }
  const first = ofWomen[0]!;
  await page.goto(`/check-up/adults-details/${first.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expectPackages(
    main,
    theirPackages.filter((p) => p.check_up_id === first.id),
  );
  await expect(main).not.toContainText('Для мужчин');
});
