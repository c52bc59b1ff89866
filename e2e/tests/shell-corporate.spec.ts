import { expect, test } from './support/fixtures';

test('corporate clients: 700+, the insurance terms of SPEC §1, title', async ({ page }) => {
  await page.goto('/corporate-clients');
  await expect(page).toHaveTitle(/^Корпоративным клиентам — /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /700/);
  await expect(page.getByRole('heading', { level: 1, name: 'Корпоративным клиентам' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('700+');
  const insurance = main.getByRole('region', { name: 'Добровольное медицинское страхование', exact: true });
  for (const term of [
    'до трёх человек',
    'онлайн и офлайн',
    'Один календарный год',
    'территории Республики Казахстан',
    'для юридических лиц',
  ]) {
    await expect(insurance).toContainText(term);
  }
});

test('corporate clients: «Получить консультацию» opens the mail dialog', async ({ page }) => {
  await page.goto('/corporate-clients');
  await page.getByRole('link', { name: 'Получить консультацию' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
