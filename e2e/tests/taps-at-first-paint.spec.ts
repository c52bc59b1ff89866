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

test('the doctors list: «Цена» tapped at first paint is a link: the list sorted by price comes from the server', async ({
  page,
}) => {
  const release = await holdScripts(page);
  const loading = page.goto('/doctors-list/list');
  const sortGroup = page.getByRole('group', { name: 'Сортировка врачей' });
  await sortGroup.getByRole('link', { name: 'Цена' }).click();
  await expect(page).toHaveURL(/sort_by=first_appointment&sort_direction=asc$/);
  await expect(sortGroup.getByRole('link', { name: 'Цена' })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[data-tap-held]')).toHaveCount(0);
  release();
  await loading.catch(() => {}); // the first navigation was replaced by the link's
});
