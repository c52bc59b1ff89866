import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The version folder of a remote in /remotes.json (`/mfe/<name>/<version>/mf-manifest.json`). */
const versionOf = (remotes: Record<string, string>, name: string) =>
  /\/mfe\/[a-z]+\/([^/]+)\//.exec(remotes[name] ?? '')?.[1] ?? '';

/** The site server's count of page views for one remote version (its /metrics answers this machine). */
async function viewsCounted(
  request: APIRequestContext,
  remote: string,
  version: string,
): Promise<number | null> {
  const response = await request.get('/metrics');
  if (!response.ok()) return null;
  const line = new RegExp(`rum_page_views_total\\{remote="${remote}",version="${version}"\\} (\\d+)`);
  return Number(line.exec(await response.text())?.[1] ?? 0);
}

/** Beacons the site server dropped for one reason (its /metrics). */
async function droppedFor(request: APIRequestContext, reason: string): Promise<number> {
  const text = await (await request.get('/metrics')).text();
  return Number(new RegExp(`rum_beacons_dropped_total\\{reason="${reason}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
}

test('a page hidden after two views sends one beacon naming the live versions, and the site server counts it @desktop @local-server', async ({
  page,
  request,
}) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const doctors = versionOf(remotes, 'doctors');
  const analyses = versionOf(remotes, 'analyses');
  const before = await viewsCounted(request, 'doctors', doctors);
  expect(before, '/metrics of the local site server').not.toBeNull();

  const beacons: string[] = [];
  const beaconUrls: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/rum') {
      beacons.push(sent.postData() ?? '');
      beaconUrls.push(sent.url());
    }
  });
  await page.goto('/doctors-list/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Врачи' })).toBeVisible();
  // A second view of the same page (the router, no reload): batched into the same beacon.
  await page
    .getByRole('navigation', { name: 'Разделы сайта' })
    .getByRole('link', { name: 'Анализы' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Анализы' })).toBeVisible();

  // The patient switches to another app: the page is hidden (twice: still one beacon).
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/rum');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new Event('pagehide'));
  });
  expect((await answered).status()).toBe(204);
  await page.waitForTimeout(500);
  expect(beacons).toHaveLength(1);

  const beacon = JSON.parse(beacons[0]!) as {
    v: number;
    views: Array<{
      owner: string;
      remotes: Record<string, { version: string }>;
      lcp?: number;
      kind: string;
      device: string;
      lang: string;
    }>;
  };
  expect(beacon.v).toBe(2);
  expect(beacon.views.map((view) => view.owner)).toEqual(['doctors', 'analyses']);
  expect(beacon.views[0]!.remotes.doctors?.version).toBe(doctors);
  expect(beacon.views[1]!.remotes.analyses?.version).toBe(analyses);
  // The field view's facts: each page's kind (its first segment, one of a closed set), layout and language.
  expect(beacon.views.map(({ kind, device, lang }) => [kind, device, lang])).toEqual([
    ['doctors-list', 'desktop', 'ru'],
    ['analysis', 'desktop', 'ru'],
  ]);
  // No address, nothing typed: only names, versions and numbers.
  expect(beacons[0]).not.toMatch(/\/doctors-list|analysis\/|\?|http/);
  expect(beacons[0]!.length).toBeLessThan(1024);

  // With the view token the site server gave this page (GET /rum/view-token), in the address.
  expect(new URL(beaconUrls[0]!).searchParams.get('t')).toMatch(/^[\w-]+\.[\w-]+$/);

  // Counted by the site server (metrics; the database behind health() is tested in site-server/src/rum/).
  await expect
    .poll(() => viewsCounted(request, 'doctors', doctors))
    .toBeGreaterThanOrEqual((before ?? 0) + 2);

  // The same beacon sent again (a replay), and without a token (a forgery): answered alike, never counted.
  const counted = await viewsCounted(request, 'doctors', doctors);
  const replayed = await droppedFor(request, 'replayed');
  const missing = await droppedFor(request, 'token-missing');
  const headers = { 'content-type': 'text/plain;charset=UTF-8' };
  expect((await request.post(beaconUrls[0]!, { data: beacons[0]!, headers })).status()).toBe(204);
  expect((await request.post('/rum', { data: beacons[0]!, headers })).status()).toBe(204);
  await expect.poll(() => droppedFor(request, 'replayed')).toBe(replayed + 1);
  expect(await droppedFor(request, 'token-missing')).toBe(missing + 1);
  expect(await viewsCounted(request, 'doctors', doctors)).toBe(counted);
});
