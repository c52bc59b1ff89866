import type { Page } from '@playwright/test';
import { seed } from './support/api';
import { expect, test } from './support/fixtures';
import { serveStaticShell } from './support/staticShell';
import { isPoisoned, PAYLOAD_IMAGE_NOT_FOUND, poisonAnswer, SAFE_MARKER } from './support/xssPayload';

// Hostile HTML from the API: the CSP's refusals of its inline handlers are expected; the tests check nothing ran.
test.use({ expectCspBlocks: true });

// The sanitised payload keeps a harmless `<img src=x>`, which asks for an unknown page (404); nothing else may fail.
test.use({ allowConsoleErrors: true });

/** The API answers as usual, but every HTML-bearing field carries the payload (the browser's reads). */
async function poisonApi(page: Page) {
  await page.route(
    (url) => isPoisoned(url.href),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: poisonAnswer(route.request().url(), await response.json()) });
    },
  );
}

test('XSS payloads in every HTML-bearing field of the API never run in the browser', async ({
  page,
  request,
  consoleErrors,
}) => {
  // Four pages rendered in the browser from the static shell: minutes on a loaded 2-core machine.
  test.slow();
  const { services, promotions, checkUps } = await seed(request);
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.dismiss();
  });
  await poisonApi(page);

  const pages = [
    ['/analysis/list', 'analysis names'],
    [`/services/details/${services[0]!.slug}`, 'service list description'],
    [`/promotions/${promotions[0]!.slug}`, 'promotion list and journey descriptions'],
    [`/check-up/adults-details/${checkUps[0]!.slug}`, 'check-up program descriptions'],
  ] as const;
  for (const [path, what] of pages) {
    // Rendered in the browser from the poisoned answers (the server's HTML: e2e/nginx/xss-server.spec.ts).
    await serveStaticShell(page, path);
    await page.goto(path);
    await expect(page.getByText(SAFE_MARKER).first(), `${what} rendered`).toBeVisible();
    await page.waitForTimeout(300); // onerror and onload handlers would have fired by now
    expect(
      await page.evaluate(() => (window as { __xss?: number }).__xss),
      `${what}: no script ran`,
    ).toBeUndefined();
    expect(await page.locator('main script, main iframe, main [onerror], main [onload]').count()).toBe(0);
  }
  expect(alerts).toEqual([]);
  expect(consoleErrors.filter((error) => !PAYLOAD_IMAGE_NOT_FOUND.test(error))).toEqual([]);
});
