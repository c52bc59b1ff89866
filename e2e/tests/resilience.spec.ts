import { expect, test } from './support/fixtures';
import { serveStaticShell } from './support/staticShell';

test.use({ allowConsoleErrors: true });

test('a dead remote shows its fallback; the header and other remotes keep working; retry recovers', async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/mfe/doctors/**', (route) => route.abort());
  await page.goto('/doctors-list/list');
  await expect(page.getByRole('heading', { name: 'Раздел временно недоступен' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(consoleErrors.join('\n')).toMatch(/remote "doctors" failed to load/);

  await page.unroute('**/mfe/doctors/**');
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Врачи' })).toBeVisible();

  await page.route('**/mfe/doctors/**', (route) => route.abort());
  await page.goto('/services/top');
  await expect(page.getByRole('heading', { level: 1, name: 'Услуги' })).toBeVisible();
});

test('with the API unreachable, pages say so in Russian and never go blank', async ({ page }) => {
  // From the browser: pages it renders itself (a server-rendered page arrives with its data instead).
  await page.route('**/api/**', (route) => route.abort());
  for (const path of ['/services/top', '/analysis/list', '/doctors-list/list']) {
    await serveStaticShell(page, path);
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText('Нет связи с сервером');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
});
