import { gzipSync } from 'node:zlib';
import type { Page, Request, Response } from '@playwright/test';
import budgets from '../../scripts/budgets.json';
import { expect, test } from './support/fixtures';

/**
 * Byte budgets (deterministic, unlike timings): gzip level 9 of what the browser downloads, from
 * scripts/budgets.json (`npm run size` and the benchmark read the same file). `/` is held just above
 * what it downloads (what is in it: docs/performance.md, figures: bench/results.md): any growth past it fails here.
 */
const HOME_JS_BUDGET_KB = budgets.homeJsKb;
const REMOTE_ENTRY_BUDGET_KB = budgets.remoteEntryKb;
/** A Kazakh page's words come in place of the Russian ones, not beside them. */
const KAZAKH_EXTRA_KB = 1.5;

const gzipKb = (body: Buffer) => gzipSync(body, { level: 9 }).length / 1024;

/** No script asked for in this long: the first render's code is all in (its lazy parts hydrate after ready). */
const QUIET_MS = 2000;

/**
 * What a page's scripts weigh, gzip KB, as a phone downloads them on a first visit to render the page: until the
 * page is ready and no script has been asked for in `QUIET_MS`. The code that waits for the page to settle
 * (shell/src/federation/whenSettled.ts: the booking dialogs, Swiper, axios, the beacon) is not counted: the test
 * keeps the browser from ever being idle for it. Timing alone (`networkidle`) counts it on a slow machine, and
 * misses the home widgets on a fast one.
 */
async function jsKbOf(page: Page, path: string): Promise<number> {
  const sizes: Promise<number>[] = [];
  let lastAsked = Date.now();
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') lastAsked = Date.now();
  };
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then(gzipKb, () => 0));
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
  await expect.poll(() => Date.now() - lastAsked, { timeout: 30_000 }).toBeGreaterThan(QUIET_MS);
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  page.off('response', onResponse);
  return (await Promise.all(sizes)).reduce((sum, kb) => sum + kb, 0);
}

test(`JS for / at 390 px stays within ${HOME_JS_BUDGET_KB} KB gzip, and the Kazakh / within ${KAZAKH_EXTRA_KB} KB of it @mobile`, async ({
  page,
}) => {
  // Routed requests skip the HTTP cache: the second page downloads all its scripts as a first visit does.
  await page.route('**/*', (route) => route.continue());
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const russian = await jsKbOf(page, '/');
  const kazakh = await jsKbOf(page, '/kk');
  console.log(`JS for / at 390 px: ${russian.toFixed(2)} KB gzip, /kk ${kazakh.toFixed(2)}`);
  expect(russian).toBeGreaterThan(50); // the page really loaded its code
  expect(russian).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
  expect(kazakh).toBeGreaterThan(50);
  expect(Math.abs(kazakh - russian)).toBeLessThanOrEqual(KAZAKH_EXTRA_KB);
});

test(`each remote's entry stays within ${REMOTE_ENTRY_BUDGET_KB} KB gzip @desktop`, async ({
  request,
  baseURL,
}) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  expect(Object.keys(remotes)).toHaveLength(4);
  for (const [name, manifestUrl] of Object.entries(remotes)) {
    const entryUrl = new URL('remoteEntry.js', new URL(manifestUrl, baseURL));
    const response = await request.get(entryUrl.href);
    expect(response.ok(), `${name} entry`).toBe(true);
    expect(gzipKb(await response.body()), `${name} remoteEntry.js KB gzip`).toBeLessThanOrEqual(
      REMOTE_ENTRY_BUDGET_KB,
    );
  }
});
