// @vitest-environment node
import path from 'node:path';
import { readCanaries, startCanary } from '@clinic/deploy';
import { addVersion, deployedSite } from '@clinic/deploy/src/testing/fakeDeployRoot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RumStore } from '../rum/store';
import { type Running, startSite } from '../testing/servers';
import { analyseCanaries } from './controller';

// deployedSite(): version 1.0.0-0000000<i> of the i-th remote is live; doctors is the third.
const STABLE = '1.0.0-00000002';
const CANARY = '1.0.0-000000c1';
const SECRET = Buffer.alloc(32, 5);

const running: Running[] = [];
const stores: RumStore[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(running.splice(0).map((site) => site.stop()));
  for (const store of stores.splice(0)) store.close();
});

/** A site with a doctors canary at 10 % and its beacon store, as `npm start` runs them. */
async function canarySite() {
  const root = deployedSite();
  addVersion(root, 'doctors', CANARY);
  startCanary(root, 'doctors', CANARY, 10, { warn: () => {} });
  const store = new RumStore({
    file: path.join(root, '.rum', 'rum.sqlite'),
    retentionMs: 3_600_000,
    maxRows: 100_000,
  });
  stores.push(store);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const site = await startSite(root, 'http://127.0.0.1:9', {
    rum: { store, perMinute: 1_000_000, secret: SECRET },
  });
  running.push(site);
  return { root, store, site };
}

/** The versions a view token names (its payload is readable: only its signature is the server's). */
const versionsOf = (token: string): Record<string, string> =>
  JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')).r;

const errorBeacon = (version: string) =>
  JSON.stringify({
    v: 1,
    views: [{ owner: 'doctors', remotes: { doctors: { version, errors: 1 } }, lcp: 900 }],
  });

describe('a canary’s verdict counts page views only', () => {
  it('hands no view token without a page this site served', async () => {
    const { site } = await canarySite();
    const asked = await fetch(`${site.baseUrl}/rum/view-token`);
    expect(asked.status).toBe(403);
    const forged = await fetch(`${site.baseUrl}/rum/view-token`, { headers: { cookie: 'rum_page=a.b.c' } });
    expect(forged.status).toBe(403);
    const page = await fetch(`${site.baseUrl}/doctors-list/list`);
    const cookie = /rum_page=[^;]+/.exec(page.headers.get('set-cookie') ?? '')?.[0];
    const set = page.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/rum_page=[^;]+; Max-Age=1800; Path=\/rum;/);
    expect(set).toMatch(/rum_page=[^\n]*HttpOnly; SameSite=Strict/);
    const token = await fetch(`${site.baseUrl}/rum/view-token`, { headers: { cookie: cookie ?? '' } });
    expect(token.status).toBe(200);
    expect(await token.text()).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('the issue’s attack: 107 page views’ tokens, error beacons for the canary’s from six networks, roll nothing back', async () => {
    const { root, store, site } = await canarySite();
    const networks = [
      '95.56.12.7',
      '2.134.7.9',
      '178.89.1.2',
      '2a03:32c0:3:1::5',
      '2a03:32c0:4:1::5',
      '37.99.3.4',
    ];
    const canaryTokens: string[] = [];
    const stableTokens: string[] = [];
    // Each a page fetched with no cookie: a fresh canary visitor, a fresh page view, and its token.
    for (let n = 0; n < 107 && canaryTokens.length < 6; n += 1) {
      const page = await fetch(`${site.baseUrl}/doctors-list/list`);
      const cookies = (page.headers.get('set-cookie') ?? '').match(/(rum_page|mfe_visitor)=[^;]+/g) ?? [];
      const token = await (
        await fetch(`${site.baseUrl}/rum/view-token`, { headers: { cookie: cookies.join('; ') } })
      ).text();
      (versionsOf(token).doctors === CANARY ? canaryTokens : stableTokens).push(token);
    }
    expect(canaryTokens).toHaveLength(6);
    const send = (token: string, from: string, version: string) =>
      fetch(`${site.baseUrl}/rum?t=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': from },
        body: errorBeacon(version),
      });
    for (const [i, token] of canaryTokens.entries())
      expect((await send(token, networks[i] as string, CANARY)).status).toBe(204);
    store.flush();
    const health = store.health.bind(store);
    // Counted, each its own visitor: the beacons were taken, the verdict is what holds.
    expect(health('doctors', CANARY, 0, Date.now() + 1)).toMatchObject({ visitors: 6, sources: 6 });
    const [look] = analyseCanaries(root, health);
    expect(look?.decision.verdict).toBe('wait');
    expect(look?.decision.reason).toMatch(/hard gate waits: 6 networks of 30 needed at 10 %/);
    // The same sender's stable tokens beaconed too (clean), from the same six networks: still no verdict.
    for (const [i, token] of stableTokens.entries()) {
      await fetch(`${site.baseUrl}/rum?t=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': networks[i % 6] as string },
        body: JSON.stringify({
          v: 1,
          views: [{ owner: 'doctors', remotes: { doctors: { version: STABLE } } }],
        }),
      });
    }
    store.flush();
    expect(analyseCanaries(root, health)[0]?.decision.verdict).toBe('wait');
    expect(readCanaries(root).doctors?.version).toBe(CANARY);
  });
});
