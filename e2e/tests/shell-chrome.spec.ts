import { CLINIC } from '../../shared/src/config/clinic';
import { expect, test } from './support/fixtures';

test('the header, the footer and the page zoom of the layout @desktop', async ({ page }) => {
  await page.goto('/analysis/list');
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });
  for (const label of ['Услуги', 'Врачи', 'Анализы', 'Check up', 'Акции']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Личный кабинет' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('08:00–20:00');
  await expect(page.getByRole('contentinfo')).toContainText('Алматы');
  // SPEC §2: 80% zoom at 720–1499 px (the desktop project is 1280 px wide), as the root font size: the 80rem
  // page is 1024 px wide, as a zoomed 1280 px design would be.
  await expect(page.locator('html')).toHaveCSS('font-size', '12.8px');
  expect((await page.locator('main').boundingBox())?.width).toBeCloseTo(1024, 0);
  await page.setViewportSize({ width: 1550, height: 900 });
  await expect(page.locator('html')).toHaveCSS('font-size', '14.4px');
  await page.setViewportSize({ width: 1700, height: 900 });
  await expect(page.locator('html')).toHaveCSS('font-size', '16px');
});

test('the Back button returns in history', async ({ page }) => {
  await page.goto('/');
  await page.goto('/contacts');
  await page.getByRole('button', { name: '← Назад' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the mobile burger menu: links, phones, online booking, closes on navigation @mobile', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('[data-layout="default-mobile"]')).toBeVisible();
  await page.getByRole('button', { name: 'Меню' }).click();
  const menu = page.locator('#burger-menu');
  await expect(menu).toContainText('+7 (727) 355-00-55');
  await expect(menu).toContainText('+7 (701) 355-00-55');
  await menu.getByRole('link', { name: 'Врачи' }).click();
  await expect(page).toHaveURL(/\/doctors-list\/list$/);
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Меню' }).click();
  await menu.getByRole('link', { name: 'Записаться онлайн' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the footer shows the medical licence and leads to the personal-data consent', async ({ page }) => {
  await page.goto('/contacts');
  const footer = page.locator('footer');
  await expect(footer).toContainText(`Лицензия на медицинскую деятельность ${CLINIC.licence.number}`);
  await expect(footer).toContainText(`выдана: ${CLINIC.licence.issuedBy}`);
  await expect(footer).toContainText(`БИН ${CLINIC.legal.bin}`);
  await footer.getByRole('link', { name: 'Согласие на обработку персональных данных' }).click();
  await expect(page).toHaveURL(/\/personal-data$/);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'Согласие на обработку персональных данных',
  );
  for (const section of [
    'Кто обрабатывает данные',
    'Какие данные мы получаем',
    'Зачем',
    'Сколько хранятся',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(main).toContainText(`${CLINIC.legal.name}, БИН ${CLINIC.legal.bin}`);
  await expect(main).toContainText('не передаются за границу');
  await expect(main).toContainText(CLINIC.email);
});
