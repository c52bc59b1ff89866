// @vitest-environment node
/**
 * The booking guard's store, one contract for both shared implementations: SQLite (the site servers of one deploy
 * root) and PostgreSQL (several hosts, DATABASE_URL; the run's throwaway cluster, testing/postgres.ts). Two store
 * instances stand for two site servers or two hosts. Then PostgreSQL away: the guard decides alone, in time.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { testDatabase } from '@clinic/deploy/src/testing/postgres';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callTimer, closedPort, DECIDED_ALONE_MS, storeRelay } from '../testing/awayStore';
import { tempDir } from '../testing/servers';
import { type GuardLimiter, type GuardStore, openGuardStore } from './guardStore';
import { GUARD_TIMEOUT_MS } from './postgresGuardStore';

const quiet = () => {};
/** A key no other case uses (the stores of one backend share their tables). */
const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;

/** What a limiter answered: the points left, or `spent` and when to come back. */
async function spend(limiter: GuardLimiter, key: string) {
  try {
    return { left: (await limiter.consume(key)).remainingPoints };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return { spent: true, retryMs: rejection.msBeforeNext };
  }
}

/** The contract suite's PostgreSQL timeout: generous, as this shared machine is busy; the production one is below. */
const CONTRACT_TIMEOUT_MS = 2000;

const backends: { name: string; prepare: () => Promise<{ open: () => GuardStore; done?: () => void }> }[] = [
  {
    name: 'SQLite (one deploy root)',
    prepare: async () => {
      const dir = tempDir('clinic-guard-');
      const file = path.join(dir, 'booking-guard.sqlite');
      return {
        open: () => openGuardStore(file),
        done: () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'PostgreSQL (DATABASE_URL)',
    prepare: async () => {
      // A database of its own on the run's cluster, which is thrown away with it.
      const databaseUrl = await testDatabase();
      return { open: () => openGuardStore({ databaseUrl, timeoutMs: CONTRACT_TIMEOUT_MS, log: quiet }) };
    },
  },
];

describe.each(backends)('the booking guard’s store on $name', ({ prepare }) => {
  let open: () => GuardStore;
  let done: (() => void) | undefined;
  let opened: GuardStore[] = [];
  let busy = 0;
  beforeAll(async () => {
    ({ open, done } = await prepare());
  }, 60_000);
  afterAll(() => done?.());
  afterEach(async () => {
    await Promise.all(opened.map((store) => store.close()));
    opened = [];
    // Every answer above came from the shared store, none from a process deciding alone.
    expect(busy).toBe(0);
  });
  /** Two site servers (or hosts) over the same shared store. */
  async function hosts(): Promise<[GuardStore, GuardStore]> {
    const pair = [open(), open()] as [GuardStore, GuardStore];
    for (const store of pair) store.onBusy(() => busy++);
    opened.push(...pair);
    await Promise.all(pair.map((store) => store.ready));
    return pair;
  }

  it('shares each limit between hosts: per key and prefix, refused past the allowance with the time to wait', async () => {
    const [a, b] = await hosts();
    const [formA, formB] = [a.limiter('form', 3, 600), b.limiter('form', 3, 600)];
    const client = unique('203.0.113.7');
    expect(await spend(formA, client)).toEqual({ left: 2 });
    expect(await spend(formB, client)).toEqual({ left: 1 });
    expect(await spend(formA, client)).toEqual({ left: 0 });
    const refused = await spend(formB, client);
    expect(refused.spent).toBe(true);
    expect(refused.retryMs).toBeGreaterThan(595_000);
    expect(refused.retryMs).toBeLessThanOrEqual(600_000);
    // Another client, and the same client's other allowance, are untouched.
    expect(await spend(formA, unique('203.0.113.8'))).toEqual({ left: 2 });
    expect(await spend(b.limiter('api', 3, 600), client)).toEqual({ left: 2 });
  });

  it('gives a spent limit back when its window ends', async () => {
    const [a, b] = await hosts();
    const client = unique('198.51.100.1');
    expect(await spend(a.limiter('expiring', 1, 1), client)).toEqual({ left: 0 });
    expect((await spend(b.limiter('expiring', 1, 1), client)).spent).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await spend(b.limiter('expiring', 1, 1), client)).toEqual({ left: 0 });
  });

  it('records a token’s one use: fresh, then the same booking again, or another booking', async () => {
    const [a, b] = await hosts();
    const nonce = unique('form');
    const expires = Date.now() + 60_000;
    expect(await a.useOnce(nonce, 'digest-1', expires)).toBe('fresh');
    expect(await b.useOnce(nonce, 'digest-1', expires)).toBe('same');
    expect(await a.useOnce(nonce, 'digest-1', expires)).toBe('same');
    expect(await b.useOnce(nonce, 'digest-2', expires)).toBe('other');
    expect(await b.useOnce(unique('form'), 'digest-2', expires)).toBe('fresh');
  });

  it('knows when a booking was first posted within the window, on every host, and starts anew after it', async () => {
    const [a, b] = await hosts();
    const digest = unique('booking');
    const t0 = Date.now();
    expect(await a.firstPosted(digest, t0, 1000)).toBe(t0);
    expect(await b.firstPosted(digest, t0 + 500, 1000)).toBe(t0);
    expect(await a.firstPosted(digest, t0 + 999, 1000)).toBe(t0);
    // The window runs from the first post: at its end the same booking is a new one, with a window of its own.
    expect(await b.firstPosted(digest, t0 + 1000, 1000)).toBe(t0 + 1000);
    expect(await a.firstPosted(digest, t0 + 1500, 1000)).toBe(t0 + 1000);
    expect(await a.firstPosted(unique('booking'), t0 + 1500, 1000)).toBe(t0 + 1500);
  });

  it('lets exactly one of two hosts racing on a key have it fresh', async () => {
    const [a, b] = await hosts();
    const expires = Date.now() + 60_000;
    const nonces = Array.from({ length: 20 }, () => unique('proof'));
    const uses = await Promise.all(
      nonces.map((nonce) => Promise.all([a.useOnce(nonce, 'd', expires), b.useOnce(nonce, 'd', expires)])),
    );
    for (const pair of uses) expect(pair.sort()).toEqual(['fresh', 'same']);
    const digests = Array.from({ length: 20 }, () => unique('booking'));
    const now = Date.now();
    const firsts = await Promise.all(
      digests.map((digest, i) =>
        Promise.all([a.firstPosted(digest, now + i, 60_000), b.firstPosted(digest, now + i + 1, 60_000)]),
      ),
    );
    for (const [first, second] of firsts) expect(first).toBe(second);
    // A limit raced from both hosts counts every post: 10 allowed of 12, whichever host took them.
    const client = unique('192.0.2.1');
    const [la, lb] = [a.limiter('race', 10, 600), b.limiter('race', 10, 600)];
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => spend(i % 2 ? la : lb, client)));
    expect(results.filter((result) => result.spent)).toHaveLength(2);
  });
});

describe('the booking guard when PostgreSQL is away', () => {
  /** Takes at most about 100 ms per call (the guard's 50 ms, and a busy machine's slack). */

  /** Runs the guard's three decisions once each on `store`; every call in time, each decided. */
  async function decide(store: GuardStore) {
    const { timed, slowest } = callTimer();
    // 20 a window shared; alone, a site server allows a tenth of it: 2.
    const limiter = store.limiter('form', 20, 600);
    const client = unique('203.0.113.9');
    const spends = [];
    for (let i = 0; i < 3; i++) spends.push(await timed(() => spend(limiter, client)));
    const nonce = unique('form');
    const expires = Date.now() + 60_000;
    const uses = [
      await timed(() => store.useOnce(nonce, 'd1', expires)),
      await timed(() => store.useOnce(nonce, 'd1', expires)),
      await timed(() => store.useOnce(nonce, 'd2', expires)),
    ];
    const now = Date.now();
    const digest = unique('booking');
    const firsts = [
      await timed(() => store.firstPosted(digest, now, 60_000)),
      await timed(() => store.firstPosted(digest, now + 10, 60_000)),
    ];
    return { spends, uses, firsts, now, slowest: slowest() };
  }

  /** Whether every decision is the one a lone site server makes: the limit held, the one use, the first post. */
  function decidedAlone(decided: Awaited<ReturnType<typeof decide>>) {
    expect(decided.spends.map((result) => result.left ?? 'spent')).toEqual([1, 0, 'spent']);
    expect(decided.uses).toEqual(['fresh', 'same', 'other']);
    expect(decided.firsts).toEqual([decided.now, decided.now]);
    expect(decided.slowest).toBeLessThan(DECIDED_ALONE_MS);
  }

  async function awayStore(databaseUrl: string) {
    const store = openGuardStore({ databaseUrl, log: quiet });
    let busy = 0;
    store.onBusy(() => busy++);
    return { store, busy: () => busy };
  }

  it('decides alone at once when nothing listens at its address', async () => {
    const closed = await closedPort();
    const { store, busy } = await awayStore(`postgres://postgres@127.0.0.1:${closed}/clinic`);
    decidedAlone(await decide(store));
    expect(busy()).toBe(8);
    await store.close();
  });

  it('decides alone at once when its address accepts and never answers', async () => {
    const sockets: net.Socket[] = [];
    let hangUp = false;
    const mute = net.createServer((socket) => (hangUp ? socket.destroy() : void sockets.push(socket)));
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const { port } = mute.address() as net.AddressInfo;
    const { store, busy } = await awayStore(`postgres://postgres@127.0.0.1:${port}/clinic`);
    decidedAlone(await decide(store));
    expect(busy()).toBe(8);
    hangUp = true; // the store's connection attempt fails now, not when it times out (2 s)
    for (const socket of sockets) socket.destroy();
    await store.close();
    await new Promise((resolve) => mute.close(resolve));
  });

  it(`waits ${GUARD_TIMEOUT_MS} ms at most for a store cut off mid-way or killed, and resumes by itself`, async () => {
    const databaseUrl = await testDatabase();
    const path = await storeRelay(databaseUrl);
    const { store, busy } = await awayStore(path.url);
    const other = openGuardStore({ databaseUrl, log: quiet }); // another host, which still reaches it
    await Promise.all([store.ready, other.ready]);
    const nonce = unique('form');
    expect(await store.useOnce(nonce, 'd', Date.now() + 60_000)).toBe('fresh');
    // A flood's address the store has answered spent: 2 a window (alone, this server would allow 1 more).
    const flooding = store.limiter('flood', 2, 600);
    const flood = unique('198.51.100.7');
    expect([await spend(flooding, flood), await spend(flooding, flood)]).toEqual([{ left: 1 }, { left: 0 }]);
    expect(busy()).toBe(0);

    path.silence(true);
    decidedAlone(await decide(store));
    expect(busy()).toBe(8);
    // Still refused with the store away, until the window the store gave ends, and the store was not asked.
    const refused = await spend(flooding, flood);
    expect(refused).toMatchObject({ spent: true });
    expect(refused.retryMs).toBeGreaterThan(590_000);
    expect(busy()).toBe(8);
    path.silence(false);
    // Asked again a second later; connections lost in the silence end within the query timeout (2 s).
    const deadline = Date.now() + 10_000;
    let resumed = false;
    while (!resumed && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = busy();
      const answer = await store.useOnce(nonce, 'd', Date.now() + 60_000);
      resumed = busy() === before && answer === 'same';
    }
    expect(resumed).toBe(true);
    // Shared again: what this host records, the other host sees.
    const after = unique('form');
    expect(await store.useOnce(after, 'd', Date.now() + 60_000)).toBe('fresh');
    expect(await other.useOnce(after, 'd', Date.now() + 60_000)).toBe('same');

    await path.down(); // killed: every connection reset, nothing listens
    const counted = busy();
    decidedAlone(await decide(store));
    expect(busy() - counted).toBe(8);
    await Promise.all([store.close(), other.close()]);
  }, 30_000);
});
