// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_HEALTH } from '../canary/versionHealth';
import { beacon, row } from '../testing/rumBeacons';
import { tempDir } from '../testing/servers';
import { RumStore } from './store';

const opened: RumStore[] = [];
const open = (file: string, options: Partial<ConstructorParameters<typeof RumStore>[0]> = {}) => {
  const store = new RumStore({
    file,
    retentionMs: 3_600_000,
    maxRows: 1_000_000,
    visitorViews: 1_000_000,
    addressViews: 1_000_000,
    ...options,
  });
  opened.push(store);
  return store;
};
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});

describe('the beacon store', () => {
  it("counts page views with each kind of failure once, and returns the owned views' vitals", () => {
    let now = 1_000_000;
    const store = open(path.join(tempDir('rum-store-'), 'rum.sqlite'), { now: () => now });
    store.add(
      beacon([
        row({ errors: 3, lcp: 900, inp: 80 }),
        row({ fallbacks: 1, loadFailures: 1, lcp: 1200 }),
        row({ version: '1.0.0-bbbbbbbb', errors: 1 }),
        row({ remote: 'catalog', errors: 1 }),
      ]),
    );
    store.add(beacon([row({ owned: false, hydrationErrors: 2, lcp: null })], { visitor: 'visitor-b' }));
    now += 60_000;
    store.add(beacon([row({ lcp: 5000 })]));
    const health = store.health('doctors', '1.0.0-aaaaaaaa', 0, 1_030_000);
    expect({ ...health, lcp: [...health.lcp].sort((a, b) => a - b) }).toEqual({
      views: 3,
      errors: 1,
      fallbacks: 1,
      loadFailures: 1,
      hydrationErrors: 1,
      visitors: 2,
      sources: 1,
      visitorsWith: { errors: 1, fallbacks: 1, loadFailures: 1, hydrationErrors: 1 },
      sourcesWith: { errors: 1, fallbacks: 1, loadFailures: 1, hydrationErrors: 1 },
      lcp: [900, 1200],
      inp: [80],
    });
    expect(store.health('doctors', '1.0.0-aaaaaaaa', 1_030_000, 2_000_000)).toMatchObject({
      views: 1,
      lcp: [5000],
    });
    expect(store.health('doctors', '9.9.9', 0, 2_000_000)).toEqual(NO_HEALTH);
  });

  it('counts the networks the failing visitors sent from: many visitors of one /24 are one network', () => {
    const store = open(path.join(tempDir('rum-store-'), 'rum.sqlite'));
    for (const [visitor, address] of [
      ['a', '95.56.12.7'],
      ['b', '95.56.12.8'],
      ['c', '95.56.12.9'],
      ['d', '2.134.0.1'],
    ]) {
      store.add(beacon([row({ errors: 1 })], { visitor, address }));
    }
    const health = store.health('doctors', '1.0.0-aaaaaaaa', 0, Date.now() + 60_000);
    expect(health.visitorsWith.errors).toBe(4);
    expect(health.sourcesWith.errors).toBe(2);
  });

  it('keeps rows within the retention and the row cap', () => {
    let now = 10_000_000;
    const store = open(path.join(tempDir('rum-store-'), 'rum.sqlite'), {
      now: () => now,
      retentionMs: 60_000,
      maxRows: 100,
    });
    store.add(beacon(Array.from({ length: 80 }, () => row())));
    store.flush();
    now += 120_000; // the first 80 are past the retention now
    store.add(beacon(Array.from({ length: 150 }, () => row())));
    store.flush();
    expect(store.rows()).toBe(100);
    expect(store.health('doctors', '1.0.0-aaaaaaaa', 0, now + 1).views).toBe(100);
    expect(store.health('doctors', '1.0.0-aaaaaaaa', 0, now - 60_000).views).toBe(0);
  });

  it('is shared by two stores on one file (two site servers) in WAL mode', () => {
    const file = path.join(tempDir('rum-store-'), 'rum.sqlite');
    const a = open(file);
    const b = open(file);
    a.add(beacon([row({ errors: 1 }), row()]));
    b.add(beacon([row({ fallbacks: 1 })]));
    a.flush();
    b.flush();
    const now = Date.now() + 1;
    expect(a.health('doctors', '1.0.0-aaaaaaaa', 0, now)).toMatchObject({
      views: 3,
      errors: 1,
      fallbacks: 1,
    });
    expect(b.health('doctors', '1.0.0-aaaaaaaa', 0, now)).toMatchObject({
      views: 3,
      errors: 1,
      fallbacks: 1,
    });
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
    expect(fs.statSync(path.dirname(file)).isDirectory()).toBe(true);
  });

  it('writes queued rows at once when a batch is full, or within flushMs', async () => {
    const file = path.join(tempDir('rum-store-'), 'rum.sqlite');
    const store = open(file, { flushRows: 10, flushMs: 20 });
    const peek = new Database(file, { readonly: true });
    const count = () => (peek.prepare('SELECT COUNT(*) AS n FROM rum_view').get() as { n: number }).n;
    store.add(beacon(Array.from({ length: 10 }, () => row())));
    expect(count()).toBe(10);
    store.add(beacon([row()]));
    expect(count()).toBe(10);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(count()).toBe(11);
    peek.close();
  });

  it('counts a token once across two site servers: the replay is dropped on the other', () => {
    const file = path.join(tempDir('rum-store-'), 'rum.sqlite');
    const a = open(file);
    const b = open(file);
    const dropped: string[] = [];
    b.listen({ stored: () => {}, dropped: (reason) => dropped.push(reason) });
    const sent = beacon([row({ errors: 1 })], { token: 'the-same' });
    a.add(sent);
    a.flush();
    b.add({ ...sent });
    b.add({ ...sent, rows: [row()] });
    expect(b.flush()).toBe(0);
    expect(dropped).toEqual(['replayed', 'replayed']);
    expect(a.health('doctors', '1.0.0-aaaaaaaa', 0, Date.now() + 1)).toMatchObject({ views: 1, errors: 1 });
    expect(a.droppedSince(0)).toEqual({ replayed: 2 });
  });

  it('caps the views per visitor and per address per window across site servers', () => {
    let now = 5 * 600_000;
    const file = path.join(tempDir('rum-store-'), 'rum.sqlite');
    const options = { visitorViews: 20, addressViews: 30, capWindowMs: 600_000, now: () => now };
    const a = open(file, options);
    const b = open(file, options);
    const outcomes: string[] = [];
    for (const store of [a, b])
      store.listen({ stored: () => outcomes.push('stored'), dropped: (reason) => outcomes.push(reason) });
    const twenty = Array.from({ length: 20 }, () => row({ errors: 1 }));
    // One visitor: 20 views on one server fill the cap, one more on the other is over it.
    a.add(beacon(twenty.slice(0, 15), { views: 15 }));
    a.flush();
    b.add(beacon(twenty.slice(0, 5), { views: 5 }));
    b.add(beacon([row()], { views: 1 }));
    b.flush();
    expect(outcomes).toEqual(['stored', 'stored', 'visitor-cap']);
    // Other visitors from the same address: 30 views in all (21 offered so far), then over.
    a.add(beacon(twenty.slice(0, 9), { views: 9, visitor: 'visitor-b' }));
    a.add(beacon([row()], { visitor: 'visitor-c' }));
    a.add(beacon([row()], { visitor: 'visitor-d', address: '10.0.0.2' }));
    a.flush();
    expect(outcomes.slice(3)).toEqual(['stored', 'address-cap', 'stored']);
    expect(a.health('doctors', '1.0.0-aaaaaaaa', 0, now + 1)).toMatchObject({ views: 30, visitors: 3 });
    // The next window starts afresh.
    now += 600_000;
    b.add(beacon([row()]));
    b.flush();
    expect(outcomes.at(-1)).toBe('stored');
    expect(b.droppedSince(0)).toEqual({ 'visitor-cap': 1, 'address-cap': 1 });
  });

  it('drops and counts a batch at once while another process holds the write lock, and goes on after', () => {
    const file = path.join(tempDir('rum-store-'), 'rum.sqlite');
    const store = open(file);
    const dropped: Array<[string, number]> = [];
    let stored = 0;
    store.listen({ stored: () => stored++, dropped: (reason, n) => dropped.push([reason, n]) });
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    store.add(beacon([row()]));
    store.add(beacon([row()]));
    expect(store.flush()).toBe(0);
    expect(dropped).toEqual([['busy', 2]]);
    other.exec('COMMIT');
    other.close();
    store.add(beacon([row()]));
    expect(store.flush()).toBe(1);
    expect(stored).toBe(1);
    // The busy drop is counted for /ops once the database takes writes again.
    expect(store.droppedSince(0)).toEqual({ busy: 2 });
  });

  it('deletes rows past the retention a bounded step at a time', () => {
    let now = 50_000_000;
    const store = open(path.join(tempDir('rum-store-'), 'rum.sqlite'), {
      now: () => now,
      retentionMs: 60_000,
    });
    store.add(beacon(Array.from({ length: 1200 }, () => row())));
    store.flush();
    now += 120_000;
    store.flush();
    expect(store.rows()).toBe(700);
    now += 10_000;
    expect(store.rows()).toBe(200);
  });
});
