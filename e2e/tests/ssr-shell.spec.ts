import { CLINIC } from '@clinic/shared/core';
import { PHONE } from '../devices';
import { expect, onPhone, test } from './support/fixtures';
import { loadersSeen, watchForLoaders } from './support/ssr';

/** The shell's own pages, each with its heading: rendered on the server whole. */
const SHELL_PAGES = [
  ['/', 'Диагностическая клиника в Алматы'],
  ['/about-us', 'О клинике'],
  ['/contacts', 'Контакты'],
  ['/corporate-clients', 'Корпоративным клиентам'],
  ['/personal-data', 'Согласие на обработку персональных данных'],
] as const;

test.describe('without JavaScript (a link preview, a crawler that does not render)', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of SHELL_PAGES) {
    test(`${path} arrives rendered: its heading, title, layout and navigation`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['x-render']).toBe('server');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(new RegExp(`^${heading} — Клиника «Диагност», Алматы$`));
      const layout = page.locator('[data-layout]');
      await expect(layout).toHaveAttribute('data-layout', onPhone() ? /-mobile$/ : /^(?!.*mobile)/);
      await expect(page.locator('footer')).toContainText(CLINIC.licence.number);
    });
  }

  test('the links are real links: the footer leads from page to page without a script', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Контакты' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакты');
    await page
      .locator('footer')
      .getByRole('link', { name: 'Согласие на обработку персональных данных' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Согласие на обработку персональных данных',
    );
  });

  test('a phone’s «Меню» opens and closes without a script, and its links lead to the sections @mobile', async ({
    page,
  }) => {
    expect(page.viewportSize()?.width).toBe(390);
    await page.goto('/contacts');
    const header = page.locator('header');
    const menu = page.getByRole('navigation', { name: 'Меню' });
    await expect(menu).toBeHidden();
    await header.getByText('Меню', { exact: true }).click();
    await expect(menu).toBeVisible();
    await expect(page.locator('#burger-menu')).toContainText(CLINIC.bookingPhone.label);
    // Open, it says what a tap does next, as the live button does.
    await header.getByText('Закрыть', { exact: true }).click();
    await expect(menu).toBeHidden();
    await header.getByText('Меню', { exact: true }).click();
    await menu.getByRole('link', { name: 'Врачи' }).click();
    await expect(page).toHaveURL(/\/doctors-list\/list$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Врачи');
    await expect(page.getByRole('list', { name: 'Список врачей' })).toBeVisible();
    await expect(menu).toBeHidden();
    // The other sections are there too, and the language switch.
    await header.getByText('Меню', { exact: true }).click();
    await menu.getByRole('link', { name: 'Анализы' }).click();
    await expect(page).toHaveURL(/\/analysis\/list$/);
    await header.getByText('Меню', { exact: true }).click();
    await page.locator('#burger-menu').getByRole('link', { name: 'Қаз' }).click();
    await expect(page).toHaveURL(/\/kk\/analysis\/list$/);
    await page.locator('header').getByText('Мәзір', { exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Мәзір' })).toBeVisible();
  });
});

test.describe('with JavaScript: the browser takes the server’s page over', () => {
  test.use({ failOnConsoleWarnings: true });

  test('each shell page hydrates without a console error or warning, keeps its content and works', async ({
    page,
  }) => {
    // The fixture fails the test on any console error or warning, hydration mismatches included.
    await watchForLoaders(page);
    for (const [path, heading] of SHELL_PAGES) {
      const response = await page.goto(path);
      expect(response?.headers()['x-render']).toBe('server');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await loadersSeen(page), path).toEqual([]);
    }
    await page.goto('/contacts');
    await page.getByRole('link', { name: 'заказать обратный звонок' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the page hydrates with the remote versions it was rendered with: no /remotes.json first', async ({
    page,
    request,
  }) => {
    const fetched: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/remotes.json') fetched.push(req.url());
    });
    const live = await (await request.get('/remotes.json')).json();
    await page.goto('/doctors-list/list');
    const state = JSON.parse((await page.locator('#clinic-ssr-state').textContent()) ?? '{}');
    expect(state.remotes).toEqual(live);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
  });

  test('the zoom band of SPEC §2 is applied by CSS before any script runs @desktop', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1550, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/contacts');
    await expect(page.locator('html')).toHaveCSS('font-size', '14.4px');
    await context.close();
  });

  test('a desktop browser in a phone-sized window gets the phone layout, without an error @mobile', async ({
    browser,
  }) => {
    // No mobile hints: the server renders the desktop layout, the browser replaces it.
    const context = await browser.newContext({ viewport: PHONE.viewport });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/about-us');
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'default-mobile');
    await expect(page.getByRole('tab', { name: 'Экосистема' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });
});
