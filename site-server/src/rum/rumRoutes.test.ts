// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { openLiveRoot, startCanary } from '@clinic/deploy';
import { addVersion, deployedSite } from '@clinic/deploy/src/testing/fakeDeployRoot';
import Database from 'better-sqlite3';
import express from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyseCanaries } from '../canary/controller';
import { newVisitorId, visitorPercentile } from '../visitors/assignment';
import { createVisitorVersions } from '../visitors/visitorVersions';
import { PAGE_VIEW_COOKIE, pageViews } from './pageView';
import { rumRoutes, VIEW_TOKEN_PATH } from './rumRoutes';
import { RumStore } from './store';
import { viewTokens } from './viewToken';

// deployedSite(): version 1.0.0-0000000<i> of the i-th remote is live; doctors (the third) gets a canary at 50 %.
const STABLE = '1.0.0-00000002';
const CANARY = '1.1.0-00000009';
const SECRET = Buffer.alloc(32, 7);
const TOKEN = 'ops-token-for-the-test';

type Server = { base: string; server: http.Server; store: RumStore };
let root = '';
let dbFile = '';
/** Two site servers on one deploy root and one database, as `npm start` runs them; fresh for each test. */
let servers: Server[] = [];
async function startServer(): Promise<Server> {
  const store = new RumStore({ file: dbFile, retentionMs: 3_600_000, maxRows: 100_000, visitorViews: 40 });
  const app = express();
  app.set('trust proxy', 'loopback');
  const versions = createVisitorVersions(openLiveRoot(root), { onRejectedPreview: () => {} });
  app.use(rumRoutes(root, { store, perMinute: 5, opsToken: TOKEN, versions, secret: SECRET }));
  app.use((_req, res) => {
    res.status(404).end();
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, store };
}
beforeEach(async () => {
  root = deployedSite();
  addVersion(root, 'doctors', CANARY);
  startCanary(root, 'doctors', CANARY, 50, { warn: () => {} });
  dbFile = path.join(root, '.rum', 'rum.sqlite');
  servers = [await startServer(), await startServer()];
});
afterEach(async () => {
  for (const { server, store } of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    store.close();
  }
});
const one = () => servers[0] as Server;
const two = () => servers[1] as Server;

/** A visitor id on the chosen side of the 50 % canary. */
function visitorOn(side: 'canary' | 'stable'): string {
  for (;;) {
    const id = newVisitorId();
    if (visitorPercentile(id, 'doctors', CANARY) < 50 === (side === 'canary')) return id;
  }
}

let client = 0;
const nextAddress = () => `10.1.0.${++client}`;
/** A token as a page of this visitor gets it, from the given server. */
const tokenFor = async (visitor: string, from = one()) => {
  const response = await fetch(`${from.base}${VIEW_TOKEN_PATH}`, {
    headers: { cookie: `mfe_visitor=${visitor}; ${PAGE_VIEW_COOKIE}=${pageViews(SECRET).issue()}` },
  });
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.text();
};
const post = (
  body: string,
  {
    token,
    to = one(),
    from = nextAddress(),
    type = 'text/plain;charset=UTF-8',
  }: { token?: string; to?: Server; from?: string; type?: string } = {},
) =>
  fetch(`${to.base}/rum${token === undefined ? '' : `?t=${encodeURIComponent(token)}`}`, {
    method: 'POST',
    body,
    headers: { 'content-type': type ?? 'text/plain', 'x-forwarded-for': from },
  });
/** A beacon of `views` views of a doctors page, naming `version` of doctors. */
const beacon = (version: string, { views = 1, errors = 0 } = {}) =>
  JSON.stringify({
    v: 1,
    views: Array.from({ length: views }, () => ({
      owner: 'doctors',
      remotes: { doctors: { version, ...(errors ? { errors } : {}) } },
      lcp: 900,
    })),
  });
const metrics = async (headers: Record<string, string> = {}) =>
  (await fetch(`${one().base}/metrics`, { headers })).text();
const dropped = async (reason: string) =>
  Number(
    new RegExp(`rum_beacons_dropped_total\\{reason="${reason}"\\} (\\d+)`).exec(await metrics())?.[1] ?? 0,
  );
const health = (version: string) => {
  for (const { store } of servers) store.flush();
  return one().store.health('doctors', version, 0, Date.now() + 1);
};

describe('POST /rum', () => {
  it('stores a beacon with the view token of its page, as text/plain (sendBeacon) or JSON', async () => {
    const visitor = visitorOn('stable');
    expect((await post(beacon(STABLE, { errors: 1 }), { token: await tokenFor(visitor) })).status).toBe(204);
    const json = { token: await tokenFor(visitor), type: 'application/json' };
    expect((await post(beacon(STABLE), json)).status).toBe(204);
    expect(health(STABLE)).toMatchObject({ views: 2, errors: 1, visitors: 1 });
    expect(await metrics()).toMatch(
      new RegExp(`rum_page_views_total\\{remote="doctors",version="${STABLE}"\\} 2`),
    );
  });

  it('stores the field view of a schema 2 beacon, takes schema 1 as health only, stores nothing of a refused one', async () => {
    const visitor = visitorOn('stable');
    const view = (patch: Record<string, unknown>) => ({
      owner: 'shell',
      remotes: { doctors: { version: STABLE } },
      kind: 'home',
      device: 'phone',
      lang: 'kk',
      ...patch,
    });
    const v2 = (...views: unknown[]) => JSON.stringify({ v: 2, views });
    const lcpBy = {
      element: 'main>h1',
      timeToFirstByte: 200,
      resourceLoadDelay: 0,
      resourceLoadDuration: 0,
      elementRenderDelay: 700,
    };
    const sent = v2(view({ lcp: 900, ttfb: 200, lcpBy }), view({ kind: 'about-us' }));
    expect((await post(sent, { token: await tokenFor(visitor) })).status).toBe(204);
    expect((await post(beacon(STABLE), { token: await tokenFor(visitor) })).status).toBe(204);
    const refused = v2(view({ lcp: 5000, lcpBy: { ...lcpBy, element: '<img src=x>' } }));
    expect((await post(refused, { token: await tokenFor(visitor) })).status).toBe(400);
    expect(await dropped('attribution')).toBe(1);
    for (const { store } of servers) store.flush();
    // Health as before (the schema 2 views are the shell's pages: their LCP is not the doctors'); one field row,
    // since a view without vitals is none.
    expect(health(STABLE)).toMatchObject({ views: 3, lcp: [900] });
    expect(one().store.field(0, Date.now() + 1)).toEqual([
      expect.objectContaining({
        kind: 'home',
        device: 'phone',
        lang: 'kk',
        lcp: { n: 1, p75: 900, worst: 900 },
        ttfb: { n: 1, p75: 200, worst: 200 },
        worstLcp: { element: 'main>h1', parts: [200, 0, 0, 700] },
      }),
    ]);
  });

  it('drops a beacon without a token, with a forged, expired or malformed one, answering as to a good one', async () => {
    const canaryToken = await tokenFor(visitorOn('canary'));
    const [payload] = canaryToken.split('.');
    const page = { id: 'page', at: Date.now() };
    const otherKey = viewTokens(Buffer.alloc(32, 9)).issue(visitorOn('canary'), page, { doctors: CANARY });
    const expired = viewTokens(SECRET, { now: () => Date.now() - 3_600_000 }).issue(null, page, {
      doctors: CANARY,
    });
    const cases: Array<[string | undefined, string]> = [
      [undefined, 'token-missing'],
      [otherKey, 'token-forged'],
      [`${payload}.${'A'.repeat(43)}`, 'token-forged'],
      [expired, 'token-expired'],
      ['not a token', 'token-malformed'],
    ];
    for (const [token, reason] of cases) {
      const counted = await dropped(reason);
      expect((await post(beacon(CANARY, { errors: 1 }), { token })).status).toBe(204);
      expect(await dropped(reason)).toBe(counted + 1);
    }
    expect(health(CANARY).views).toBe(0);
  });

  it('drops a beacon naming versions its token was not served', async () => {
    const stableVisitor = await tokenFor(visitorOn('stable'));
    expect((await post(beacon(CANARY, { errors: 1 }), { token: stableVisitor })).status).toBe(204);
    expect(await dropped('wrong-versions')).toBe(1);
    expect(health(CANARY).views).toBe(0);
  });

  it('counts a token once: a replay to the same or another site server is dropped', async () => {
    const token = await tokenFor(visitorOn('canary'));
    const body = beacon(CANARY);
    expect((await post(body, { token })).status).toBe(204);
    expect((await post(body, { token })).status).toBe(204);
    expect((await post(body, { token, to: two() })).status).toBe(204);
    expect(health(CANARY).views).toBe(1);
    expect(await dropped('replayed')).toBe(1);
    // The other server's replay was dropped by the shared store (its own /metrics counts it).
    const theirs = await (await fetch(`${two().base}/metrics`)).text();
    expect(theirs).toContain('rum_beacons_dropped_total{reason="replayed"} 1');
  });

  it("caps one visitor's views across site servers, whatever number of tokens it holds", async () => {
    const visitor = visitorOn('canary');
    expect((await post(beacon(CANARY, { views: 20 }), { token: await tokenFor(visitor) })).status).toBe(204);
    expect(health(CANARY).views).toBe(20);
    const onTwo = { token: await tokenFor(visitor, two()), to: two() };
    expect((await post(beacon(CANARY, { views: 20 }), onTwo)).status).toBe(204);
    expect(health(CANARY).views).toBe(40);
    // The cap (40 in this test) is reached: one more view, with a fresh token, is over it.
    expect((await post(beacon(CANARY), { token: await tokenFor(visitor) })).status).toBe(204);
    expect(health(CANARY)).toMatchObject({ views: 40, visitors: 1 });
    expect(await dropped('visitor-cap')).toBe(1);
  });

  it('answers at once while another process holds the database, dropping and counting that batch', async () => {
    const other = new Database(dbFile);
    other.exec('BEGIN IMMEDIATE');
    try {
      expect((await post(beacon(STABLE), { token: await tokenFor(visitorOn('stable')) })).status).toBe(204);
      one().store.flush();
    } finally {
      other.exec('COMMIT');
      other.close();
    }
    expect(await dropped('busy')).toBe(1);
  });

  it('drops and counts a bad, oversized, unknown-version or other-type beacon, never with a 500', async () => {
    const token = () => tokenFor(visitorOn('stable'));
    expect((await post('{"v":1', { token: await token() })).status).toBe(400);
    expect((await post(beacon('6.6.6'), { token: await token() })).status).toBe(400);
    expect((await post('x'.repeat(9000), { token: await token() })).status).toBe(413);
    expect(
      (await post(beacon(STABLE), { token: await token(), type: 'multipart/form-data; boundary=x' })).status,
    ).toBe(400);
    for (const reason of ['not-json', 'unknown-version', 'too-large', 'unreadable']) {
      expect(await dropped(reason)).toBe(1);
    }
  });

  it('limits each client IP on each server before reading anything', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) codes.push((await post(beacon(STABLE), { from: '10.9.9.9' })).status);
    expect(codes).toEqual([204, 204, 204, 204, 204, 429, 429]);
    expect(await dropped('rate-limited')).toBe(2);
  });
});

describe("the issue's six forged beacons", () => {
  it('leave the canary running: no tokens, then one visitor’s tokens, never a rollback', async () => {
    for (let i = 0; i < 3; i += 1) {
      await post(beacon(CANARY, { views: 20, errors: 1 }));
      await post(beacon(STABLE, { views: 20 }));
    }
    // The same with genuine tokens, all of one canary visitor: twenty views of one visitor are one visitor.
    const visitor = visitorOn('canary');
    for (let i = 0; i < 2; i += 1)
      await post(beacon(CANARY, { views: 20, errors: 1 }), { token: await tokenFor(visitor) });
    for (const { store } of servers) store.flush();
    const [step] = analyseCanaries(root, one().store.health.bind(one().store));
    expect(step).toMatchObject({ remote: 'doctors', action: 'none', decision: { verdict: 'wait' } });
    expect(step?.decision.reason).toMatch(/too few visitors/);
  });
});

describe('GET /metrics', () => {
  it('answers on loopback, or with the ops token; never a forwarded request without it', async () => {
    expect(await metrics()).toContain('rum_beacons_accepted_total');
    const forwarded = await fetch(`${one().base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.status).toBe(404);
    expect(await metrics({ 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` })).toContain(
      'rum_page_views_total',
    );
    const wrong = await fetch(`${one().base}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(404);
  });
});
