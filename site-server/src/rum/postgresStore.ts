import { openPostgresPool } from '@clinic/deploy';
import type pg from 'pg';
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
import { isTransient, RUM_QUERY_TIMEOUT_MS } from './postgresPool';
import { sourceNetwork } from './sourceNetwork';

export interface PostgresRumStoreOptions extends RumStoreSettings {
  /** postgres://user:password@host:port/database (DATABASE_URL). */
  databaseUrl: string;
  /** Rows kept in memory while PostgreSQL is away or slow (RUM_SPOOL_ROWS); past them beacons are dropped. */
  spoolRows?: number;
  /** How long one query may take, on both sides. */
  timeoutMs?: number;
  /** The first wait after PostgreSQL failed; each failure in a row doubles it, up to ten times as long. */
  retryMs?: number;
  log?: (line: string) => void;
}

export const POSTGRES_RUM_DEFAULTS = {
  /** Rows one transaction writes at most: a spool drained after an outage goes in transactions of this size. */
  batchRows: 5000,
  retryMs: 1000,
  /** Retention, the row cap, tokens and windows past use: looked at this often, by one host at a time. */
  trimMs: 10_000,
  /** Rows one delete takes at most (each its own statement within the statement timeout)… */
  deleteStep: 5000,
  /** …and deletes per table per trim at most: some 10,000 rows a second, beyond the benchmark's flood. */
  deleteRounds: 20,
} as const;

const VIEW = 'clinic_rum_view';
const MINUTE = 'clinic_rum_minute';
const SEEN = 'clinic_rum_seen';
const QUOTA = 'clinic_rum_quota';
const DROPPED = 'clinic_rum_dropped';
/** The field view's rows, one per page view (fieldQuery.ts). */
const FIELD = 'clinic_rum_field';
const PG_TYPE = { text: 'text', real: 'double precision' } as const;

/**
 * `clinic_rum_view` is the beacons' rows, as SQLite's `rum_view`. `clinic_rum_minute` is what health counts,
 * kept on write: per remote, version, minute, visitor and network, the views and the views with each signal. A
 * health window adds up its whole minutes there and reads only its partial first and last minutes from the rows;
 * visitors and networks stay countable as distinct over any window because they are part of the key.
 *
 * Made only when one is missing (TABLES_MADE, which takes no lock): `CREATE INDEX IF NOT EXISTS` locks its table
 * against writes even when the index exists. The advisory lock lets two hosts that start together make them one
 * after the other, and the tables come in the order a write locks them, so a write under way and this never wait
 * for each other in a circle.
 */
const CREATE_TABLES = `
  SELECT pg_advisory_xact_lock(hashtext('clinic_rum'));
  CREATE TABLE IF NOT EXISTS ${SEEN} (token text PRIMARY KEY, until bigint NOT NULL);
  CREATE INDEX IF NOT EXISTS ${SEEN}_until ON ${SEEN} (until);
  CREATE TABLE IF NOT EXISTS ${QUOTA} (key text NOT NULL, win bigint NOT NULL, views integer NOT NULL, PRIMARY KEY (key, win));
  CREATE INDEX IF NOT EXISTS ${QUOTA}_win ON ${QUOTA} (win);
  CREATE TABLE IF NOT EXISTS ${VIEW} (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at bigint NOT NULL,
    remote text NOT NULL,
    version text NOT NULL,
    owned boolean NOT NULL,
    errors integer NOT NULL,
    fallbacks integer NOT NULL,
    load_failures integer NOT NULL,
    hydration_errors integer NOT NULL,
    lcp double precision,
    inp double precision,
    cls double precision,
    visitor text NOT NULL,
    source text NOT NULL
  );
  CREATE INDEX IF NOT EXISTS ${VIEW}_by_version ON ${VIEW} (remote, version, at);
  CREATE TABLE IF NOT EXISTS ${MINUTE} (
    remote text NOT NULL,
    version text NOT NULL,
    minute bigint NOT NULL,
    visitor text NOT NULL,
    source text NOT NULL,
    views integer NOT NULL,
    errors integer NOT NULL,
    fallbacks integer NOT NULL,
    load_failures integer NOT NULL,
    hydration_errors integer NOT NULL,
    PRIMARY KEY (remote, version, minute, visitor, source)
  );
  CREATE INDEX IF NOT EXISTS ${MINUTE}_by_minute ON ${MINUTE} (minute);
  CREATE TABLE IF NOT EXISTS ${DROPPED} (minute bigint NOT NULL, reason text NOT NULL, n bigint NOT NULL, PRIMARY KEY (minute, reason));
  CREATE TABLE IF NOT EXISTS ${FIELD} (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at bigint NOT NULL,
    ${FIELD_COLUMNS.map(([name, type]) => `${name} ${PG_TYPE[type]}`).join(',\n    ')}
  );
  CREATE INDEX IF NOT EXISTS ${FIELD}_by_time ON ${FIELD} (at);
`;
const TABLES_MADE = `SELECT bool_and(to_regclass(name) IS NOT NULL) AS made FROM unnest($1::text[]) AS name`;
const TABLES = [
  ...[SEEN, `${SEEN}_until`, QUOTA, `${QUOTA}_win`, VIEW, `${VIEW}_by_version`],
  ...[MINUTE, `${MINUTE}_by_minute`, DROPPED],
  // Added with the field view: a database made before has the others, and gets these when a store opens it.
  ...[FIELD, `${FIELD}_by_time`],
];

// Every statement of a write takes its rows as arrays (one round trip, one plan, whatever the batch's size), in
// the order of their keys: two hosts writing the same keys lock them in the same order and never deadlock.
const MARK_SEEN = `
  INSERT INTO ${SEEN} (token, until) SELECT * FROM unnest($1::text[], $2::bigint[])
  ON CONFLICT (token) DO NOTHING RETURNING token`;
const ADD_QUOTA = `
  INSERT INTO ${QUOTA} AS q (key, win, views) SELECT * FROM unnest($1::text[], $2::bigint[], $3::integer[])
  ON CONFLICT (key, win) DO UPDATE SET views = q.views + excluded.views RETURNING key, win, views`;
const INSERT_VIEWS = `
  INSERT INTO ${VIEW} (at, remote, version, owned, errors, fallbacks, load_failures, hydration_errors, lcp, inp, cls, visitor, source)
  SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::boolean[], $5::integer[], $6::integer[], $7::integer[],
    $8::integer[], $9::float8[], $10::float8[], $11::float8[], $12::text[], $13::text[])`;
const ADD_MINUTES = `
  INSERT INTO ${MINUTE} AS m (remote, version, minute, visitor, source, views, errors, fallbacks, load_failures, hydration_errors)
  SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::integer[], $7::integer[],
    $8::integer[], $9::integer[], $10::integer[])
  ON CONFLICT (remote, version, minute, visitor, source) DO UPDATE SET
    views = m.views + excluded.views, errors = m.errors + excluded.errors, fallbacks = m.fallbacks + excluded.fallbacks,
    load_failures = m.load_failures + excluded.load_failures, hydration_errors = m.hydration_errors + excluded.hydration_errors`;
const INSERT_FIELDS = `
  INSERT INTO ${FIELD} (at, ${FIELD_COLUMNS.map(([name]) => name).join(', ')})
  SELECT * FROM unnest($1::bigint[], ${FIELD_COLUMNS.map(
    ([, type], i) => `$${i + 2}::${type === 'text' ? 'text' : 'float8'}[]`,
  ).join(', ')})`;
const FIELD_QUERY = fieldQuery(FIELD);
const FIELD_TRIMS = fieldTrims(FIELD);
const COUNT_DROPS = `
  INSERT INTO ${DROPPED} AS d (minute, reason, n) SELECT * FROM unnest($1::bigint[], $2::text[], $3::bigint[])
  ON CONFLICT (minute, reason) DO UPDATE SET n = d.n + excluded.n`;

const SIGNALS = [
  ['errors', 'errors'],
  ['fallbacks', 'fallbacks'],
  ['loadFailures', 'load_failures'],
  ['hydrationErrors', 'hydration_errors'],
] as const;

/**
 * $1 remote, $2 version, $3 the first whole minute, $4 the minute after the last whole one, $5 and $6 the window
 * in ms. The rows' half counts each row as a one-view minute, only at the window's partial ends (two ranges of the
 * index; a window within one minute has no whole minute and is read from the rows alone).
 */
const HEALTH = `
  WITH parts AS (
    SELECT visitor, source, views, errors, fallbacks, load_failures, hydration_errors FROM ${MINUTE}
    WHERE remote = $1 AND version = $2 AND minute >= $3 AND minute < $4
    UNION ALL
    SELECT visitor, source, 1, (errors > 0)::int, (fallbacks > 0)::int, (load_failures > 0)::int,
      (hydration_errors > 0)::int
    FROM ${VIEW}
    WHERE remote = $1 AND version = $2
      AND ((at >= $5 AND at < LEAST($6, $3 * 60000)) OR (at >= GREATEST($5, $4 * 60000) AND at < $6))
  )
  SELECT COALESCE(SUM(views), 0)::float8 AS views, COUNT(DISTINCT visitor)::float8 AS visitors,
    COUNT(DISTINCT source)::float8 AS sources,
    ${SIGNALS.map(
      ([name, column]) =>
        `COALESCE(SUM(${column}), 0)::float8 AS "${name}",
         (COUNT(DISTINCT visitor) FILTER (WHERE ${column} > 0))::float8 AS "${name}Visitors",
         (COUNT(DISTINCT source) FILTER (WHERE ${column} > 0))::float8 AS "${name}Sources"`,
    ).join(', ')}
  FROM parts`;
/** The latest samples, as SQLite orders them (time, then the order they were written in). */
const samples = (vital: 'lcp' | 'inp') => `
  SELECT ${vital} AS value FROM ${VIEW}
  WHERE remote = $1 AND version = $2 AND at >= $3 AND at < $4 AND owned AND ${vital} IS NOT NULL
  ORDER BY at DESC, id DESC LIMIT $5`;
const DROPS = `SELECT reason, SUM(n)::float8 AS n FROM ${DROPPED} WHERE minute >= $1 GROUP BY reason`;

// The trim's deletes, each a bounded step: by id from the oldest end (ids follow time, as SQLite's rowids), by
// tuple id from an index range elsewhere.
const TRIM_LOCK = `SELECT pg_try_advisory_xact_lock(hashtext('clinic_rum_trim')) AS mine`;
const BOUNDS = `SELECT (SELECT MIN(id) FROM ${VIEW}) AS lo, (SELECT MAX(id) FROM ${VIEW}) AS hi`;
const DROP_BEFORE = `DELETE FROM ${VIEW} WHERE id < $1`;
const DROP_OLD = `DELETE FROM ${VIEW} WHERE id < (SELECT MIN(id) FROM ${VIEW}) + $2 AND at < $1`;
const dropWhere = (table: string, condition: string) =>
  `DELETE FROM ${table} WHERE ctid = ANY (ARRAY(SELECT ctid FROM ${table} WHERE ${condition} LIMIT $2))`;
const TRIMS = [
  dropWhere(MINUTE, 'minute < $1'),
  dropWhere(SEEN, 'until < $1'),
  dropWhere(QUOTA, 'win < $1'),
  dropWhere(DROPPED, 'minute < $1'),
];

type Queued = RumBeaconEntry & { at: number };

const rowsOf = (batch: readonly Queued[]) => batch.reduce((sum, entry) => sum + entry.rows.length, 0);
const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
const flag = (count: number) => (count > 0 ? 1 : 0);
const ignore = () => {};

/**
 * The beacon store on PostgreSQL (DATABASE_URL), shared by every host: a token counts once and the caps hold
 * across all of them, and health is read from counts kept per minute as beacons are written (CREATE_TABLES).
 *
 * Nothing a request does waits for PostgreSQL. `add` queues the beacon in memory; every `flushMs` (or at
 * `flushRows` rows) what is queued goes in one transaction, one multi-row statement per table. While PostgreSQL
 * is slow or away, beacons wait in that queue up to `spoolRows` rows (a beacon past them is dropped and counted,
 * `spool-full`) and are written, with the time they arrived, once it answers: asked again after `retryMs`, twice as
 * long after each failure in a row. A write PostgreSQL refuses for what it is (not for being away) is dropped and
 * counted (`not-stored`), so one bad batch never holds up the others. Opening never waits or throws: the tables are
 * made before the first write, and again tried later when PostgreSQL is away at start.
 */
export class PostgresRumStore implements BeaconStore {
  private readonly pool: pg.Pool;
  private readonly now: () => number;
  private readonly settings: Required<
    Pick<
      PostgresRumStoreOptions,
      | 'flushRows'
      | 'visitorViews'
      | 'addressViews'
      | 'capWindowMs'
      | 'samplesCap'
      | 'spoolRows'
      | 'retryMs'
      | 'retentionMs'
      | 'maxRows'
    >
  >;
  private readonly log: (line: string) => void;
  private readonly listeners = new Set<RumStoreListener>();
  /** Beacons taken and not written yet, oldest first; a batch being written is out of it, and back on failure. */
  private queue: Queued[] = [];
  /** Rows in the queue and in the batch being written: what `spoolRows` bounds. */
  private spooledRows = 0;
  /** The batch being written: out of the queue, still in the spool. */
  private writingBeacons = 0;
  private writingRows = 0;
  /** Drops not yet in `clinic_rum_dropped` (decided before the store, at write time, or for want of room). */
  private readonly pendingDrops = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private running: Promise<number> | null = null;
  private again: Promise<number> | null = null;
  private tablesMade: Promise<void> | null = null;
  private tablesReady = false;
  private away = false;
  private retryAt = 0;
  private failures = 0;
  private lastTrim = Number.NEGATIVE_INFINITY;
  private trimming: Promise<void> | null = null;
  private closed = false;

  constructor(options: PostgresRumStoreOptions) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((line) => console.error(line));
    this.settings = {
      flushRows: options.flushRows ?? RUM_STORE_DEFAULTS.flushRows,
      visitorViews: options.visitorViews ?? RUM_STORE_DEFAULTS.visitorViews,
      addressViews: options.addressViews ?? RUM_STORE_DEFAULTS.addressViews,
      capWindowMs: options.capWindowMs ?? RUM_STORE_DEFAULTS.capWindowMs,
      samplesCap: options.samplesCap ?? RUM_STORE_DEFAULTS.samplesCap,
      spoolRows: options.spoolRows ?? RUM_STORE_DEFAULTS.spoolRows,
      retryMs: options.retryMs ?? POSTGRES_RUM_DEFAULTS.retryMs,
      retentionMs: options.retentionMs,
      maxRows: options.maxRows,
    };
    this.pool = openPostgresPool({
      databaseUrl: options.databaseUrl,
      applicationName: 'clinic-rum',
      timeoutMs: options.timeoutMs ?? RUM_QUERY_TIMEOUT_MS,
    });
    this.timer = setInterval(() => void this.flush(), options.flushMs ?? RUM_STORE_DEFAULTS.flushMs);
    this.timer.unref();
  }

  listen(listener: RumStoreListener): void {
    this.listeners.add(listener);
  }

  /** Queues a checked beacon: written within `flushMs`, at once when `flushRows` rows wait, later if PostgreSQL is away. */
  add(entry: RumBeaconEntry): void {
    const full = this.spooledRows + entry.rows.length > this.settings.spoolRows;
    if (this.closed || full) {
      const reason = this.closed ? 'not-stored' : 'spool-full';
      this.countDropped(reason);
      this.tell(reason, 1);
      return;
    }
    this.queue.push({ ...entry, at: this.now() });
    this.spooledRows += entry.rows.length;
    if (this.spooledRows - this.writingRows >= this.settings.flushRows) void this.flush();
  }

  countDropped(reason: string, beacons = 1): void {
    add(this.pendingDrops, reason, beacons);
  }

  waiting(): { beacons: number; rows: number } {
    return { beacons: this.queue.length + this.writingBeacons, rows: this.spooledRows };
  }

  /**
   * Writes what is queued (after any write under way); resolves with the beacons stored. Never rejects: PostgreSQL
   * away leaves the beacons queued, and while it is, no write is tried before its retry time.
   */
  flush(): Promise<number> {
    if (!this.running) {
      this.running = this.writeQueued().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.again ??= this.running.then(() => {
      this.again = null;
      return this.flush();
    });
    return this.again;
  }

  private async writeQueued(): Promise<number> {
    let stored = 0;
    while (this.queue.length > 0 || this.pendingDrops.size > 0) {
      if (Date.now() < this.retryAt && !this.closed) return stored;
      if (!(await this.madeTables())) return stored;
      const batch = this.takeBatch();
      const drops = new Map(this.pendingDrops);
      this.writingBeacons = batch.length;
      this.writingRows = rowsOf(batch);
      let outcome: Array<[Queued, StoreDropReason | null]>;
      try {
        outcome = await this.write(batch, drops);
      } catch (error) {
        this.writingBeacons = 0;
        this.writingRows = 0;
        if (isTransient(error)) {
          // Back where they were, first in line: the same beacons in the same order once PostgreSQL answers.
          this.queue = [...batch, ...this.queue];
          this.wentAway(error as Error);
          return stored;
        }
        // Refused for what it holds: it would be refused again, and would hold up every beacon behind it.
        this.spooledRows -= rowsOf(batch);
        for (const [reason, n] of drops) this.settle(reason, n);
        if (batch.length) {
          this.countDropped('not-stored', batch.length);
          this.tell('not-stored', batch.length);
        }
        this.log(`[rum] ${batch.length} beacons were not stored: ${(error as Error).message}`);
        continue;
      }
      this.writingBeacons = 0;
      this.writingRows = 0;
      this.spooledRows -= rowsOf(batch);
      for (const [reason, n] of drops) this.settle(reason, n);
      this.answered();
      for (const [entry, dropped] of outcome) {
        if (dropped) this.tell(dropped, 1);
        else {
          stored += 1;
          for (const listener of this.listeners) listener.stored(entry.rows);
        }
      }
      // A full batch more waiting (a spool after an outage): on at once; else the timer takes the rest.
      if (this.spooledRows < this.settings.flushRows) break;
    }
    // On a connection of its own beside the writes: a long trim never holds up the next batch.
    const trimDue = this.now() - this.lastTrim >= POSTGRES_RUM_DEFAULTS.trimMs;
    if (this.tablesReady && !this.away && !this.trimming && trimDue) {
      this.trimming = this.trim().finally(() => {
        this.trimming = null;
      });
    }
    return stored;
  }

  /** The oldest queued beacons, up to a transaction's rows (one beacon at least, whatever its size). */
  private takeBatch(): Queued[] {
    let rows = 0;
    let n = 0;
    while (n < this.queue.length) {
      rows += this.queue[n]?.rows.length ?? 0;
      if (n > 0 && rows > POSTGRES_RUM_DEFAULTS.batchRows) break;
      n += 1;
    }
    return this.queue.splice(0, n);
  }

  /** Counts written: what was pending is less by that (more may have come meanwhile). */
  private settle(reason: string, n: number): void {
    const left = (this.pendingDrops.get(reason) ?? 0) - n;
    if (left > 0) this.pendingDrops.set(reason, left);
    else this.pendingDrops.delete(reason);
  }

  private tell(reason: StoreDropReason, beacons: number): void {
    for (const listener of this.listeners) listener.dropped(reason, beacons);
  }

  private wentAway(error: Error): void {
    if (!this.away) {
      this.log(
        `[rum] PostgreSQL away (${error.message}): beacons wait in memory, ${this.settings.spoolRows} rows at most, and are written when it answers`,
      );
    }
    this.away = true;
    this.failures += 1;
    const wait = this.settings.retryMs * 2 ** Math.min(this.failures - 1, 10);
    // Real time, whatever `now` says: the beacons' clock may be a test's.
    this.retryAt = Date.now() + Math.min(wait, this.settings.retryMs * 10);
  }

  private answered(): void {
    if (this.away)
      this.log(`[rum] PostgreSQL answers again (${this.waiting().beacons} beacons still waiting)`);
    this.away = false;
    this.failures = 0;
    this.retryAt = 0;
  }

  /**
   * A connection of the pool for a transaction. Lost while checked out, it also says so as an event, which must
   * not end the process: the transaction's next query fails and says the same.
   */
  private async checkOut(): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    client.on('error', ignore);
    return client;
  }

  /** Whether the tables exist (made once per store; PostgreSQL away: false, and the store waits to try again). */
  private async madeTables(): Promise<boolean> {
    try {
      await this.makeTables();
      return true;
    } catch (error) {
      this.wentAway(error as Error);
      return false;
    }
  }

  /** Makes the tables that are missing, once per store (again after a failure). */
  private makeTables(): Promise<void> {
    this.tablesMade ??= (async () => {
      const { rows } = await this.pool.query<{ made: boolean }>(TABLES_MADE, [TABLES]);
      if (!rows[0]?.made) await this.pool.query(CREATE_TABLES);
      this.tablesReady = true;
    })();
    this.tablesMade.catch(() => {
      this.tablesMade = null;
    });
    return this.tablesMade;
  }

  /**
   * One transaction: the tokens first seen, then the caps (each beacon in the batch's order, as SQLite's one by
   * one: a beacon's total is what the window held before the batch plus the batch's beacons up to it), then the
   * rows and the minutes' counts of the beacons kept, and the drops. Each beacon's outcome, in the batch's order.
   */
  private async write(
    batch: readonly Queued[],
    drops: ReadonlyMap<string, number>,
  ): Promise<Array<[Queued, StoreDropReason | null]>> {
    const outcome = new Map<Queued, StoreDropReason | null>();
    const client = await this.checkOut();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      // A token twice in one batch: the first may count, the other is a replay.
      const first = new Map<string, Queued>();
      for (const entry of batch) if (!first.has(entry.token)) first.set(entry.token, entry);
      const tokens = [...first.keys()].sort();
      const fresh = new Set<string>();
      if (tokens.length) {
        const until = tokens.map((token) => first.get(token)?.until ?? 0);
        const seen = await client.query<{ token: string }>(MARK_SEEN, [tokens, until]);
        for (const { token } of seen.rows) fresh.add(token);
      }
      const counted: Queued[] = [];
      for (const entry of batch) {
        if (first.get(entry.token) === entry && fresh.has(entry.token)) counted.push(entry);
        else outcome.set(entry, 'replayed');
      }

      // Both caps count what was offered, kept or not: a sender over one stays over it for the window.
      const { visitorViews, addressViews, capWindowMs } = this.settings;
      const keysOf = (entry: Queued) => {
        const win = Math.floor(entry.at / capWindowMs);
        return [`v:${entry.visitor}\u0000${win}`, `a:${clientNetwork(entry.address)}\u0000${win}`] as const;
      };
      const offered = new Map<string, number>();
      for (const entry of counted) for (const key of keysOf(entry)) add(offered, key, entry.views);
      const quotaKeys = [...offered.keys()].sort();
      const totals = new Map<string, number>();
      if (quotaKeys.length) {
        const split = quotaKeys.map((key) => {
          const cut = key.lastIndexOf('\u0000');
          return [key.slice(0, cut), key.slice(cut + 1)];
        });
        const result = await client.query<{ key: string; win: string; views: number }>(ADD_QUOTA, [
          split.map(([key]) => key),
          split.map(([, win]) => win),
          quotaKeys.map((key) => offered.get(key) ?? 0),
        ]);
        for (const row of result.rows) totals.set(`${row.key}\u0000${row.win}`, row.views);
      }
      const before = new Map(quotaKeys.map((key) => [key, (totals.get(key) ?? 0) - (offered.get(key) ?? 0)]));
      const kept: Queued[] = [];
      for (const entry of counted) {
        const [visitorKey, addressKey] = keysOf(entry);
        const byVisitor = add(before, visitorKey, entry.views).get(visitorKey) ?? 0;
        const byAddress = add(before, addressKey, entry.views).get(addressKey) ?? 0;
        const reason =
          byVisitor > visitorViews ? 'visitor-cap' : byAddress > addressViews ? 'address-cap' : null;
        outcome.set(entry, reason);
        if (!reason) kept.push(entry);
      }

      if (kept.length) {
        await client.query(INSERT_VIEWS, viewColumns(kept));
        await client.query(ADD_MINUTES, minuteColumns(kept));
        const fields = fieldColumns(kept);
        if (fields[0]?.length) await client.query(INSERT_FIELDS, fields);
      }

      const counts = new Map(drops);
      for (const reason of outcome.values()) if (reason) add(counts, reason, 1);
      if (counts.size) {
        const reasons = [...counts.keys()].sort();
        const minute = Math.floor(this.now() / 60_000);
        await client.query(COUNT_DROPS, [
          reasons.map(() => minute),
          reasons,
          reasons.map((reason) => counts.get(reason)),
        ]);
      }
      await client.query('COMMIT');
    } catch (error) {
      broken = error as Error;
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      // A connection whose query failed may be mid-way through anything: not given to the next query.
      client.off('error', ignore);
      client.release(broken && isTransient(broken) ? broken : undefined);
    }
    return batch.map((entry) => [entry, outcome.get(entry) ?? null]);
  }

  /**
   * Deletes rows past the row cap and the retention, minutes, tokens, windows and drops past use: a bounded step
   * per statement, a bounded number of steps per trim, one host at a time (the others find the lock taken and
   * leave it to that one). A trim that fails is tried again at the next one.
   */
  private async trim(): Promise<void> {
    this.lastTrim = this.now();
    const { deleteStep, deleteRounds } = POSTGRES_RUM_DEFAULTS;
    const now = this.now();
    const cutoff = now - this.settings.retentionMs;
    let client: pg.PoolClient | undefined;
    try {
      client = await this.checkOut();
      await client.query('BEGIN');
      const { rows } = await client.query<{ mine: boolean }>(TRIM_LOCK);
      if (rows[0]?.mine) {
        const rounds = async (sql: string, values: unknown[]) => {
          for (let round = 0; round < deleteRounds; round++) {
            const deleted = (await client?.query(sql, values))?.rowCount ?? 0;
            if (deleted < deleteStep) return;
          }
        };
        // The row cap as SQLite's: ids from the oldest, as many as the span of ids exceeds the cap.
        for (let round = 0; round < deleteRounds; round++) {
          const bounds = (await client.query<{ lo: string | null; hi: string | null }>(BOUNDS)).rows[0];
          if (!bounds?.lo || !bounds.hi) break;
          const lo = Number(bounds.lo);
          const overCap = Number(bounds.hi) - lo + 1 - this.settings.maxRows;
          if (overCap <= 0) break;
          await client.query(DROP_BEFORE, [lo + Math.min(overCap, deleteStep)]);
        }
        await rounds(DROP_OLD, [cutoff, deleteStep]);
        // The field view's rows: past the retention, and as many as the views' rows at most.
        await rounds(FIELD_TRIMS.old, [cutoff, deleteStep]);
        await rounds(FIELD_TRIMS.overCap, [this.settings.maxRows, deleteStep]);
        const ends = [
          Math.floor(cutoff / 60_000),
          now,
          Math.floor(now / this.settings.capWindowMs),
          Math.floor(cutoff / 60_000),
        ];
        for (const [i, sql] of TRIMS.entries()) await rounds(sql, [ends[i], deleteStep]);
      }
      await client.query('COMMIT');
      client.off('error', ignore);
      client.release();
    } catch (error) {
      client?.off('error', ignore);
      client?.release(error as Error);
      this.log(
        `[rum] the trim of old beacons failed, tried again in ${POSTGRES_RUM_DEFAULTS.trimMs / 1000} s: ${(error as Error).message}`,
      );
    }
  }

  /** What the beacons say of one version of one remote over [sinceMs, untilMs), from PostgreSQL (rejects if away). */
  async readHealth(
    remote: string,
    version: string,
    sinceMs: number,
    untilMs: number,
  ): Promise<VersionHealth> {
    await this.settled();
    return this.queryHealth(remote, version, sinceMs, untilMs);
  }

  /** What is queued written, and a trim under way done: what SQLite's synchronous flush leaves. */
  private async settled(): Promise<void> {
    await this.flush();
    await this.trimming;
  }

  private async queryHealth(remote: string, version: string, sinceMs: number, untilMs: number) {
    await this.tablesForReading();
    const firstMinute = Math.ceil(sinceMs / 60_000);
    const endMinute = Math.floor(untilMs / 60_000);
    const cap = this.settings.samplesCap;
    const window = [remote, version, sinceMs, untilMs, cap];
    const [counts, lcp, inp] = await Promise.all([
      this.pool.query<Record<string, number>>(HEALTH, [
        remote,
        version,
        firstMinute,
        endMinute,
        sinceMs,
        untilMs,
      ]),
      this.pool.query<{ value: number }>(samples('lcp'), window),
      this.pool.query<{ value: number }>(samples('inp'), window),
    ]);
    const c = counts.rows[0] ?? {};
    const signal = (suffix: string) =>
      Object.fromEntries(
        SIGNALS.map(([name]) => [name, c[`${name}${suffix}`] ?? 0]),
      ) as VersionHealth['visitorsWith'];
    return {
      views: c.views ?? 0,
      ...signal(''),
      visitors: c.visitors ?? 0,
      sources: c.sources ?? 0,
      visitorsWith: signal('Visitors'),
      sourcesWith: signal('Sources'),
      lcp: lcp.rows.map((row) => row.value),
      inp: inp.rows.map((row) => row.value),
    };
  }

  /**
   * Reads never mark PostgreSQL away (the writer's business); they only need the tables. Without them a read
   * fails with PostgreSQL's own reason, so a developer sees why.
   */
  private async tablesForReading(): Promise<void> {
    await this.makeTables().catch((error: Error) => {
      throw new Error(`PostgreSQL away (${error.message})`, { cause: error });
    });
  }

  /** The field view over [sinceMs, untilMs) (fieldQuery.ts), once what is queued is written. */
  async readField(sinceMs: number, untilMs: number): Promise<FieldGroup[]> {
    await this.settled();
    await this.tablesForReading();
    const { rows } = await this.pool.query<FieldQueryRow>(FIELD_QUERY, [sinceMs, untilMs, FIELD_VIEWS_CAP]);
    return fieldGroupsOf(rows);
  }

  async readDroppedSince(sinceMs: number): Promise<Record<string, number>> {
    await this.tablesForReading();
    const { rows } = await this.pool.query<{ reason: string; n: number }>(DROPS, [
      Math.floor(sinceMs / 60_000),
    ]);
    return Object.fromEntries(rows.map(({ reason, n }) => [reason, n]));
  }

  /** Rows kept now, once what is queued is written (an exact count: for tests and the benchmark). */
  async rows(): Promise<number> {
    await this.settled();
    await this.tablesForReading();
    const { rows } = await this.pool.query<{ n: number }>(`SELECT COUNT(*)::float8 AS n FROM ${VIEW}`);
    return rows[0]?.n ?? 0;
  }

  /** Writes what is queued, with one more try if PostgreSQL is away; what it still will not take is counted. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    await this.settled();
    const left = this.waiting();
    if (left.beacons) {
      this.queue = [];
      this.spooledRows = 0;
      this.tell('not-stored', left.beacons);
      this.log(`[rum] closing with PostgreSQL away: ${left.beacons} beacons were not stored`);
    }
    await this.pool.end();
  }
}

/** The columns of `clinic_rum_view` for INSERT_VIEWS, one array each. */
function viewColumns(kept: readonly Queued[]): unknown[][] {
  const columns: unknown[][] = Array.from({ length: 13 }, () => []);
  for (const entry of kept) {
    const source = sourceNetwork(entry.address);
    for (const row of entry.rows) {
      const values = [
        entry.at,
        row.remote,
        row.version,
        row.owned,
        row.errors,
        row.fallbacks,
        row.loadFailures,
        row.hydrationErrors,
        row.lcp,
        row.inp,
        row.cls,
        entry.visitor,
        source,
      ];
      for (const [i, value] of values.entries()) columns[i]?.push(value);
    }
  }
  return columns;
}

/** The columns of `clinic_rum_field` for INSERT_FIELDS, one array each (the time first). */
function fieldColumns(kept: readonly Queued[]): unknown[][] {
  const columns: unknown[][] = Array.from({ length: FIELD_COLUMNS.length + 1 }, () => []);
  for (const entry of kept)
    for (const field of entry.fields ?? [])
      for (const [i, value] of [entry.at, ...fieldValues(field)].entries()) columns[i]?.push(value);
  return columns;
}

/** Each (remote, version, minute, visitor, network)'s views and views with each signal, in key order. */
function minuteColumns(kept: readonly Queued[]): unknown[][] {
  const minutes = new Map<string, { key: unknown[]; counts: number[] }>();
  for (const entry of kept) {
    const minute = Math.floor(entry.at / 60_000);
    const source = sourceNetwork(entry.address);
    const tail = `\u0000${minute}\u0000${entry.visitor}\u0000${source}`;
    for (const row of entry.rows) {
      const id = `${row.remote}\u0000${row.version}${tail}`;
      let known = minutes.get(id);
      if (!known) {
        known = { key: [row.remote, row.version, minute, entry.visitor, source], counts: [0, 0, 0, 0, 0] };
        minutes.set(id, known);
      }
      const { counts } = known;
      counts[0] = (counts[0] ?? 0) + 1;
      counts[1] = (counts[1] ?? 0) + flag(row.errors);
      counts[2] = (counts[2] ?? 0) + flag(row.fallbacks);
      counts[3] = (counts[3] ?? 0) + flag(row.loadFailures);
      counts[4] = (counts[4] ?? 0) + flag(row.hydrationErrors);
    }
  }
  const columns: unknown[][] = Array.from({ length: 10 }, () => []);
  for (const id of [...minutes.keys()].sort()) {
    const { key, counts } = minutes.get(id) ?? { key: [], counts: [] };
    for (const [i, value] of [...key, ...counts].entries()) columns[i]?.push(value);
  }
  return columns;
}
