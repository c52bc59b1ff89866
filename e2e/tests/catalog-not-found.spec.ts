import { expect, test } from './support/fixtures';

test('an unknown slug on any catalogue page shows the Russian not-found message with a way back', async ({
  page,
}) => {
  const cases = [
    ['/services/details/no-such-service', 'Все услуги', '/services/top'],
    ['/services/category/no-such-category', 'Все услуги', '/services/top'],
    ['/promotions/no-such-promotion', 'Все акции', '/promotions/list'],
    ['/check-up/adults/no-such-programme', 'Все программы', '/check-up/list'],
    ['/check-up/adults-details/no-such-check-up', 'Все программы', '/check-up/list'],
  ] as const;
  for (const [path, label, back] of cases) {
    await page.goto(path);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expect(alert.getByRole('link', { name: label })).toHaveAttribute('href', back);
  }
  await page.getByRole('link', { name: 'Все программы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check-up' })).toBeVisible();
});
