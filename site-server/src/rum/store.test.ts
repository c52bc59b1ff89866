// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_HEALTH } from '../canary/versionHealth';
import { tempDir } from '../testing/servers';
import { type RumRow, RumStore } from './store';

const row = (patch: Partial<RumRow> = {}): RumRow => ({
  remote: 'doctors',
  version: '1.0.0-aaaaaaaa',
  owned: true,
  errors: 0,
  fallbacks: 0,
  loadFailures: 0,
  hydrationErrors: 0,
  lcp: null,
  inp: null,
  cls: null,
  ...patch,
});

const opened: RumStore[] = [];
const open = (file: string, options: Partial<ConstructorParameters<typeof RumStore>[0]> = {}) => {
  const store = new RumStore({ file, retentionMs: 3_600_000, maxRows: 1_000_000, ...options });
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
    store.add([
      row({ errors: 3, lcp: 900, inp: 80 }),
      row({ fallbacks: 1, loadFailures: 1, lcp: 1200 }),
      row({ owned: false, hydrationErrors: 2, lcp: null }),
      row({ version: '1.0.0-bbbbbbbb', errors: 1 }),
      row({ remote: 'catalog', errors: 1 }),
    ]);
    now += 60_000;
    store.add([row({ lcp: 5000 })]);
    const health = store.health('doctors', '1.0.0-aaaaaaaa', 0, 1_030_000);
    expect({ ...health, lcp: [...health.lcp].sort((a, b) => a - b) }).toEqual({
      views: 3,
      errors: 1,
      fallbacks: 1,
      loadFailures: 1,
      hydrationErrors: 1,
      lcp: [900, 1200],
      inp: [80],
    });
    expect(store.health('doctors', '1.0.0-aaaaaaaa', 1_030_000, 2_000_000)).toMatchObject({
      views: 1,
      lcp: [5000],
    });
    expect(store.health('doctors', '9.9.9', 0, 2_000_000)).toEqual(NO_HEALTH);
  });

  it('keeps rows within the retention and the row cap', () => {
    let now = 10_000_000;
    const store = open(path.join(tempDir('rum-store-'), 'rum.sqlite'), {
      now: () => now,
      retentionMs: 60_000,
      maxRows: 100,
    });
    store.add(Array.from({ length: 80 }, () => row()));
    store.flush();
    now += 120_000; // the first 80 are past the retention now
    store.add(Array.from({ length: 150 }, () => row()));
    store.flush();
    expect(store.rows()).toBe(100);
    expect(store.health('doctors', '1.0.0-aaaaaaaa', 0, now + 1).views).toBe(100);
    expect(store.health('doctors', '1.0.0-aaaaaaaa', 0, now - 60_000).views).toBe(0);
  });

  it('is shared by two stores on one file (two site servers) in WAL mode', () => {
    const file = path.join(tempDir('rum-store-'), 'rum.sqlite');
    const a = open(file);
    const b = open(file);
    a.add([row({ errors: 1 }), row()]);
    b.add([row({ fallbacks: 1 })]);
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
    store.add(Array.from({ length: 10 }, () => row()));
    expect(count()).toBe(10);
    store.add([row()]);
    expect(count()).toBe(10);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(count()).toBe(11);
    peek.close();
  });
});
