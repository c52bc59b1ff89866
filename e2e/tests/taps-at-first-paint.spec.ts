import type { Page } from '@playwright/test';
import { seed } from './support/api';
import { bookingDialog } from './support/booking';
import { button, type Seed } from './support/bookingJourneys';
import { expect, test } from './support/fixtures';

/**
 * An impatient patient taps the server's HTML before any script runs (issue 21): the shell's entry script is
 * held, so the page is on screen and nothing serves it. The tap must not be lost, nor carried out twice.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const OPENERS: Array<[page: string, path: (data: Seed) => string, control: string]> = [
  ['a doctor page', ({ doctors }) => `/doctors-list/${doctors[0]?.slug}`, 'Записаться на прием'],
  ['a promotion page', ({ promotions }) => `/promotions/${promotions[0]?.slug}`, 'Записаться на прием'],
  ['contacts', () => '/contacts', 'заказать обратный звонок'],
];

for (const [name, path, control] of OPENERS) {
  test(`${name}: «${control}» tapped twice at first paint opens its dialog once the page is live`, async ({
    page,
    request,
  }) => {
    const data = await seed(request);
    const release = await holdScripts(page);
    // The navigation ends (and the fixture sees the page ready) only after the release.
    const loading = page.goto(path(data));
    const opener = button(page, control);
    await opener.click();
    await opener.click();
    await expect(opener, 'the tap is kept while no script serves the page').toHaveAttribute(
      'data-tap-held',
      '',
    );
    await expect(bookingDialog(page)).toHaveCount(0);
    release();
    await loading;
    await expect(bookingDialog(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.locator('[data-tap-held]')).toHaveCount(0);
  });
}

test('the doctors list: «Цена» tapped at first paint sorts by price once the page is live, with one request', async ({
  page,
}) => {
  const release = await holdScripts(page);
  const sorted: string[] = [];
  page.on('request', (sent) => {
    if (/\/api\/doctors\?.*sort_by=first_appointment/.test(sent.url())) sorted.push(sent.url());
  });
  const loading = page.goto('/doctors-list/list');
  const price = page.getByRole('group', { name: /Сортировка/ }).getByRole('button', { name: 'Цена' });
  await price.click();
  await expect(price).toHaveAttribute('data-tap-held', '');
  release();
  await loading;
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => sorted.length).toBe(1);
});
