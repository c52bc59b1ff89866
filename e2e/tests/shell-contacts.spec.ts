import { CLINIC } from '@clinic/shared/core';
import { expect, test } from './support/fixtures';

test('contacts: map, address in Almaty, two phones, e-mail, hours, title', async ({ page, baseURL }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) outside.push(request.url());
  });
  await page.goto('/contacts');
  await expect(page).toHaveTitle(/^Контакты — /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(CLINIC.address),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();

  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: `Схема проезда: ${CLINIC.address}` })).toBeVisible();
  await expect(main.getByText(CLINIC.address).first()).toBeVisible();
  await expect(main).toContainText('Алматы');
  await expect(main.getByRole('link', { name: CLINIC.bookingPhone.label })).toHaveAttribute(
    'href',
    CLINIC.bookingPhone.href,
  );
  await expect(main.getByRole('link', { name: CLINIC.messengerPhone.label })).toHaveAttribute(
    'href',
    CLINIC.messengerPhone.href,
  );
  await expect(main.getByRole('link', { name: CLINIC.email })).toHaveAttribute(
    'href',
    `mailto:${CLINIC.email}`,
  );
  await expect(main).toContainText('08:00');
  await expect(main).toContainText('20:00');
  // The map is drawn by the site: nothing is fetched from anywhere else.
  await page.waitForLoadState('networkidle');
  expect(outside).toEqual([]);
});

test('contacts: «заказать обратный звонок» opens the mail dialog', async ({ page }) => {
  await page.goto('/contacts');
  await page.getByRole('link', { name: 'заказать обратный звонок' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('on a 360–390 px phone the Kazakh callback button’s label wraps centred, clear of its edges @mobile', async ({
  page,
}) => {
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, label] of [
      ['/kk/contacts', 'кері қоңырауға тапсырыс беру'],
      ['/contacts', 'заказать обратный звонок'],
    ] as const) {
      await page.goto(path);
      const button = page.getByRole('main').getByRole('link', { name: label });
      const box = await button.evaluate((element) => {
        const text = document.createRange();
        text.selectNodeContents(element);
        const lines = [...text.getClientRects()];
        const outer = element.getBoundingClientRect();
        return {
          lines: new Set(lines.map((line) => Math.round(line.top))).size,
          left: Math.min(...lines.map((line) => line.left)) - outer.left,
          right: outer.right - Math.max(...lines.map((line) => line.right)),
          top: Math.min(...lines.map((line) => line.top)) - outer.top,
          bottom: outer.bottom - Math.max(...lines.map((line) => line.bottom)),
        };
      });
      const where = `${path} at ${width}`;
      // Centred: as much room on the left as on the right, and never touching an edge.
      expect(Math.abs(box.left - box.right), where).toBeLessThanOrEqual(2);
      expect(Math.min(box.left, box.right), where).toBeGreaterThanOrEqual(16);
      expect(Math.min(box.top, box.bottom), where).toBeGreaterThanOrEqual(6);
      expect(box.lines, where).toBeLessThanOrEqual(2);
    }
  }
});
