import { gzipSync } from 'node:zlib';
import budgets from '../../scripts/budgets.json';
import { expect, test } from './support/fixtures';

/**
 * Byte budgets (deterministic, unlike timings): gzip level 9 of what the browser downloads, from
 * scripts/budgets.json (`npm run size` and the benchmark read the same file). `/` is held just above
 * what it downloads (what is in it: docs/performance.md, figures: bench/results.md): any growth past it fails here.
 */
const HOME_JS_BUDGET_KB = budgets.homeJsKb;
const REMOTE_ENTRY_BUDGET_KB = budgets.remoteEntryKb;

const gzipKb = (body: Buffer) => gzipSync(body, { level: 9 }).length / 1024;

test(`JS for / at 390 px stays within ${HOME_JS_BUDGET_KB} KB gzip @mobile`, async ({ page }) => {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then(gzipKb, () => 0));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const total = (await Promise.all(sizes)).reduce((sum, kb) => sum + kb, 0);
  console.log(`JS for / at 390 px: ${total.toFixed(2)} KB gzip`);
  expect(total).toBeGreaterThan(50); // the page really loaded its code
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
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
