// @vitest-environment node
/**
 * One site across hosts for what the site trusts: the signing keys (the site secret, the preview key) and the
 * /ops lockout. The keys' contract runs against both ways of keeping them: the deploy root's files (the site
 * servers of one host) and PostgreSQL (several hosts, DATABASE_URL; the run's throwaway cluster,
 * testing/postgres.ts), each store instance standing for a site server or a host with its own deploy root. Then
 * PostgreSQL away: a host serves from its copy on disk, in time, and never fails a request.
 */
import fs from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { previewKey, signPreview, verifyPreview } from '@clinic/deploy';
import { deployedSite } from '@clinic/deploy/src/testing/fakeDeployRoot';
import { testDatabase } from '@clinic/deploy/src/testing/postgres';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteApp } from '../app';
import { formTokenKeys, issueFormToken, readFormToken } from '../booking/formToken';
import { openGuardStore } from '../booking/guardStore';
import { newChallenge, proofHolds } from '../booking/proofOfWork';
import { type PasswordThrottle, passwordThrottle } from '../ops/passwordThrottle';
import { PAGE_VIEW_COOKIE, pageViews } from '../rum/pageView';
import { viewTokens } from '../rum/viewToken';
import { callTimer, closedPort, DECIDED_ALONE_MS } from '../testing/awayStore';
import { tempDir } from '../testing/servers';
import type { KeyRing } from './keyRing';
import { run as runRotate } from './rotateMain';
import {
  type KeyName,
  openSigningKeys,
  PREVIEW_KEY_GRACE_MS,
  type RotateOptions,
  rotateKey,
  SITE_KEY_GRACE_MS,
  type SigningKeys,
} from './signingKeys';
import { SITE_SECRET_FILE } from './siteSecret';

const quiet = () => {};
/** The contract's PostgreSQL timeout: generous, as this shared machine is busy; the production one is 50 ms. */
const CONTRACT_TIMEOUT_MS = 2000;
/** The brief a rotation has to reach every host. */
const PICKUP_MS = 5000;
const PAGE = { id: 'page-1', at: 0 };
const PREVIEW = { remote: 'doctors' as const, version: '1.1.0-00000002' };

/** A clock the test moves: the keys' grace is hours, the tokens' lifetimes too. */
function clock(start = Date.now()) {
  let at = start;
  const now = () => at;
  const set = (ms: number) => {
    at = ms;
  };
  return Object.assign(now, { set });
}

interface Store {
  /** A site server (files: of the one deploy root) or a host (PostgreSQL: with a deploy root of its own). */
  host(options?: { now?: () => number; root?: string; databaseUrl?: string }): SigningKeys & { root: string };
  rotate(name: KeyName, options?: Partial<RotateOptions>): ReturnType<typeof rotateKey>;
}

let opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.map((one) => one.close()));
  opened = [];
});

const backends: { name: string; shared: boolean; prepare: () => Promise<Store> }[] = [
  {
    name: 'files (the site servers of one deploy root)',
    shared: false,
    prepare: async () => {
      const root = tempDir('clinic-keys-');
      return {
        host: ({ now } = {}) => {
          const keys = openSigningKeys({ deployRoot: root, env: {}, log: quiet, now });
          opened.push(keys);
          return { ...keys, root };
        },
        rotate: (name, options) => rotateKey(name, { deployRoot: root, env: {}, ...options }),
      };
    },
  },
  {
    name: 'PostgreSQL (DATABASE_URL)',
    shared: true,
    prepare: async () => {
      // A database of its own for each case: the keys are the table's only rows.
      const databaseUrl = await testDatabase();
      const shared = { databaseUrl, timeoutMs: CONTRACT_TIMEOUT_MS, log: quiet };
      return {
        host: ({ now, root = tempDir('clinic-host-'), databaseUrl: url = databaseUrl } = {}) => {
          const keys = openSigningKeys({
            deployRoot: root,
            env: {},
            shared: { ...shared, databaseUrl: url },
            log: quiet,
            now,
          });
          opened.push(keys);
          return { ...keys, root };
        },
        rotate: (name, options) =>
          rotateKey(name, { deployRoot: tempDir('clinic-cli-'), env: {}, databaseUrl, ...options }),
      };
    },
  },
];

/** Every kind of token the site secret signs, signed by `ring` at `now`. */
async function signedBy(ring: KeyRing, now: () => number) {
  const challenge = await newChallenge(ring.current(), now());
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return {
    form: issueFormToken(formTokenKeys(ring).current(), '/booking', now()),
    view: viewTokens(ring, { now }).issue(null, PAGE, {}),
    page: pageViews(ring, { now }).issue(),
    proof: { challenge, solution },
  };
}

/** Which of those tokens `ring` accepts at `now` (a proof's own time is real time: it is checked apart). */
async function accepted(ring: KeyRing, tokens: Awaited<ReturnType<typeof signedBy>>, now: () => number) {
  const page = pageViews(ring, { now, ttlMs: Number.MAX_SAFE_INTEGER });
  return {
    form: readFormToken(formTokenKeys(ring).accepted(), tokens.form, '/booking', now(), 0).ok,
    view: viewTokens(ring, { now }).verify(tokens.view).ok,
    page: page.of({ headers: { cookie: `${PAGE_VIEW_COOKIE}=${tokens.page}` } } as never) !== null,
    proof: await proofHolds(ring.accepted(), tokens.proof),
  };
}
const ALL = { form: true, view: true, page: true, proof: true };
const NONE = { form: false, view: false, page: false, proof: false };

/** How long until every host's current site key is not `old` (a rotation reached it). */
async function pickedUp(hosts: SigningKeys[], old: Buffer) {
  const started = performance.now();
  await vi.waitFor(() => expect(hosts.every((host) => !host.site.current().equals(old))).toBe(true), {
    timeout: PICKUP_MS * 2,
    interval: 50,
  });
  return performance.now() - started;
}

describe.each(backends)('the signing keys on $name', ({ prepare, shared }) => {
  it('signs on one host what every other host accepts: form tokens, proofs, page views, view tokens, previews', async () => {
    const store = await prepare();
    const [a, b] = [store.host(), store.host()];
    await Promise.all([a.ready, b.ready]);
    expect(a.site.current().equals(b.site.current())).toBe(true);
    const now = () => Date.now();
    expect(await accepted(b.site, await signedBy(a.site, now), now)).toEqual(ALL);
    // Another site's secret signs nothing this site accepts.
    const other = (await prepare()).host();
    await other.ready;
    expect(await accepted(other.site, await signedBy(a.site, now), now)).toEqual(NONE);

    // A preview link as `npm run preview` signs it on host A, with the deploy root's key.
    const key = previewKey(a.root, { ...(shared ? { DATABASE_URL: 'postgres://' } : {}) }, { create: true });
    expect(key).toBeTruthy();
    const token = signPreview({ ...PREVIEW, expires: Date.now() + 3_600_000 }, key ?? '');
    // Without DATABASE_URL the file was just made: every site server reads it within a second.
    await vi.waitFor(() => expect(verifyPreview(token, b.preview.accepted()).ok).toBe(true), {
      timeout: 3000,
    });
  });

  it('makes one set of keys when hosts start together, the same on every host and its copy', async () => {
    const store = await prepare();
    const hosts = Array.from({ length: 4 }, () => store.host());
    await Promise.all(hosts.map((host) => host.ready));
    const [first, ...rest] = hosts as [SigningKeys & { root: string }, ...(SigningKeys & { root: string })[]];
    for (const host of rest) {
      expect(host.site.current().equals(first.site.current())).toBe(true);
      expect(host.preview.accepted()).toEqual(first.preview.accepted());
    }
    for (const host of hosts) {
      const copy = fs.readFileSync(path.join(host.root, SITE_SECRET_FILE), 'utf8');
      expect(copy).toBe(`${first.site.current().toString('hex')}\n`);
      expect(fs.statSync(path.join(host.root, SITE_SECRET_FILE)).mode & 0o777).toBe(0o600);
    }
    // PostgreSQL gives every host a preview key too; the files get theirs from the first `npm run preview`.
    expect(first.preview.accepted()).toHaveLength(shared ? 1 : 0);
  });

  it(`reaches every host within ${PICKUP_MS / 1000} s of a rotation; what the old key signed holds for one token lifetime, then not`, async () => {
    const store = await prepare();
    const now = clock();
    const [a, b] = [store.host({ now }), store.host({ now })];
    await Promise.all([a.ready, b.ready]);
    const old = a.site.current();
    const before = await signedBy(a.site, now);
    const rotatedAt = now();
    const record = await store.rotate('site', { now });
    expect(record.previous?.until).toBe(rotatedAt + SITE_KEY_GRACE_MS);
    expect(SITE_KEY_GRACE_MS).toBe(2 * 3_600_000); // a form token's lifetime, the longest of them
    expect(await pickedUp([a, b], old)).toBeLessThan(PICKUP_MS);
    expect(a.site.current().equals(b.site.current())).toBe(true);
    // New tokens are signed with the new key, on both hosts; the old ones still pass, on both.
    const after = await signedBy(b.site, now);
    expect(await accepted(a.site, after, now)).toEqual(ALL);
    expect(await accepted(b.site, before, now)).toEqual(ALL);
    expect(await accepted(a.site, before, now)).toEqual(ALL);

    // A form token served just before the rotation is still good just before its 2 hours are up.
    now.set(rotatedAt + SITE_KEY_GRACE_MS - 60_000);
    expect(readFormToken(formTokenKeys(b.site).accepted(), before.form, '/booking', now(), 0)).toMatchObject({
      ok: true,
    });
    // Then the old key is dropped: whatever it signed is forged now, whatever its own lifetime says.
    now.set(rotatedAt + SITE_KEY_GRACE_MS + 1);
    expect(await accepted(b.site, before, now)).toEqual(NONE);
    expect(viewTokens(b.site, { now }).verify(before.view)).toEqual({ ok: false, why: 'forged' });
    expect(b.site.accepted()).toHaveLength(1);
    expect((await accepted(b.site, await signedBy(a.site, now), now)).form).toBe(true);
  }, 30_000);

  it('keeps a rotated preview key for as long as a preview link can live (30 days), and --revoke drops it at once', async () => {
    const store = await prepare();
    const now = clock();
    const [a, b] = [store.host({ now }), store.host({ now })];
    await Promise.all([a.ready, b.ready]);
    if (!shared) previewKey(a.root, {}, { create: true }); // without PostgreSQL, made by the first preview
    await vi.waitFor(() => expect(b.preview.accepted()).toHaveLength(1), { timeout: 3000 });
    const [old = ''] = b.preview.accepted();
    const link = signPreview({ ...PREVIEW, expires: now() + PREVIEW_KEY_GRACE_MS }, old);
    const rotatedAt = now();
    await store.rotate('preview', { now });
    await vi.waitFor(() => expect(b.preview.accepted()[0]).not.toBe(old), { timeout: PICKUP_MS });
    expect(verifyPreview(link, b.preview.accepted(), now()).ok).toBe(true);
    now.set(rotatedAt + PREVIEW_KEY_GRACE_MS - 1);
    expect(verifyPreview(link, b.preview.accepted(), now()).ok).toBe(true);
    now.set(rotatedAt + PREVIEW_KEY_GRACE_MS + 1);
    expect(verifyPreview(link, b.preview.accepted(), now())).toEqual({ ok: false, why: 'forged' });

    // A leaked key: refused at once, everywhere.
    now.set(Date.now());
    const site = a.site.current();
    const signed = await signedBy(a.site, now);
    const record = await store.rotate('site', { now, revoke: true });
    expect(record.previous).toBeUndefined();
    await pickedUp([a, b], site);
    expect(await accepted(b.site, signed, now)).toEqual(NONE);
  }, 30_000);
});

describe('npm run rotate-secret with DATABASE_URL', () => {
  it('rotates the key every host shares, from any machine', async () => {
    const databaseUrl = await testDatabase();
    const host = openSigningKeys({
      deployRoot: tempDir('clinic-host-'),
      env: {},
      shared: { databaseUrl, log: quiet },
    });
    opened.push(host);
    await host.ready;
    const old = host.site.current();
    const env = { DATABASE_URL: databaseUrl, DEPLOY_ROOT: tempDir('clinic-cli-') };
    const rotated = await runRotate(['site'], env);
    expect(rotated).toMatchObject({
      code: 0,
      out: expect.stringMatching(/every host signs with it within 5 s/),
    });
    expect(await pickedUp([host], old)).toBeLessThan(PICKUP_MS);
    expect(host.site.accepted()[1]?.equals(old)).toBe(true);
    const revoked = await runRotate(['site', '--revoke'], env);
    expect(revoked.out).toMatch(/the previous one is refused from now on/);
    await vi.waitFor(() => expect(host.site.accepted()).toHaveLength(1), { timeout: PICKUP_MS });
    // PostgreSQL away: nothing rotated, and said so.
    const away = `postgres://postgres@127.0.0.1:${await closedPort()}/clinic`;
    expect(await runRotate(['preview'], { ...env, DATABASE_URL: away })).toMatchObject({
      code: 1,
      out: expect.stringMatching(/ECONNREFUSED.*nothing was rotated/),
    });
  }, 30_000);
});

describe('the signing keys when PostgreSQL is away', () => {
  it('serves from the copy on disk a host that starts with PostgreSQL unreachable, and never fails a call', async () => {
    const databaseUrl = await testDatabase();
    const shared = { databaseUrl, timeoutMs: CONTRACT_TIMEOUT_MS, log: quiet };
    const root = tempDir('clinic-host-');
    const first = openSigningKeys({ deployRoot: root, env: {}, shared, log: quiet });
    await first.ready;
    const [site, preview] = [first.site.current(), first.preview.accepted()];
    const tokens = await signedBy(first.site, Date.now);
    await first.close();

    const away = `postgres://postgres@127.0.0.1:${await closedPort()}/clinic`;
    const restarted = openSigningKeys({
      deployRoot: root,
      env: {},
      shared: { databaseUrl: away, log: quiet },
    });
    opened.push(restarted);
    expect(restarted.site.current().equals(site)).toBe(true);
    expect(restarted.preview.accepted()).toEqual(preview);
    expect(await accepted(restarted.site, tokens, Date.now)).toEqual(ALL);

    // A new host without a copy: a key of its own meanwhile, no preview key; nothing throws.
    const fresh = openSigningKeys({
      deployRoot: tempDir('clinic-host-'),
      env: {},
      shared: { databaseUrl: away, log: quiet },
    });
    opened.push(fresh);
    expect(fresh.site.current()).toHaveLength(32);
    expect(fresh.preview.accepted()).toEqual([]);
    // Its polls fail in the background; the keys it has stay.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(restarted.site.current().equals(site)).toBe(true);
  }, 20_000);
});

describe('the /ops lockout across hosts (PostgreSQL)', () => {
  it('counts wrong passwords and lockouts of an address on every host', async () => {
    const databaseUrl = await testDatabase();
    const shared = { databaseUrl, timeoutMs: CONTRACT_TIMEOUT_MS, log: quiet };
    let busy = 0;
    const [a, b] = [0, 1].map(() =>
      passwordThrottle({ wrongPerMinute: 3, firstLockSeconds: 1, shared, onBusy: () => busy++ }),
    ) as [PasswordThrottle, PasswordThrottle];
    opened.push(a, b);
    await Promise.all([a.ready, b.ready]);
    expect(await a.failed('203.0.113.7')).toBe(0);
    expect(await b.failed('203.0.113.7')).toBe(0);
    expect(await b.lockedFor('203.0.113.7')).toBe(0);
    // The third wrong one, on either host, locks the address out on both.
    expect(await a.failed('203.0.113.7')).toBe(1000);
    expect(await b.lockedFor('203.0.113.7')).toBeGreaterThan(0);
    expect(await a.lockedFor('203.0.113.7')).toBeGreaterThan(0);
    expect(await b.lockedFor('2001:db8::/64')).toBe(0);
    // Its next lockout, on the other host, lasts twice as long: the lockouts are counted across hosts too.
    await vi.waitFor(async () => expect(await b.lockedFor('203.0.113.7')).toBe(0), { timeout: 5000 });
    expect(await b.failed('203.0.113.7')).toBe(0);
    expect(await b.failed('203.0.113.7')).toBe(0);
    expect(await b.failed('203.0.113.7')).toBe(2000);
    // A right password on one host clears the wrong ones before it on every host.
    await b.failed('198.51.100.1');
    await b.failed('198.51.100.1');
    await a.succeeded('198.51.100.1');
    expect(await b.failed('198.51.100.1')).toBe(0);
    expect(busy).toBe(0);
  }, 20_000);

  it('decides alone, in time, when PostgreSQL is unreachable or never answers', async () => {
    const sockets: net.Socket[] = [];
    let hangUp = false;
    const mute = net.createServer((socket) => (hangUp ? socket.destroy() : void sockets.push(socket)));
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const ports = [await closedPort(), (mute.address() as net.AddressInfo).port];
    for (const port of ports) {
      let busy = 0;
      const throttle = passwordThrottle({
        wrongPerMinute: 2,
        shared: { databaseUrl: `postgres://postgres@127.0.0.1:${port}/clinic`, log: quiet },
        onBusy: () => busy++,
      });
      const { timed, slowest } = callTimer();
      expect(await timed(() => throttle.lockedFor('203.0.113.9'))).toBe(0);
      expect(await timed(() => throttle.failed('203.0.113.9'))).toBe(0);
      expect(await timed(() => throttle.failed('203.0.113.9'))).toBeGreaterThan(0);
      expect(await timed(() => throttle.lockedFor('203.0.113.9'))).toBeGreaterThan(0);
      expect(await timed(() => throttle.lockedFor('203.0.113.10'))).toBe(0);
      expect(slowest()).toBeLessThan(DECIDED_ALONE_MS);
      expect(busy).toBeGreaterThan(0);
      hangUp = true; // the pool's connection attempt fails now, not when it times out (2 s)
      for (const socket of sockets) socket.destroy();
      await throttle.close();
    }
    await new Promise((resolve) => mute.close(resolve));
  }, 20_000);
});

describe('a site server whose PostgreSQL is unreachable', () => {
  let server: http.Server | undefined;
  afterEach(() => void server?.close());

  it('serves pages, challenges, view tokens and /ops from its copy and its memory: in time, never a 500', async () => {
    const databaseUrl = await testDatabase();
    const root = deployedSite();
    const first = openSigningKeys({ deployRoot: root, env: {}, shared: { databaseUrl, log: quiet } });
    await first.ready;
    const key = first.site.current();
    await first.close();

    const shared = { databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/clinic`, log: quiet };
    const keys = openSigningKeys({ deployRoot: root, env: {}, shared });
    const store = openGuardStore(shared);
    const opsThrottle = passwordThrottle({ shared });
    opened.push(keys, store, opsThrottle);
    const token = 'ops-token-for-tests';
    server = createSiteApp({
      deployRoot: root,
      apiOrigin: 'http://127.0.0.1:9',
      rum: { opsToken: token, secret: keys.site },
      bookings: { secret: keys.site, store },
      previewKeys: keys.preview,
      opsThrottle,
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server?.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    const times: number[] = [];
    const get = async (url: string, headers: Record<string, string> = {}) => {
      const started = performance.now();
      const response = await fetch(`${base}${url}`, {
        headers: { 'x-forwarded-for': '203.0.113.7', ...headers },
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      expect(response.status).toBeLessThan(500);
      return response;
    };
    const page = await get('/');
    times.length = 0; // the first answer warms the static files up
    const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie.startsWith(`${PAGE_VIEW_COOKIE}=`)).toBe(true);
    // The page view was signed with the copy's key: what the other hosts sign with.
    expect(pageViews(key).of({ headers: { cookie } } as never)).not.toBeNull();
    expect((await get('/rum/view-token', { cookie })).status).toBe(200);
    expect((await get('/booking-challenge')).status).toBe(200);
    const basic = (password: string) => ({
      authorization: `Basic ${Buffer.from(`ops:${password}`).toString('base64')}`,
    });
    const statuses = [];
    for (let n = 0; n < 5; n++) statuses.push((await get('/ops', basic(`guess-${n}`))).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await get('/ops', { ...basic(token), 'x-forwarded-for': '198.51.100.1' })).status).toBe(200);
    // Each within the ~100 ms a request may spend on the shared state (50 ms at most on PostgreSQL), with this busy
    // machine's slack; a request that waited on PostgreSQL's connection would take its 2 s timeout.
    expect(Math.max(...times), `request times ${times.map(Math.round).join(', ')} ms`).toBeLessThan(
      DECIDED_ALONE_MS,
    );
  }, 20_000);
});
