import type { Page } from '@playwright/test';
import { openListInBrowser } from './analyses-page';
import { seed } from './support/api';
import { expect, test } from './support/fixtures';

/** Every classic way to run script from HTML; a harmless marker proves the field itself was rendered. */
const PAYLOAD = [
  '<b>Безопасный текст</b>',
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<script>window.__xss=(window.__xss||0)+1</script>',
  '<svg onload="window.__xss=(window.__xss||0)+1"></svg>',
  '<a href="javascript:window.__xss=1">ссылка</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
].join('');

type Json = Record<string, unknown>;

/** The API answers as usual, but every HTML-bearing field carries the payload. */
async function poisonApi(page: Page) {
  const poison = (path: RegExp, edit: (item: Json) => void) =>
    page.route(path, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Json | Json[] };
      for (const item of Array.isArray(body.data) ? body.data : [body.data]) edit(item);
      await route.fulfill({ response, json: body });
    });
  await poison(/\/api\/analyses(\?|$)/, (item) => {
    item.name = `${PAYLOAD}${item.name}`;
  });
  await poison(/\/api\/services(\/\d+)?(\?|$)/, (item) => {
    item.list_description = PAYLOAD;
    item.journey_description = [{ name: PAYLOAD, description: PAYLOAD }];
  });
  await poison(/\/api\/promotions(\/\d+)?(\?|$)/, (item) => {
    item.list_description = PAYLOAD;
    item.journey_description = PAYLOAD;
  });
  await poison(/\/api\/check-up-packages(\/\d+)?(\?|$)/, (item) => {
    item.program_description = [{ description: PAYLOAD }];
  });
}

test('XSS payloads in every HTML-bearing field of the API never run', async ({ page, request }) => {
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
    if (path === '/analysis/list') await openListInBrowser(page);
    else await page.goto(path);
    await expect(page.getByText('Безопасный текст').first(), `${what} rendered`).toBeVisible();
    await page.waitForTimeout(300); // onerror and onload handlers would have fired by now
    expect(
      await page.evaluate(() => (window as { __xss?: number }).__xss),
      `${what}: no script ran`,
    ).toBeUndefined();
    expect(await page.locator('main script, main iframe, main [onerror], main [onload]').count()).toBe(0);
  }
  expect(alerts).toEqual([]);
});
