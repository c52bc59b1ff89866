import type { ServiceCategory } from '@clinic/shared';
import { formatDiscount } from '@clinic/shared/core';
import { apiData, seed } from './support/api';
import { recordBookings } from './support/bus';
import { expect, onPhone, test } from './support/fixtures';

test('top → category → details: the booking event carries the service id', async ({ page, request }) => {
  const { services, promotions } = await seed(request);
  const categories = (await apiData<ServiceCategory[]>(request, '/category-services')).sort(
    (a, b) => a.sort - b.sort,
  );
  const top = categories.find((c) => c.sort === 1)!;
  const category = categories.find(
    (c) => c.sort !== 1 && services.some((s) => s.category_service.id === c.id),
  )!;
  const inCategory = services.filter((s) => s.category_service.id === category.id);
  const service = inCategory.find((s) => s.discount) ?? inCategory[0]!;

  await page.goto('/services/top');
  await expect(page.getByRole('heading', { level: 1, name: 'Услуги' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ТОП 5' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Категории услуг' });
  await expect(tabs.getByRole('link', { name: top.name, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const topList = page.getByRole('list').filter({ has: page.locator('[data-size]') });
  const topFive = services.filter((s) => s.category_service.id === top.id).slice(0, 5);
  await expect(topList.getByRole('listitem')).toHaveCount(topFive.length);
  for (const item of topFive) await expect(topList).toContainText(item.name);
  // From index 2 upward the cards are large; the one at index 3 carries the picture.
  await expect(topList.locator('[data-size="large"]')).toHaveCount(topFive.length - 2);
  await expect(topList.getByRole('listitem').nth(3).locator('img')).toHaveCount(1);

  const block = page.getByRole('region', { name: 'Акции и скидки' });
  await expect(block.getByRole('listitem')).toHaveCount(4);
  await expect(block.getByRole('listitem').nth(3).locator('[data-variant]')).toHaveAttribute(
    'data-variant',
    'purple',
  );
  await expect(block.getByRole('link', { name: 'все акции' })).toHaveAttribute('href', '/promotions/list');
  await expect(block).toContainText(promotions[0]!.name);

  await tabs.getByRole('link', { name: category.name }).click();
  await expect(page).toHaveURL(new RegExp(`/services/category/${category.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  const cards = page.locator('main ul').filter({ hasText: inCategory[0]!.name });
  await expect(cards.getByRole('listitem')).toHaveCount(inCategory.length);
  const card = cards.getByRole('link', { name: service.name });
  await expect(card).toContainText('от');
  if (service.is_for_childs) await expect(card).toContainText('детское');
  if (onPhone() && service.discount) await expect(card).toContainText('Цена по акции*');

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/services/details/${service.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
  await expect(tabs.locator('[aria-current="page"]')).toHaveCount(0);
  const details = page.getByRole('article', { name: service.name });
  await expect(details.getByText('Стоимость', { exact: true })).toBeVisible();
  if (service.discount) await expect(details.getByText(formatDiscount(service.discount))).toBeVisible();
  await expect(details.getByText('Предложение для')).toBeVisible();
  for (const step of service.journey_description)
    await expect(page.getByText(step.description)).toBeVisible();
  const others = page.getByRole('region', { name: 'другие Акции и скидки' });
  await expect(others.getByRole('listitem')).toHaveCount(onPhone() ? 4 : 3);

  const bookings = await recordBookings(page);
  await page.getByRole('link', { name: 'Записаться на прием' }).click();
  await expect.poll(bookings).toEqual([{ kind: 'services', targetId: service.id }]);
});

test('the category names are cut to 30 characters with "..."', async ({ page, request }) => {
  const { services } = await seed(request);
  const categories = await apiData<ServiceCategory[]>(request, '/category-services');
  const long = services.find((s) => s.name.length > 30)!;
  const category = categories.find((c) => c.id === long.category_service.id)!;
  await page.goto(`/services/category/${category.slug}`);
  const card = page.getByRole('link', { name: long.name });
  await expect(card.locator('[aria-hidden="true"]').first()).toHaveText(`${long.name.slice(0, 30)}...`);
});

test('a service details page with a picture-less service shows the grey placeholder', async ({
  page,
  request,
}) => {
  const { services } = await seed(request);
  const bare = services.find((s) => !s.image)!;
  await page.goto(`/services/details/${bare.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: bare.name })).toBeVisible();
  await expect(page.getByTestId('placeholder')).toBeVisible();
});
