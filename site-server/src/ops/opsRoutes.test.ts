// @vitest-environment node
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readCanaries, readHistory, startCanary } from '@clinic/deploy';
import { addVersion, deployedSite } from '@clinic/deploy/src/testing/fakeDeployRoot';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteApp } from '../app';
import type { ApplyChange } from '../canary/controller';
import { NO_HEALTH } from '../canary/versionHealth';
import type { BeaconStore } from '../rum/beaconStore';
import { csrfToken } from './opsAuth';

const TOKEN = 'ops-token-for-tests';
const CANARY = '1.1.0-00000009';
const basic = (password: string) => `Basic ${Buffer.from(`ops:${password}`).toString('base64')}`;

let server: http.Server | undefined;
afterEach(() => server?.close());

async function site(opsToken: string | undefined, applyRelease?: ApplyChange) {
  const root = deployedSite();
  addVersion(root, 'doctors', CANARY);
  startCanary(root, 'doctors', CANARY, 10, { warn: () => {} });
  const asked: string[] = [];
  server = createSiteApp({
    deployRoot: root,
    apiOrigin: 'http://127.0.0.1:9',
    // As start:nginx runs it: the site servers serve nginx's address (the post below comes through it).
    siteOrigin: 'http://127.0.0.1:8100',
    rum: {
      opsToken,
      store: {
        readHealth: async (_remote: string, version: string) => {
          asked.push(version);
          return { ...NO_HEALTH, views: 10, errors: version === CANARY ? 5 : 0, lcp: [1000, 2000], inp: [] };
        },
        // The beacon routes subscribe to the store's outcomes; /ops reads only its health.
        listen: () => {},
        countDropped: () => {},
        readDroppedSince: async () => ({ 'token-forged': 7 }),
        // The field view: what each window's read asked for, one group per window.
        readField: async (since: number, until: number) => [
          {
            kind: 'home',
            device: 'phone',
            lang: 'ru',
            lcp: { n: 4, p75: until - since === 3_600_000 ? 1111 : 2222, worst: 3000 },
            ...{ inp: null, cls: null, ttfb: null, worstLcp: null, worstInp: null },
          },
        ],
      } as unknown as BeaconStore,
    },
    applyRelease,
  }).listen(0);
  await new Promise((resolve) => server?.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    root,
    base,
    asked,
    get: (url: string, init?: RequestInit) => fetch(base + url, { redirect: 'manual', ...init }),
  };
}

describe('/ops', () => {
  it('does not exist without OPS_TOKEN, and refuses without the token', async () => {
    expect((await (await site(undefined)).get('/ops')).status).toBe(404);
    server?.close();
    const { get } = await site(TOKEN);
    const refused = await get('/ops');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect((await get('/ops', { headers: { authorization: basic('wrong') } })).status).toBe(401);
    expect((await get('/ops/series.json?remote=doctors')).status).toBe(401);
  });

  it('shows each remote’s versions and the canary’s share, unindexed, and its curves as JSON', async () => {
    const { get } = await site(TOKEN);
    const page = await get('/ops', { headers: { authorization: basic(TOKEN) } });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await page.text();
    expect(html).toContain(`canary <code>${CANARY}</code> for\n<strong>10 %</strong>`);
    expect(html).toContain('<script src="/ops/uplot.js"></script>');
    // The field view of the same store, the last hour's and the last day's.
    expect(html).toMatch(/last hour \(since [^)]+\)<\/h3><table class="field">.*<td>1111 ms \(4\)<\/td>/);
    expect(html).toMatch(/last day \(since [^)]+\)<\/h3><table class="field">.*<td>2222 ms \(4\)<\/td>/);
    expect((await get('/ops/uplot.js', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    const series = await (
      await get('/ops/series.json?remote=doctors', { headers: { authorization: `Bearer ${TOKEN}` } })
    ).json();
    expect(series.t).toHaveLength(60);
    expect(series.sides.map((side: { version: string }) => side.version)).toEqual([CANARY, '1.0.0-00000002']);
    expect(series.sides[0].badPercent.at(-1)).toBe(50);
    expect(series.sides[1].badPercent.at(-1)).toBe(0);
    expect(series.sides[0].lcpP75.at(-1)).toBe(2000);
  });

  it('acts only on a same-origin post with the page’s CSRF token', async () => {
    // With several hosts the change is made through the shared release state: here, a stand-in that counts.
    let applied = 0;
    const { get, root } = await site(TOKEN, async (change) => {
      applied += 1;
      return change();
    });
    const post = (body: string, headers: Record<string, string> = {}) =>
      get('/ops/rollback', {
        method: 'POST',
        body,
        headers: {
          authorization: basic(TOKEN),
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        },
      });
    expect((await post('remote=doctors&csrf=guess')).status).toBe(403);
    const csrf = `remote=doctors&csrf=${csrfToken(TOKEN)}`;
    expect(
      (await post(csrf, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
    expect(readCanaries(root).doctors).toBeDefined();
    // Behind nginx the host the browser asked for comes as X-Forwarded-Host (nginx's Host drops the port).
    const done = await post(csrf, {
      origin: 'http://127.0.0.1:8100',
      'x-forwarded-host': '127.0.0.1:8100',
      'sec-fetch-site': 'same-origin',
    });
    expect(done.status).toBe(303);
    expect(decodeURIComponent(done.headers.get('location') ?? '')).toBe(
      `/ops?done=doctors: the canary ${CANARY} ended`,
    );
    expect(readCanaries(root)).toEqual({});
    expect(applied).toBe(1);
    expect(readHistory(root).at(-1)).toMatchObject({
      action: 'canary-rollback',
      reason: 'ended by an operator from /ops',
    });
  });
});
