import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
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

/** What a page's scripts weigh, gzip KB, as a phone downloads them on a first visit. */
async function jsKbOf(page: Page, path: string): Promise<number> {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then(gzipKb, () => 0));
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  return (await Promise.all(sizes)).reduce((sum, kb) => sum + kb, 0);
}

test(`JS for / at 390 px stays within ${HOME_JS_BUDGET_KB} KB gzip, and the Kazakh / within ${KAZAKH_EXTRA_KB} KB of it @mobile`, async ({
  page,
}) => {
  // Routed requests skip the HTTP cache: the second page downloads all its scripts as a first visit does.
  await page.route('**/*', (route) => route.continue());
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
