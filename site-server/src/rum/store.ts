import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@clinic/shared';
import Database from 'better-sqlite3';
import type { VersionHealth } from '../canary/versionHealth';

/** One remote on one page view, as a beacon reported it (flags are counts; health counts views with any). */
export interface RumRow {
  remote: RemoteName;
  version: string;
  /** The view's route is this remote's: its vitals are the remote's. */
  owned: boolean;
  errors: number;
  fallbacks: number;
  loadFailures: number;
  hydrationErrors: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

export interface RumStoreOptions {
  /** The SQLite file; every site server of a deploy root opens the same one (WAL: one writer, many readers). */
  file: string;
  /** Rows older than this are deleted (RUM_RETENTION_HOURS). */
  retentionMs: number;
  /** At most this many rows; the oldest go first (RUM_MAX_ROWS). */
  maxRows: number;
  /** Rows wait in memory at most this long, or until `flushRows` are waiting, then go in one transaction. */
  flushMs?: number;
  flushRows?: number;
  /** Vitals samples `health()` returns per kind at most (the latest). */
  samplesCap?: number;
  now?: () => number;
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
`;

const WINDOW = 'remote = @remote AND version = @version AND at >= @since AND at < @until';

/**
 * The beacons' rows in an embedded SQLite database shared by every site server on the machine (WAL mode, a busy
 * timeout for the moment another server writes). Inserts are batched: a prepared statement in one transaction per
 * flush. Each flush also deletes, in a bounded step, rows past the retention or the row cap (ids grow with time,
 * so the oldest rows are the lowest ids and every delete is a range of the primary key).
 */
export class RumStore {
  private readonly db: Database.Database;
  private readonly queue: Array<RumRow & { at: number }> = [];
  private readonly timer: NodeJS.Timeout;
  private readonly insert: Database.Statement;
  private readonly writeAll: (rows: Array<RumRow & { at: number }>) => void;
  private readonly now: () => number;
  private lastAgeTrim = 0;
  private readonly statements: Record<
    'bounds' | 'dropBefore' | 'dropOld' | 'counts' | 'count',
    Database.Statement
  >;
  private readonly samples: Record<'lcp' | 'inp', Database.Statement>;

  constructor(private readonly options: RumStoreOptions) {
    this.now = options.now ?? Date.now;
    fs.mkdirSync(path.dirname(options.file), { recursive: true, mode: 0o700 });
    this.db = new Database(options.file);
    this.db.pragma('journal_mode = WAL');
    // Another site server's transaction holds the write lock for a few milliseconds at most.
    this.db.pragma('busy_timeout = 5000');
    // WAL with NORMAL: a power cut may lose the last transactions, never corrupt the file (health data).
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(SCHEMA);
    this.insert = this.db.prepare(
      `INSERT INTO rum_view (at, remote, version, owned, errors, fallbacks, load_failures, hydration_errors, lcp, inp, cls)
       VALUES (@at, @remote, @version, @owned, @errors, @fallbacks, @loadFailures, @hydrationErrors, @lcp, @inp, @cls)`,
    );
    this.writeAll = this.db.transaction((rows: Array<RumRow & { at: number }>) => {
      for (const row of rows) this.insert.run({ ...row, owned: row.owned ? 1 : 0 });
    });
    this.statements = {
      // Two subqueries: SQLite reads MIN or MAX of the key from one end of the tree only when each is alone.
      bounds: this.db.prepare(
        'SELECT (SELECT MIN(id) FROM rum_view) AS lo, (SELECT MAX(id) FROM rum_view) AS hi',
      ),
      dropBefore: this.db.prepare('DELETE FROM rum_view WHERE id < ?'),
      dropOld: this.db.prepare('DELETE FROM rum_view WHERE id < @end AND at < @cutoff'),
      counts: this.db.prepare(
        `SELECT COUNT(*) AS views, TOTAL(errors > 0) AS errors, TOTAL(fallbacks > 0) AS fallbacks,
                TOTAL(load_failures > 0) AS loadFailures, TOTAL(hydration_errors > 0) AS hydrationErrors
         FROM rum_view WHERE ${WINDOW}`,
      ),
      count: this.db.prepare('SELECT COUNT(*) AS n FROM rum_view'),
    };
    const samples = (vital: string) =>
      this.db.prepare(
        `SELECT ${vital} AS value FROM rum_view WHERE ${WINDOW} AND owned = 1 AND ${vital} IS NOT NULL
         ORDER BY at DESC LIMIT @cap`,
      );
    this.samples = { lcp: samples('lcp'), inp: samples('inp') };
    this.timer = setInterval(() => {
      try {
        this.flush();
      } catch (error) {
        // Held too long by another process, or a full disk: these rows are lost, the site server goes on.
        console.error(`[rum] beacons were not stored: ${(error as Error).message}`);
      }
    }, options.flushMs ?? 250);
    this.timer.unref();
  }

  /** Queues rows; they are written within `flushMs`, or at once when `flushRows` are waiting. */
  add(rows: readonly RumRow[]): void {
    const at = this.now();
    for (const row of rows) this.queue.push({ ...row, at });
    if (this.queue.length >= (this.options.flushRows ?? 500)) this.flush();
  }

  /** Writes what is queued in one transaction, then trims; returns the rows written. */
  flush(): number {
    const rows = this.queue.splice(0);
    if (rows.length) this.writeAll(rows);
    this.trim(Math.max(1000, 2 * rows.length));
    return rows.length;
  }

  /** Deletes up to `step` of the oldest rows past the cap, and (every 10 s) past the retention. */
  private trim(step: number): void {
    const { lo, hi } = this.statements.bounds.get() as {
      lo: number | null;
      hi: number | null;
    };
    if (lo === null || hi === null) return;
    const overCap = hi - lo + 1 - this.options.maxRows;
    if (overCap > 0) {
      this.statements.dropBefore.run(lo + Math.min(overCap, step));
    }
    const now = this.now();
    if (now - this.lastAgeTrim < 10_000 && overCap <= 0) return;
    this.lastAgeTrim = now;
    this.statements.dropOld.run({ end: lo + step, cutoff: now - this.options.retentionMs });
  }

  /** What the beacons say of one version of one remote over [sinceMs, untilMs): the canary's evidence. */
  health(remote: string, version: string, sinceMs: number, untilMs: number): VersionHealth {
    this.flush();
    const window = { remote, version, since: sinceMs, until: untilMs };
    const counts = this.statements.counts.get(window) as Omit<VersionHealth, 'lcp' | 'inp'>;
    const cap = this.options.samplesCap ?? 5000;
    const samples = (vital: 'lcp' | 'inp') =>
      (this.samples[vital].all({ ...window, cap }) as Array<{ value: number }>).map((row) => row.value);
    return {
      views: counts.views,
      errors: counts.errors,
      fallbacks: counts.fallbacks,
      loadFailures: counts.loadFailures,
      hydrationErrors: counts.hydrationErrors,
      lcp: samples('lcp'),
      inp: samples('inp'),
    };
  }

  /** Rows kept now (an exact count: for tests, the benchmark and the metrics' scrape). */
  rows(): number {
    this.flush();
    return (this.statements.count.get() as { n: number }).n;
  }

  close(): void {
    clearInterval(this.timer);
    this.flush();
    this.db.close();
  }
}

/** The store for the canary controller or ops (`health()`), and for a site server (`add()`). */
export const openRumStore = (options: RumStoreOptions): RumStore => new RumStore(options);
