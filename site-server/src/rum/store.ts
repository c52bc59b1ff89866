import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { VersionHealth } from '../canary/versionHealth';
import { clientNetwork } from '../http/clientNetwork';
import {
  type BeaconStore,
  RUM_STORE_DEFAULTS,
  type RumBeaconEntry,
  type RumStoreListener,
  type RumStoreSettings,
  type StoreDropReason,
} from './beaconStore';
import {
  FIELD_COLUMNS,
  FIELD_VIEWS_CAP,
  type FieldGroup,
  type FieldQueryRow,
  fieldGroupsOf,
  fieldQuery,
  fieldTrims,
  fieldValues,
} from './fieldQuery';
import { PostgresRumStore, type PostgresRumStoreOptions } from './postgresStore';
import { sourceNetwork } from './sourceNetwork';

export type {
  BeaconStore,
  RumBeaconEntry,
  RumRow,
  RumStoreListener,
  RumStoreSettings,
  StoreDropReason,
} from './beaconStore';
export { RUM_STORE_DEFAULTS } from './beaconStore';

export interface RumStoreOptions extends RumStoreSettings {
  /** The SQLite file; every site server of a deploy root opens the same one (WAL: one writer, many readers). */
  file: string;
  /** How long a write waits for another process's lock before its batch is dropped (RUM_BUSY_MS). */
  busyMs?: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rum_view (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  owned INTEGER NOT NULL,
  errors INTEGER NOT NULL,
  fallbacks INTEGER NOT NULL,
  load_failures INTEGER NOT NULL,
  hydration_errors INTEGER NOT NULL,
  lcp REAL,
  inp REAL,
  cls REAL
);
CREATE INDEX IF NOT EXISTS rum_view_by_version ON rum_view (remote, version, at);
CREATE TABLE IF NOT EXISTS rum_seen (token TEXT NOT NULL UNIQUE, until INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS rum_quota (
  key TEXT NOT NULL,
  window INTEGER NOT NULL,
  views INTEGER NOT NULL,
  PRIMARY KEY (key, window)
);
CREATE TABLE IF NOT EXISTS rum_field (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  ${FIELD_COLUMNS.map(([name, type]) => `${name} ${type.toUpperCase()}`).join(',\n  ')}
);
CREATE INDEX IF NOT EXISTS rum_field_by_time ON rum_field (at);
CREATE TABLE IF NOT EXISTS rum_dropped (
  minute INTEGER NOT NULL,
  reason TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (minute, reason)
);
`;

const WINDOW = 'remote = @remote AND version = @version AND at >= @since AND at < @until';
const SIGNALS = [
  ['errors', 'errors'],
  ['fallbacks', 'fallbacks'],
  ['loadFailures', 'load_failures'],
  ['hydrationErrors', 'hydration_errors'],
] as const;

type Queued = RumBeaconEntry & { at: number };

/** fieldQuery.ts's `$n` as SQLite's named parameters (better-sqlite3 binds `@p1` from `{ p1 }`). */
const named = (sql: string) => sql.replace(/\$(\d)/g, '@p$1');
const FIELD_TRIMS = fieldTrims('rum_field');

const isBusy = (error: unknown) => /^SQLITE_BUSY/.test((error as { code?: string }).code ?? '');

/**
 * The beacons' rows in an embedded SQLite database shared by every site server on the machine (WAL mode), with what
 * makes a beacon count once and within its caps on all of them: the tokens seen, and the views per visitor and per
 * address in the current window. Beacons are queued and written in one transaction per flush, on a timer, so a
 * request never waits for the database; a write waits for another process's lock at most `busyMs`, then its batch
 * is dropped and counted (`busy`): page serving shares this thread. Each write also deletes, a bounded step at a
 * time, rows past the retention or the row cap, tokens past their expiry and windows past the caps'.
 */
export class RumStore implements BeaconStore {
  private readonly db: Database.Database;
  private readonly queue: Queued[] = [];
  private queuedRows = 0;
  private readonly timer: NodeJS.Timeout;
  private readonly now: () => number;
  private readonly settings: Required<Omit<RumStoreOptions, 'now' | 'samplesCap'>>;
  private readonly listeners = new Set<RumStoreListener>();
  /** Drops decided before the store (forged, expired…) and at write time, not yet in `rum_dropped`. */
  private readonly pendingDrops = new Map<string, number>();
  private lastTrim = 0;
  private lastFailureLog = 0;
  private readonly write: Database.Transaction<(batch: Queued[]) => Map<Queued, StoreDropReason | null>>;
  private readonly s: Record<
    | 'insert'
    | 'seen'
    | 'quota'
    | 'bounds'
    | 'dropBefore'
    | 'dropOld'
    | 'dropSeen'
    | 'dropQuota'
    | 'dropDropped'
    | 'countDrop'
    | 'drops'
    | 'counts'
    | 'count'
    | 'insertField'
    | 'field'
    | 'dropFieldOld'
    | 'dropFieldOverCap',
    Database.Statement
  >;
  private readonly samples: Record<'lcp' | 'inp', Database.Statement>;

  constructor(private readonly options: RumStoreOptions) {
    this.now = options.now ?? Date.now;
    this.settings = {
      flushMs: RUM_STORE_DEFAULTS.flushMs,
      flushRows: RUM_STORE_DEFAULTS.flushRows,
      busyMs: RUM_STORE_DEFAULTS.busyMs,
      visitorViews: RUM_STORE_DEFAULTS.visitorViews,
      addressViews: RUM_STORE_DEFAULTS.addressViews,
      capWindowMs: RUM_STORE_DEFAULTS.capWindowMs,
      ...options,
    };
    fs.mkdirSync(path.dirname(options.file), { recursive: true, mode: 0o700 });
    this.db = new Database(options.file);
    // Setting up may wait for another server doing the same; serving never waits this long (busyMs below).
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('journal_mode = WAL');
    // WAL with NORMAL: a power cut may lose the last transactions, never corrupt the file (health data).
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(SCHEMA);
    this.addVisitorColumn();
    this.db.pragma(`busy_timeout = ${this.settings.busyMs}`);
    const step = RUM_STORE_DEFAULTS.deleteStep;
    this.s = {
      insert: this.db.prepare(
        `INSERT INTO rum_view (at, remote, version, owned, errors, fallbacks, load_failures, hydration_errors, lcp, inp, cls, visitor, source)
         VALUES (@at, @remote, @version, @owned, @errors, @fallbacks, @loadFailures, @hydrationErrors, @lcp, @inp, @cls, @visitor, @source)`,
      ),
      seen: this.db.prepare('INSERT OR IGNORE INTO rum_seen (token, until) VALUES (?, ?)'),
      quota: this.db.prepare(
        `INSERT INTO rum_quota (key, window, views) VALUES (@key, @window, @views)
         ON CONFLICT (key, window) DO UPDATE SET views = views + excluded.views RETURNING views`,
      ),
      // Two subqueries: SQLite reads MIN or MAX of the key from one end of the tree only when each is alone.
      bounds: this.db.prepare(
        'SELECT (SELECT MIN(id) FROM rum_view) AS lo, (SELECT MAX(id) FROM rum_view) AS hi',
      ),
      dropBefore: this.db.prepare('DELETE FROM rum_view WHERE id < ?'),
      dropOld: this.db.prepare('DELETE FROM rum_view WHERE id < @end AND at < @cutoff'),
      // Rows go in roughly in time order, so the oldest are the lowest rowids: each scan stops after `step`.
      dropSeen: this.db.prepare(
        `DELETE FROM rum_seen WHERE rowid IN (SELECT rowid FROM rum_seen WHERE until < ? ORDER BY rowid LIMIT ${step})`,
      ),
      dropQuota: this.db.prepare(
        `DELETE FROM rum_quota WHERE rowid IN (SELECT rowid FROM rum_quota WHERE window < ? ORDER BY rowid LIMIT ${step})`,
      ),
      dropDropped: this.db.prepare(
        `DELETE FROM rum_dropped WHERE rowid IN (SELECT rowid FROM rum_dropped WHERE minute < ? ORDER BY rowid LIMIT ${step})`,
      ),
      countDrop: this.db.prepare(
        `INSERT INTO rum_dropped (minute, reason, n) VALUES (@minute, @reason, @n)
         ON CONFLICT (minute, reason) DO UPDATE SET n = n + excluded.n`,
      ),
      drops: this.db.prepare('SELECT reason, SUM(n) AS n FROM rum_dropped WHERE minute >= ? GROUP BY reason'),
      counts: this.db.prepare(
        `SELECT COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors, COUNT(DISTINCT source) AS sources,
         ${SIGNALS.map(
           ([name, column]) =>
             `TOTAL(${column} > 0) AS ${name}, COUNT(DISTINCT CASE WHEN ${column} > 0 THEN visitor END) AS ${name}Visitors,
              COUNT(DISTINCT CASE WHEN ${column} > 0 THEN source END) AS ${name}Sources`,
         ).join(', ')}
         FROM rum_view WHERE ${WINDOW}`,
      ),
      count: this.db.prepare('SELECT COUNT(*) AS n FROM rum_view'),
      insertField: this.db.prepare(
        `INSERT INTO rum_field (at, ${FIELD_COLUMNS.map(([name]) => name).join(', ')})
         VALUES (@p0, ${FIELD_COLUMNS.map((_, i) => `@p${i + 1}`).join(', ')})`,
      ),
      field: this.db.prepare(named(fieldQuery('rum_field'))),
      dropFieldOld: this.db.prepare(named(FIELD_TRIMS.old)),
      dropFieldOverCap: this.db.prepare(named(FIELD_TRIMS.overCap)),
    };
    const samples = (vital: string) =>
      this.db.prepare(
        `SELECT ${vital} AS value FROM rum_view WHERE ${WINDOW} AND owned = 1 AND ${vital} IS NOT NULL
         ORDER BY at DESC, id DESC LIMIT @cap`,
      );
    this.samples = { lcp: samples('lcp'), inp: samples('inp') };
    this.write = this.db.transaction((batch: Queued[]) => this.writeBatch(batch));
    this.timer = setInterval(() => this.flush(), this.settings.flushMs);
    this.timer.unref();
  }

  /**
   * Databases made before views were counted per visitor and per network get the columns (two servers may race:
   * one adds each).
   */
  private addVisitorColumn(): void {
    const columns = this.db.pragma('table_info(rum_view)') as Array<{ name: string }>;
    for (const added of ['visitor', 'source']) {
      if (columns.some((column) => column.name === added)) continue;
      try {
        this.db.exec(`ALTER TABLE rum_view ADD COLUMN ${added} TEXT`);
      } catch (error) {
        if (!/duplicate column/.test((error as Error).message)) throw error;
      }
    }
  }

  /** Told of each batch's outcome (the metrics). */
  listen(listener: RumStoreListener): void {
    this.listeners.add(listener);
  }

  /** Queues a checked beacon; it is written within `flushMs`, or at once when `flushRows` rows are waiting. */
  add(entry: RumBeaconEntry): void {
    this.queue.push({ ...entry, at: this.now() });
    this.queuedRows += entry.rows.length;
    if (this.queuedRows >= this.settings.flushRows) this.flush();
  }

  /** A beacon dropped before it reached the store (a forged token…): counted for /ops with the write-time ones. */
  countDropped(reason: string, beacons = 1): void {
    this.pendingDrops.set(reason, (this.pendingDrops.get(reason) ?? 0) + beacons);
  }

  /**
   * Writes what is queued in one transaction, then trims; returns the beacons stored. Never throws: a batch the
   * database would not take (its lock held past `busyMs`, a full disk) is dropped and counted.
   */
  flush(): number {
    const batch = this.queue.splice(0);
    this.queuedRows = 0;
    const trimDue = this.now() - this.lastTrim >= 10_000;
    if (!batch.length && !trimDue && !this.pendingDrops.size) return 0;
    let outcome: Map<Queued, StoreDropReason | null>;
    try {
      outcome = this.write.immediate(batch);
    } catch (error) {
      const reason: StoreDropReason = isBusy(error) ? 'busy' : 'not-stored';
      if (batch.length) {
        this.countDropped(reason, batch.length);
        for (const listener of this.listeners) listener.dropped(reason, batch.length);
      }
      // One line a minute at most: a held lock must not also flood the log.
      if (this.now() - this.lastFailureLog >= 60_000) {
        this.lastFailureLog = this.now();
        console.error(
          `[rum] ${batch.length} beacons were not stored (${reason}): ${(error as Error).message}`,
        );
      }
      return 0;
    }
    let stored = 0;
    for (const [entry, dropped] of outcome) {
      for (const listener of this.listeners) {
        if (dropped) listener.dropped(dropped, 1);
        else listener.stored(entry.rows);
      }
      if (!dropped) stored += 1;
    }
    return stored;
  }

  /** Inside the write transaction: each beacon counted once and within its caps, then stored; the trims. */
  private writeBatch(batch: Queued[]): Map<Queued, StoreDropReason | null> {
    const outcome = new Map<Queued, StoreDropReason | null>();
    const { visitorViews, addressViews, capWindowMs } = this.settings;
    const drops = new Map<string, number>();
    let inserted = 0;
    for (const entry of batch) {
      const window = Math.floor(entry.at / capWindowMs);
      let reason: StoreDropReason | null = null;
      if (this.s.seen.run(entry.token, entry.until).changes === 0) reason = 'replayed';
      else {
        // Both caps count what was offered, kept or not: a sender over one stays over it for the window.
        const quota = (key: string) =>
          (this.s.quota.get({ key, window, views: entry.views }) as { views: number }).views;
        const byVisitor = quota(`v:${entry.visitor}`);
        const byAddress = quota(`a:${clientNetwork(entry.address)}`);
        if (byVisitor > visitorViews) reason = 'visitor-cap';
        else if (byAddress > addressViews) reason = 'address-cap';
      }
      outcome.set(entry, reason);
      if (reason) {
        drops.set(reason, (drops.get(reason) ?? 0) + 1);
        continue;
      }
      for (const row of entry.rows) {
        this.s.insert.run({
          ...row,
          owned: row.owned ? 1 : 0,
          at: entry.at,
          visitor: entry.visitor,
          source: sourceNetwork(entry.address),
        });
        inserted += 1;
      }
      for (const field of entry.fields ?? []) {
        const values = [entry.at, ...fieldValues(field)];
        this.s.insertField.run(Object.fromEntries(values.map((value, i) => [`p${i}`, value])));
      }
    }
    const minute = Math.floor(this.now() / 60_000);
    for (const [reason, n] of [...this.pendingDrops, ...drops]) this.s.countDrop.run({ minute, reason, n });
    this.trim(inserted);
    // Only now: had the transaction failed, the pending counts would still be waiting for the next one.
    this.pendingDrops.clear();
    return outcome;
  }

  /** Deletes a bounded step of rows past the cap, and (every 10 s) past the retention, tokens and windows past use. */
  private trim(inserted: number): void {
    const step = RUM_STORE_DEFAULTS.deleteStep + inserted;
    const { lo, hi } = this.s.bounds.get() as { lo: number | null; hi: number | null };
    const overCap = lo === null || hi === null ? 0 : hi - lo + 1 - this.options.maxRows;
    if (lo !== null && overCap > 0) this.s.dropBefore.run(lo + Math.min(overCap, step));
    // The field view's rows: as many as the views' rows at most (one per page view, not per remote).
    this.s.dropFieldOverCap.run({ p1: this.options.maxRows, p2: step });
    const now = this.now();
    if (now - this.lastTrim < 10_000) return;
    this.lastTrim = now;
    this.s.dropFieldOld.run({ p1: now - this.options.retentionMs, p2: step });
    if (lo !== null) this.s.dropOld.run({ end: lo + step, cutoff: now - this.options.retentionMs });
    this.s.dropSeen.run(now);
    this.s.dropQuota.run(Math.floor(now / this.settings.capWindowMs));
    this.s.dropDropped.run(Math.floor((now - this.options.retentionMs) / 60_000));
  }

  /** What the beacons say of one version of one remote over [sinceMs, untilMs): the canary's evidence. */
  health(remote: string, version: string, sinceMs: number, untilMs: number): VersionHealth {
    this.flush();
    const window = { remote, version, since: sinceMs, until: untilMs };
    const counts = this.s.counts.get(window) as Record<string, number>;
    const cap = this.options.samplesCap ?? RUM_STORE_DEFAULTS.samplesCap;
    const samples = (vital: 'lcp' | 'inp') =>
      (this.samples[vital].all({ ...window, cap }) as Array<{ value: number }>).map((row) => row.value);
    return {
      views: counts.views ?? 0,
      errors: counts.errors ?? 0,
      fallbacks: counts.fallbacks ?? 0,
      loadFailures: counts.loadFailures ?? 0,
      hydrationErrors: counts.hydrationErrors ?? 0,
      visitors: counts.visitors ?? 0,
      sources: counts.sources ?? 0,
      visitorsWith: {
        errors: counts.errorsVisitors ?? 0,
        fallbacks: counts.fallbacksVisitors ?? 0,
        loadFailures: counts.loadFailuresVisitors ?? 0,
        hydrationErrors: counts.hydrationErrorsVisitors ?? 0,
      },
      sourcesWith: {
        errors: counts.errorsSources ?? 0,
        fallbacks: counts.fallbacksSources ?? 0,
        loadFailures: counts.loadFailuresSources ?? 0,
        hydrationErrors: counts.hydrationErrorsSources ?? 0,
      },
      lcp: samples('lcp'),
      inp: samples('inp'),
    };
  }

  /** Beacons dropped since `sinceMs` by reason, on every site server of this database (whole minutes; for /ops). */
  droppedSince(sinceMs: number): Record<string, number> {
    const rows = this.s.drops.all(Math.floor(sinceMs / 60_000)) as Array<{ reason: string; n: number }>;
    return Object.fromEntries(rows.map(({ reason, n }) => [reason, n]));
  }

  readHealth(remote: string, version: string, sinceMs: number, untilMs: number): Promise<VersionHealth> {
    return Promise.resolve(this.health(remote, version, sinceMs, untilMs));
  }

  readDroppedSince(sinceMs: number): Promise<Record<string, number>> {
    return Promise.resolve(this.droppedSince(sinceMs));
  }

  /** The field view over [sinceMs, untilMs) (fieldQuery.ts). */
  field(sinceMs: number, untilMs: number): FieldGroup[] {
    this.flush();
    const rows = this.s.field.all({ p1: sinceMs, p2: untilMs, p3: FIELD_VIEWS_CAP }) as FieldQueryRow[];
    return fieldGroupsOf(rows);
  }

  readField(sinceMs: number, untilMs: number): Promise<FieldGroup[]> {
    return Promise.resolve(this.field(sinceMs, untilMs));
  }

  waiting(): { beacons: number; rows: number } {
    return { beacons: this.queue.length, rows: this.queuedRows };
  }

  /** Rows kept now (an exact count: for tests, the benchmark and the metrics' scrape). */
  rows(): number {
    this.flush();
    return (this.s.count.get() as { n: number }).n;
  }

  close(): void {
    clearInterval(this.timer);
    this.flush();
    this.db.close();
  }
}

/**
 * The store for the canary controller or ops (`readHealth()`), and for a site server (`add()`): a `file` is the
 * deploy root's SQLite database, a `databaseUrl` PostgreSQL shared by every host (postgresStore.ts).
 */
export function openRumStore(options: RumStoreOptions): RumStore;
export function openRumStore(options: PostgresRumStoreOptions): PostgresRumStore;
export function openRumStore(
  options: RumStoreOptions | PostgresRumStoreOptions,
): RumStore | PostgresRumStore {
  return 'databaseUrl' in options ? new PostgresRumStore(options) : new RumStore(options);
}
