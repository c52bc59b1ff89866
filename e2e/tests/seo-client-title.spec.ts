import { formatPrice } from '@clinic/shared/core';
import { seed } from './support/api';
import { expect, test } from './support/fixtures';

// The browser keeps the head the server sent in step: a client-side navigation retitles the page.
test('the title and description follow a client-side navigation from the list to a promotion @desktop', async ({
  page,
  request,
}) => {
  const { promotions } = await seed(request);
  const promotion = promotions[0]!;
  await page.goto('/promotions/list');
  await expect(page).toHaveTitle(/^Акции и скидки — /);
  await page
    .getByRole('list', { name: 'Акции', exact: true })
    .getByRole('link', { name: promotion.name })
    .click();
  await expect(page).toHaveURL(new RegExp(`/promotions/${promotion.slug}$`));
  await expect(page).toHaveTitle(
    `${promotion.name} — ${formatPrice(promotion.price)} — Клиника «Диагност», Алматы`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`Стоимость: ${formatPrice(promotion.price)}`),
  );
});
