// @vitest-environment node
/**
 * The beacon store, one contract for both shared implementations: SQLite (the site servers of one deploy root) and
 * PostgreSQL (several hosts, DATABASE_URL; the run's throwaway cluster, deploy/src/testing/postgres.ts). Two store instances
 * stand for two site servers or two hosts. Then the same beacons through both give the same health, and PostgreSQL
 * away: beacons are taken at once, wait, and are written when it answers.
 */
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { testDatabase } from '@clinic/deploy/src/testing/postgres';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { quantileOfSorted, sortedCopy } from '../canary/canaryStatistics';
import { NO_HEALTH, type VersionHealth } from '../canary/versionHealth';
import { closedPort, DECIDED_ALONE_MS, storeRelay } from '../testing/awayStore';
import { beacon, field, row } from '../testing/rumBeacons';
import { tempDir } from '../testing/servers';
import type { BeaconStore, RumBeaconEntry, RumStoreSettings, StoreDropReason } from './beaconStore';
import type { FieldGroup } from './fieldQuery';
import { PostgresRumStore } from './postgresStore';
import { RumStore } from './store';

const quiet = () => {};

/** A store as the tests drive it: both write what is queued on `flush` and count their rows. */
type Store = BeaconStore & { flush(): number | Promise<number>; rows(): number | Promise<number> };
type Open = ((options?: Partial<RumStoreSettings>) => Store) & {
  /** Makes the database as a store made it before the field view: its table gone. */
  dropFieldTable(): Promise<void>;
};

const DEFAULTS = {
  retentionMs: 3_600_000,
  maxRows: 1_000_000,
  visitorViews: 1_000_000,
  addressViews: 1_000_000,
};

const opened: Store[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

/** Where the stores of one case meet: a file of its own, or a database of its own on the run's cluster. */
const backends: { name: string; place: () => Promise<Open> }[] = [
  {
    name: 'SQLite (one deploy root)',
    place: async () => {
      const file = path.join(tempDir('rum-contract-'), 'rum.sqlite');
      const open = (options = {}) => {
        const store = new RumStore({ file, ...DEFAULTS, ...options });
        opened.push(store);
        return store;
      };
      const dropFieldTable = async () => {
        const db = new Database(file);
        db.exec('DROP TABLE rum_field');
        db.close();
      };
      return Object.assign(open, { dropFieldTable });
    },
  },
  {
    name: 'PostgreSQL (DATABASE_URL)',
    place: async () => {
      const databaseUrl = await testDatabase();
      const dropFieldTable = async () => {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query('DROP TABLE clinic_rum_field');
        await client.end();
      };
      const open = (options = {}) => {
        // The shared machine is busy: a generous timeout here, as the guard's contract suite.
        const store = new PostgresRumStore({
          databaseUrl,
          timeoutMs: 5000,
          log: quiet,
          ...DEFAULTS,
          ...options,
        });
        opened.push(store);
        return store;
      };
      return Object.assign(open, { dropFieldTable });
    },
  },
];

/** Each beacon's outcome, in order, as the metrics hear it. */
function outcomes(...stores: Store[]): string[] {
  const heard: string[] = [];
  for (const store of stores)
    store.listen({
      stored: () => heard.push('stored'),
      dropped: (reason: StoreDropReason, n) => heard.push(...Array<string>(n).fill(reason)),
    });
  return heard;
}

/**
 * Polls `check` until it holds. A read that fails meanwhile (a busy machine's statement timeout while another
 * store makes the tables) counts as "not yet"; the last failure is the reason given at the deadline.
 */
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  let failure: unknown = null;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      failure = error;
    }
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`, { cause: failure });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(backends)('the beacon store on $name', ({ place }) => {
  it("counts page views with each kind of failure once, and returns the owned views' vitals", async () => {
    let now = 1_000_000;
    const store = (await place())({ now: () => now });
    store.add(
      beacon([
        row({ errors: 3, lcp: 900, inp: 80 }),
        row({ fallbacks: 1, loadFailures: 1, lcp: 1200 }),
        row({ version: '1.0.0-bbbbbbbb', errors: 1 }),
        row({ remote: 'catalog', errors: 1 }),
      ]),
    );
    store.add(
      beacon([row({ owned: false, hydrationErrors: 2 })], { visitor: 'visitor-b', address: '10.0.1.9' }),
    );
    now += 60_000;
    store.add(beacon([row({ lcp: 5000 })]));
    await store.flush();
    expect(await store.readHealth('doctors', '1.0.0-aaaaaaaa', 0, 1_030_000)).toEqual({
      views: 3,
      errors: 1,
      fallbacks: 1,
      loadFailures: 1,
      hydrationErrors: 1,
      visitors: 2,
      sources: 2,
      visitorsWith: { errors: 1, fallbacks: 1, loadFailures: 1, hydrationErrors: 1 },
      sourcesWith: { errors: 1, fallbacks: 1, loadFailures: 1, hydrationErrors: 1 },
      lcp: [1200, 900],
      inp: [80],
    });
    expect(await store.readHealth('doctors', '1.0.0-aaaaaaaa', 1_030_000, 2_000_000)).toMatchObject({
      views: 1,
      lcp: [5000],
    });
    expect(await store.readHealth('doctors', '9.9.9', 0, 2_000_000)).toEqual(NO_HEALTH);
  });

  it('gives the field view per page kind × layout × language: nearest-rank p75, sample size, the slowest’s attribution', async () => {
    let now = 5_000_000;
    const store = (await place())({ now: () => now });
    // Ten phone LCPs of the doctors' list in Russian: the p75 by nearest rank is the 8th of 10 (⌈7.5⌉).
    const lcps = [900, 1500, 700, 1100, 2600, 800, 1300, 1000, 1200, 1400];
    const slowest = { lcpElement: 'main>ul>li:nth-child(1)>img', lcpParts: [300, 900, 1100, 300] as const };
    store.add(
      beacon([row()], {
        views: lcps.length,
        fields: lcps.map((lcp) =>
          field({
            lcp,
            ttfb: lcp / 10,
            ...(lcp === 2600 ? { ...slowest, lcpParts: [...slowest.lcpParts] } : {}),
          }),
        ),
      }),
    );
    // INP on the same group in Kazakh, and on the home page on a desktop; CLS on its own.
    store.add(
      beacon([row()], {
        views: 3,
        fields: [
          field({ lang: 'kk', inp: 90, inpRemote: 'booking', inpScript: 'a.js', inpPhase: 'inputDelay' }),
          field({
            lang: 'kk',
            inp: 480,
            inpRemote: 'doctors',
            inpScript: '412.js',
            inpPhase: 'processingDuration',
          }),
          field({ kind: 'home', device: 'desktop', cls: 0.25, inp: 40 }),
        ],
      }),
    );
    // A schema 1 beacon has no field rows; an hour later, another view: outside the first window.
    store.add(beacon([row({ lcp: 9000 })]));
    now += 3_600_000;
    store.add(beacon([row()], { fields: [field({ lcp: 5000 })] }));
    await store.flush();
    const groups = await store.readField(0, 5_000_001);
    expect(groups).toEqual<FieldGroup[]>([
      {
        kind: 'home',
        device: 'desktop',
        lang: 'ru',
        lcp: null,
        inp: { n: 1, p75: 40, worst: 40 },
        cls: { n: 1, p75: 0.25, worst: 0.25 },
        ttfb: null,
        worstLcp: null,
        worstInp: { remote: null, script: null, phase: null },
      },
      {
        kind: 'doctors-list',
        device: 'phone',
        lang: 'kk',
        lcp: null,
        inp: { n: 2, p75: 480, worst: 480 },
        cls: null,
        ttfb: null,
        worstLcp: null,
        worstInp: { remote: 'doctors', script: '412.js', phase: 'processingDuration' },
      },
      {
        kind: 'doctors-list',
        device: 'phone',
        lang: 'ru',
        lcp: { n: 10, p75: 1400, worst: 2600 },
        inp: null,
        cls: null,
        ttfb: { n: 10, p75: 140, worst: 260 },
        worstLcp: { element: slowest.lcpElement, parts: [300, 900, 1100, 300] },
        worstInp: null,
      },
    ]);
    expect((await store.readField(5_000_001, now + 1))[0]?.lcp).toEqual({ n: 1, p75: 5000, worst: 5000 });
    expect(await store.readField(now + 1, now + 2)).toEqual([]);
  });

  it('adds the field view’s table to a database a store made before it, and keeps nothing of a refused beacon', async () => {
    const open = await place();
    const before = open();
    before.add(beacon([row({ lcp: 800 })]));
    await before.flush();
    await before.close();
    await open.dropFieldTable();
    const after = open();
    after.add(beacon([row()], { token: 'once', fields: [field({ lcp: 1234 })] }));
    // The same token again: a replay, and its views are not in the field view.
    after.add(beacon([row()], { token: 'once', fields: [field({ lcp: 9999 })] }));
    await after.flush();
    expect(await after.readField(0, Date.now() + 1)).toMatchObject([{ lcp: { n: 1, p75: 1234 } }]);
    expect(await after.readHealth('doctors', '1.0.0-aaaaaaaa', 0, Date.now() + 1)).toMatchObject({
      views: 2,
      lcp: [800],
    });
  });

  it('refuses a token seen on one instance as replayed on the other, and counts it once when both race', async () => {
    const open = await place();
    const [a, b] = [open(), open()];
    const heard = outcomes(b);
    const sent = beacon([row({ errors: 1 })], { token: 'the-same' });
    a.add(sent);
    await a.flush();
    b.add({ ...sent });
    b.add({ ...sent, rows: [row()] });
    expect(await b.flush()).toBe(0);
    expect(heard).toEqual(['replayed', 'replayed']);
    expect(await b.readHealth('doctors', '1.0.0-aaaaaaaa', 0, Date.now() + 1)).toMatchObject({
      views: 1,
      errors: 1,
    });
    expect(await a.readDroppedSince(0)).toEqual({ replayed: 2 });

    // Twenty tokens, each sent to both at once: each counts on exactly one of them.
    const raced = Array.from({ length: 20 }, () => beacon([row({ version: '2.0.0-cccccccc' })]));
    for (const entry of raced) {
      a.add({ ...entry });
      b.add({ ...entry });
    }
    const stored = await Promise.all([a.flush(), b.flush()]);
    expect(stored[0] + stored[1]).toBe(20);
    expect((await a.readHealth('doctors', '2.0.0-cccccccc', 0, Date.now() + 1)).views).toBe(20);
  });

  it('caps the views per visitor and per address per window across instances', async () => {
    let now = 5 * 600_000;
    const open = await place();
    const options = { visitorViews: 20, addressViews: 30, capWindowMs: 600_000, now: () => now };
    const [a, b] = [open(options), open(options)];
    const heard = outcomes(a, b);
    const twenty = Array.from({ length: 20 }, () => row({ errors: 1 }));
    // One visitor: 20 views on one instance fill the cap, one more on the other is over it.
    a.add(beacon(twenty.slice(0, 15), { views: 15 }));
    await a.flush();
    b.add(beacon(twenty.slice(0, 5), { views: 5 }));
    b.add(beacon([row()], { views: 1 }));
    await b.flush();
    expect(heard).toEqual(['stored', 'stored', 'visitor-cap']);
    // Other visitors from the same address: 30 views in all (21 offered so far), then over.
    a.add(beacon(twenty.slice(0, 9), { views: 9, visitor: 'visitor-b' }));
    a.add(beacon([row()], { visitor: 'visitor-c' }));
    a.add(beacon([row()], { visitor: 'visitor-d', address: '10.0.0.2' }));
    await a.flush();
    expect(heard.slice(3)).toEqual(['stored', 'address-cap', 'stored']);
    expect(await a.readHealth('doctors', '1.0.0-aaaaaaaa', 0, now + 1)).toMatchObject({
      views: 30,
      visitors: 3,
    });
    // The next window starts afresh.
    now += 600_000;
    b.add(beacon([row()]));
    await b.flush();
    expect(heard.at(-1)).toBe('stored');
    expect(await b.readDroppedSince(0)).toEqual({ 'visitor-cap': 1, 'address-cap': 1 });
  });

  it('deletes rows past the retention, and the oldest past the row cap', async () => {
    let now = 10_000_000;
    const open = await place();
    const store = open({ now: () => now, retentionMs: 60_000, maxRows: 100 });
    // The field view's rows go the same way: as many page views as rows here.
    const rows = (n: number) => Array.from({ length: n }, () => row());
    const views = (n: number) => Array.from({ length: n }, () => field({ lcp: 1000 }));
    const fieldViews = async () => (await store.readField(0, now + 1))[0]?.lcp?.n ?? 0;
    store.add(beacon(rows(80), { fields: views(80) }));
    await store.flush();
    expect(await store.rows()).toBe(80);
    expect(await fieldViews()).toBe(80);
    now += 120_000; // the first 80 are past the retention now
    store.add(beacon(rows(30), { fields: views(30) }));
    await store.flush();
    expect(await store.rows()).toBe(30);
    expect(await fieldViews()).toBe(30);
    expect((await store.readHealth('doctors', '1.0.0-aaaaaaaa', 0, now - 60_000)).views).toBe(0);
    expect((await store.readHealth('doctors', '1.0.0-aaaaaaaa', 0, now + 1)).views).toBe(30);
    now += 20_000;
    store.add(beacon(rows(150), { fields: views(150) }));
    await store.flush();
    expect(await store.rows()).toBe(100);
    expect(await fieldViews()).toBe(100);
  });

  it('writes queued beacons in one batch at `flushRows` rows, or within `flushMs`', async () => {
    const open = await place();
    const store = open({ flushRows: 10, flushMs: 50 });
    const peek = open();
    store.add(beacon(Array.from({ length: 10 }, () => row())));
    await until(async () => (await peek.rows()) === 10, 'the full batch written');
    store.add(beacon([row()]));
    expect(store.waiting()).toEqual({ beacons: 1, rows: 1 }); // short of a batch: queued for the timer
    await until(async () => (await peek.rows()) === 11, 'the rest written by the timer', 2000);
    expect(store.waiting()).toEqual({ beacons: 0, rows: 0 });
  });

  it('counts the drops decided before the store with its own, for /ops on every instance', async () => {
    const open = await place();
    const [a, b] = [open(), open()];
    a.countDropped('token-forged', 3);
    b.countDropped('token-forged');
    b.countDropped('rate-limited', 2);
    const all = { 'token-forged': 4, 'rate-limited': 2 };
    // A flush that met the store busy (this loaded machine) leaves the counts pending for the next one: they are
    // all written in the end, neither lost nor counted twice.
    const read = async () => {
      await Promise.all([a.flush(), b.flush()]);
      return [await a.readDroppedSince(Date.now() - 60_000), await b.readDroppedSince(Date.now() - 60_000)];
    };
    await until(async () => isDeepStrictEqual(await read(), [all, all]), 'both instances’ counts');
    expect(await read()).toEqual([all, all]);
  });
});

describe('the same beacons through SQLite and PostgreSQL', () => {
  it('give the same health over any window: the minutes’ counts as the rows', async () => {
    const [sqlite, postgres] = await Promise.all(backends.map((backend) => backend.place()));
    let now = 0;
    const options = { now: () => now, retentionMs: 1e13 };
    const stores = [sqlite?.(options), postgres?.(options)] as [Store, Store];
    const visitors = ['v1', 'v2', 'v3', 'page:x', 'page:y', 'v4'];
    const addresses = ['95.56.12.7', '95.56.12.200', '2.134.0.1', '2a03:32c0:3:1::5', '2a03:32c0:3:1::9'];
    const anyRow = fc.record({
      remote: fc.constantFrom('doctors' as const, 'catalog' as const),
      version: fc.constantFrom('a', 'b'),
      owned: fc.boolean(),
      errors: fc.nat(2),
      fallbacks: fc.nat(1),
      loadFailures: fc.nat(1),
      hydrationErrors: fc.nat(1),
      lcp: fc.option(fc.integer({ min: 100, max: 9000 }), { nil: null }),
      inp: fc.option(fc.integer({ min: 10, max: 900 }), { nil: null }),
      cls: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
    });
    const anyBeacon = fc.record({
      /** ms after the previous beacon: several in one minute, or minutes apart. */
      after: fc.oneof(fc.nat(5_000), fc.nat(150_000)),
      visitor: fc.constantFrom(...visitors),
      address: fc.constantFrom(...addresses),
      rows: fc.array(anyRow, { minLength: 1, maxLength: 4 }),
      /** Now and then the token of an earlier beacon: replayed on both. */
      replay: fc.option(fc.nat(50), { freq: 8, nil: null }),
    });
    const anyWindow = fc.tuple(fc.nat(1_200_000), fc.nat(1_200_000));
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(anyBeacon, { minLength: 1, maxLength: 40 }),
        fc.array(anyWindow, { minLength: 1, maxLength: 4 }),
        async (beacons, windows) => {
          run += 1;
          // Each run its own versions and time: the runs share the two databases.
          const start = run * 10_000_000 + 123_457;
          const version = (v: string) => `${v}-${run}`;
          const tokens: string[] = [];
          for (const store of stores) {
            now = start;
            tokens.length = 0;
            for (const [i, sent] of beacons.entries()) {
              now += sent.after;
              const token =
                sent.replay !== null && tokens.length ? tokens[sent.replay % tokens.length] : `t${run}-${i}`;
              tokens.push(token as string);
              const rows = sent.rows.map((r) => ({ ...r, version: version(r.version) }));
              store.add(beacon(rows, { token, visitor: sent.visitor, address: sent.address, views: 1 }));
              if (i % 7 === 6) await store.flush();
            }
            await store.flush();
          }
          const span = now - start;
          const asked = [
            [start, now + 1],
            [start + 30_000, now - 30_000],
            [Math.floor(start / 60_000) * 60_000, Math.ceil(now / 60_000) * 60_000],
            ...windows.map(([x, y]) => [
              start + Math.min(x, y, span),
              start + Math.min(Math.max(x, y), span + 1),
            ]),
          ] as [number, number][];
          for (const [since, until] of asked)
            for (const remote of ['doctors', 'catalog'])
              for (const v of ['a', 'b']) {
                const [fromSqlite, fromPostgres] = (await Promise.all(
                  stores.map((store) => store.readHealth(remote, version(v), since, until)),
                )) as [VersionHealth, VersionHealth];
                expect(fromPostgres).toEqual(fromSqlite);
              }
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});

describe('the field view through SQLite and PostgreSQL', () => {
  /** p75 as the canary's statistics compute it (nearest rank), from the samples themselves. */
  const nearestRank = (values: number[]) => quantileOfSorted(sortedCopy(values), 0.75);

  it('is the same from both, and each p75 the nearest rank of the window’s samples', async () => {
    const [sqlite, postgres] = await Promise.all(backends.map((backend) => backend.place()));
    let now = 0;
    const options = { now: () => now, retentionMs: 1e13 };
    const stores = [sqlite?.(options), postgres?.(options)] as [Store, Store];
    const vital = (min: number, max: number) => fc.option(fc.integer({ min, max }), { nil: null, freq: 2 });
    const anyField = fc.record({
      kind: fc.constantFrom('home' as const, 'analysis' as const),
      device: fc.constantFrom('phone' as const, 'desktop' as const),
      lang: fc.constantFrom('ru' as const, 'kk' as const),
      lcp: vital(100, 400),
      inp: vital(10, 60),
      cls: fc.option(fc.constantFrom(0, 0.05, 0.1, 0.25), { nil: null }),
      ttfb: vital(50, 80),
      lcpElement: fc.option(fc.constantFrom('h1', 'main>img'), { nil: null }),
      inpScript: fc.option(fc.constantFrom('1.js', '2.js'), { nil: null }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(120_000), anyField), { minLength: 1, maxLength: 60 }),
        fc.tuple(fc.nat(3_000_000), fc.nat(3_000_000)),
        async (views, [x, y]) => {
          run += 1;
          const start = run * 100_000_000;
          const written: { at: number; lcp: number | null; kind: string; device: string; lang: string }[] =
            [];
          for (const store of stores) {
            now = start;
            written.length = 0;
            for (const [i, [after, view]] of views.entries()) {
              now += after;
              written.push({ at: now, ...view });
              store.add(beacon([row()], { token: `f${run}-${i}`, fields: [field(view)] }));
            }
            await store.flush();
          }
          const [since, until] = [start + Math.min(x, y), start + Math.max(x, y) + 1];
          const [fromSqlite, fromPostgres] = await Promise.all(
            stores.map((store) => store.readField(since, until)),
          );
          expect(fromPostgres).toEqual(fromSqlite);
          for (const group of fromSqlite ?? []) {
            const lcps = written
              .filter((w) => w.at >= since && w.at < until && w.lcp !== null)
              .filter((w) => w.kind === group.kind && w.device === group.device && w.lang === group.lang)
              .map((w) => w.lcp as number);
            expect(group.lcp).toEqual(
              lcps.length ? { n: lcps.length, p75: nearestRank(lcps), worst: Math.max(...lcps) } : null,
            );
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});

describe('the PostgreSQL beacon store when PostgreSQL is away', () => {
  /** add() never waits for PostgreSQL: far below its timeouts, whatever the machine's load. */
  const AT_ONCE_MS = DECIDED_ALONE_MS;

  function addTimed(store: Store, entries: RumBeaconEntry[]): number {
    let slowest = 0;
    for (const entry of entries) {
      const started = performance.now();
      store.add(entry);
      slowest = Math.max(slowest, performance.now() - started);
    }
    return slowest;
  }

  it('takes beacons at once with nothing at its address, keeps them up to its spool, drops and counts the rest', async () => {
    const databaseUrl = `postgres://postgres@127.0.0.1:${await closedPort()}/clinic`;
    const logged: string[] = [];
    const store = new PostgresRumStore({
      ...{ databaseUrl, retentionMs: 3_600_000, maxRows: 1000, spoolRows: 10, flushRows: 2 },
      log: (line) => logged.push(line),
    });
    opened.push(store);
    const heard = outcomes(store);
    const slowest = addTimed(
      store,
      Array.from({ length: 15 }, () => beacon([row()])),
    );
    expect(slowest).toBeLessThan(AT_ONCE_MS);
    expect(store.waiting()).toEqual({ beacons: 10, rows: 10 });
    expect(heard).toEqual(Array(5).fill('spool-full'));
    const started = performance.now();
    expect(await store.flush()).toBe(0); // never rejects; while away, not even tried before the retry time
    expect(performance.now() - started).toBeLessThan(3000);
    expect(store.waiting().beacons).toBe(10);
    expect(logged.join('\n')).toMatch(/PostgreSQL away/);
    await store.close();
    opened.splice(opened.indexOf(store), 1);
    expect(heard.filter((reason) => reason === 'not-stored')).toHaveLength(10);
  });

  it('writes what waited once PostgreSQL answers again: after a restart, and after a network cut', async () => {
    const databaseUrl = await testDatabase();
    const path = await storeRelay(databaseUrl);
    const store = new PostgresRumStore({
      ...{ databaseUrl: path.url, retentionMs: 3_600_000, maxRows: 100_000, timeoutMs: 500, retryMs: 100 },
      log: quiet,
    });
    const other = new PostgresRumStore({ databaseUrl, retentionMs: 3_600_000, maxRows: 100_000, log: quiet });
    opened.push(store, other);
    const heard = outcomes(store);
    store.add(beacon([row()]));
    expect(await store.flush()).toBe(1);

    await path.down(); // every connection reset, nothing listens
    const away = Array.from({ length: 30 }, (_, i) => beacon([row({ errors: i % 2 })], { visitor: `v${i}` }));
    expect(addTimed(store, away.slice(0, 15))).toBeLessThan(AT_ONCE_MS);
    expect(await store.flush()).toBe(0);
    expect(addTimed(store, away.slice(15))).toBeLessThan(AT_ONCE_MS);
    expect(store.waiting().beacons).toBe(30);
    await path.up();
    await until(() => store.waiting().beacons === 0, 'the spool written after the restart');
    expect(heard.filter((reason) => reason === 'stored')).toHaveLength(31);

    path.silence(true); // accepts, never answers: each write ends at its timeout
    const cut = Array.from({ length: 10 }, () => beacon([row()], { visitor: 'after-the-cut' }));
    expect(addTimed(store, cut)).toBeLessThan(AT_ONCE_MS);
    await store.flush();
    expect(store.waiting().beacons).toBe(10);
    path.silence(false);
    await until(() => store.waiting().beacons === 0, 'the spool written after the cut', 15_000);
    expect(heard.filter((reason) => reason === 'stored')).toHaveLength(41);

    // Written once each, with the time each arrived: another host reads them all.
    const health = await other.readHealth('doctors', '1.0.0-aaaaaaaa', 0, Date.now() + 1);
    expect(health).toMatchObject({ views: 41, errors: 15, visitors: 32 });
    await path.down();
  }, 40_000);

  it('drops and counts a batch PostgreSQL refuses for what it holds, and goes on with the next', async () => {
    const databaseUrl = await testDatabase();
    const store = new PostgresRumStore({ databaseUrl, retentionMs: 3_600_000, maxRows: 1000, log: quiet });
    opened.push(store);
    const heard = outcomes(store);
    store.add(beacon([row({ version: 'nul\u0000in text' })])); // PostgreSQL's text holds no NUL
    expect(await store.flush()).toBe(0);
    expect(heard).toEqual(['not-stored']);
    store.add(beacon([row()]));
    expect(await store.flush()).toBe(1);
    expect(await store.readDroppedSince(0)).toEqual({ 'not-stored': 1 });
  });
});
