import type { Page } from '@playwright/test';
import { throttlePhone } from '../../bench/measurePage.mjs';
import { entryPoint } from './support/bookingJourneys';
import { expect, onPhone, test } from './support/fixtures';

/**
 * An impatient patient on the benchmark's phone (4× CPU, 150 ms RTT, 1.6 Mbps): each control is
 * tapped once, as soon as it is on screen, never after waiting for the page to be ready. Each tap must take
 * effect: as plain HTML (a link, a form) before the scripts, or kept and carried out once they run.
 */
/** Navigates without the fixture's wait for `data-page-ready`: the tap comes at first paint. */
async function openAtFirstPaint(page: Page, path: string): Promise<void> {
  await throttlePhone(page);
  await page.goto(path, { waitUntil: 'commit' });
}

test.describe('taps at first paint on a throttled phone', () => {
  // A throttled load takes seconds on a loaded 2-core machine; each test is one page and one tap.
  test.describe.configure({ timeout: 90_000 });

  test('an analysis tapped once is selected, with its total', async ({ page }) => {
    await openAtFirstPaint(page, '/analysis/list');
    const toggle = onPhone()
      ? page.getByRole('button', { name: /^Добавить «/ }).first()
      : page.getByRole('list', { name: 'Список анализов' }).getByRole('button').first();
    await toggle.click();
    await expect(page.getByTestId('calculator-total').first()).not.toHaveText(/^0\s*₸$/, { timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true', { timeout: 30_000 });
    await expect(page.locator('[data-tap-held]')).toHaveCount(0);
  });

  test('«Цена» tapped once sorts the doctors by price', async ({ page }) => {
    await openAtFirstPaint(page, '/doctors-list/list');
    const price = page.getByRole('group', { name: 'Сортировка врачей' }).getByRole('link', { name: 'Цена' });
    await price.click();
    await expect(page).toHaveURL(/sort_by=first_appointment&sort_direction=asc$/, { timeout: 30_000 });
    await expect(price).toHaveAttribute('aria-current', 'true', { timeout: 30_000 });
  });

  test('«заказать обратный звонок» tapped once opens the callback form', async ({ page }) => {
    await openAtFirstPaint(page, '/contacts');
    await entryPoint(page, 'заказать обратный звонок').click();
    // Before the scripts, the server's booking page; once live, the dialog: either way the form, once.
    await expect(page.getByText('Обратный звонок', { exact: true })).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByLabel('Ваше имя')).toBeVisible();
  });

  test('«Меню» tapped once opens the menu, and it stays open once the page is live @mobile', async ({
    page,
  }) => {
    await openAtFirstPaint(page, '/contacts');
    // A native disclosure before the scripts, the live button after: whichever is on screen when tapped.
    await page.locator('header').getByText('Меню', { exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Меню' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Закрыть' })).toHaveAttribute('aria-expanded', 'true', {
      timeout: 30_000,
    });
  });
});
