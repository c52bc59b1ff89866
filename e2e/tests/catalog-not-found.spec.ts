import { CATALOG_NOT_FOUND } from './support/catalogNotFound';
import { expect, test } from './support/fixtures';

test('an unknown slug on any catalogue page shows the Russian not-found message with a way back', async ({
  page,
}) => {
  for (const [path, label, back] of CATALOG_NOT_FOUND) {
    await page.goto(path);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expect(alert.getByRole('link', { name: label })).toHaveAttribute('href', back);
  }
  await page.getByRole('link', { name: 'Все программы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check-up' })).toBeVisible();
});
