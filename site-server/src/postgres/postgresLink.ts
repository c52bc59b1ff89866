import { openPostgresPool } from '@clinic/deploy';
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RLWrapperTimeouts } from 'rate-limiter-flexible';

/**
 * As SQLite's busy timeout: past it a call that a request waits on is answered by this process alone (a request
 * never waits more than this on PostgreSQL).
 */
export const SHARED_TIMEOUT_MS = 50;
/** After PostgreSQL failed or was late, calls are answered alone this long, then one call asks again. */
const RETRY_AFTER_MS = 1000;
/**
 * A query the caller stopped waiting for is ended by then on both sides (`query_timeout`, `statement_timeout`), and
 * a connection that is not made by then is given up (`connectionTimeoutMillis`): a store cut off by the network
 * holds a connection this long at most.
 */
export const QUERY_TIMEOUT_MS = 2000;
/**
 * Connections per site server: a query takes well under a millisecond, and N hosts × servers share max_connections;
 * but a flood's posts arrive together, and a call waiting for a connection past the timeout decides alone.
 */
const POOL_SIZE = 8;
/** Tables not made yet (PostgreSQL away at start): tried again this often. */
const CREATE_RETRY_MS = 5000;
const PRUNE_EVERY_MS = 60_000;
/** Expired rows are deleted this many at a time, so a delete never holds a table for long. */
const PRUNE_BATCH = 500;

export interface PostgresLinkOptions {
  /** postgres://user:password@host:port/database (DATABASE_URL). */
  databaseUrl: string;
  /** How long a call a request waits on may take before this process decides alone. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

/** Where a shared store lives: a link of its own (closed with the store), or the process's one link (main.ts). */
export type SharedAt = PostgresLinkOptions | { link: PostgresLink };

/** A table of per-key limits with the columns RateLimiterPostgres reads; `expire` may be null there, never here. */
export const limitsTable = (table: string): string => `
  CREATE TABLE IF NOT EXISTS ${table} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint);
  CREATE INDEX IF NOT EXISTS ${table}_expire ON ${table} (expire);`;

/** Deletes a batch of the rows of `table` whose `expires` column is at or before $1 (ms). */
export const pruneExpired = (table: string, key: string, expires: string): string =>
  `DELETE FROM ${table} WHERE ${key} IN (SELECT ${key} FROM ${table} WHERE ${expires} <= $1 LIMIT ${PRUNE_BATCH})`;

/** The in-memory limiter a shared one falls back on: each use of it means the store did not answer in time. */
class Insurance extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly told: () => void,
  ) {
    super(options);
  }
  override consume(key: string | number, points?: number, options?: { [key: string]: unknown }) {
    this.told();
    return super.consume(key, points, options);
  }
  override penalty(key: string | number, points?: number, options?: { [key: string]: unknown }) {
    this.told();
    return super.penalty(key, points, options);
  }
  override get(key: string | number, options?: { [key: string]: unknown }) {
    this.told();
    return super.get(key, options);
  }
}

/** One user's tables on the link: its calls are refused (answered alone) until they are made. */
export interface SharedTables {
  /** Settles once the tables exist (after PostgreSQL first answered; a store away at start is tried again). */
  readonly ready: Promise<void>;
  /** One query within the link's timeout, else rejected (the query itself is ended by its own timeouts). */
  ask(query: pg.QueryConfig): Promise<pg.QueryResult>;
  /** A query no request waits on (a poll): bounded by the query timeout only; its answer brings PostgreSQL back. */
  background(query: pg.QueryConfig): Promise<pg.QueryResult>;
  /**
   * A per-key limiter in `table` (made by `limitsTable`), shared by every host: rate-limiter-flexible's
   * RateLimiterPostgres within the link's timeout; late or away, this process's memory limits alone meanwhile, to
   * `alonePoints` (never lets everything through), and each such call is told to `onBusy`. A key the store has
   * answered spent stays refused here, store or not, until its window ends.
   */
  limiter(
    table: string,
    prefix: string,
    points: number,
    durationS: number,
    onBusy: () => void,
    alonePoints?: number,
  ): RLWrapperTimeouts;
  /** Stops this user's calls and pruning; ends the link when it was opened for this user alone. */
  close(): Promise<void>;
}

export interface PostgresLink {
  readonly timeoutMs: number;
  /** Makes `create` (CREATE … IF NOT EXISTS, under an advisory lock) and prunes with `prunes` (`$1`: now, ms). */
  tables(create: string, prunes?: string[]): SharedTables;
  close(): Promise<void>;
}

/** The tables of one shared store, on the process's link or on one of its own. */
export function sharedTables(at: SharedAt, create: string, prunes: string[] = []): SharedTables {
  if ('link' in at) return at.link.tables(create, prunes);
  const link = openPostgresLink(at);
  const tables = link.tables(create, prunes);
  return {
    ...tables,
    async close() {
      await tables.close();
      await link.close();
    },
  };
}

/**
 * A site server's way to PostgreSQL (DATABASE_URL), for the state every host shares: one small pool, and calls
 * that never hold a request back. A call a request waits on takes `timeoutMs` at most; late or failing, its user
 * answers from this process alone, and for a second every such call is refused at once, then one asks again (its
 * answer brings PostgreSQL back). Opening never waits or throws: tables not made at start are tried again.
 */
export function openPostgresLink({
  databaseUrl,
  timeoutMs = SHARED_TIMEOUT_MS,
  log = console.warn,
}: PostgresLinkOptions): PostgresLink {
  const pool = openPostgresPool({
    databaseUrl,
    applicationName: 'clinic-site-server',
    size: POOL_SIZE,
    timeoutMs: QUERY_TIMEOUT_MS,
  });

  let closed = false;
  let answering = true;
  let retryAt = 0;
  let probing = false;
  const away = (why: string) => {
    if (answering) log(`[postgres] away (${why}): each site server decides alone meanwhile`);
    answering = false;
    retryAt = Date.now() + RETRY_AFTER_MS;
  };
  const back = () => {
    if (!answering) log('[postgres] answers again');
    answering = true;
  };
  /** Whether to ask PostgreSQL now: while it is away, one call a second does. */
  const mayAsk = () => {
    if (closed) return false;
    if (answering) return true;
    if (probing || Date.now() < retryAt) return false;
    probing = true;
    return true;
  };

  const ask = (query: pg.QueryConfig): Promise<pg.QueryResult> => {
    if (!mayAsk()) return Promise.reject(new Error('PostgreSQL away'));
    return new Promise((resolve, reject) => {
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        probing = false;
        away(`no answer within ${timeoutMs} ms`);
        reject(new Error(`no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      pool.query(query).then(
        (result) => {
          clearTimeout(timer);
          if (late) return;
          probing = false;
          back();
          resolve(result);
        },
        (error: Error) => {
          clearTimeout(timer);
          if (late) return;
          probing = false;
          away(error.message);
          reject(error);
        },
      );
    });
  };

  const background = (query: pg.QueryConfig | string): Promise<pg.QueryResult> => {
    if (closed) return Promise.reject(new Error('closed'));
    return pool.query(query).then(
      (result) => {
        back();
        return result;
      },
      (error: Error) => {
        if (!closed) away(error.message);
        throw error;
      },
    );
  };

  return {
    timeoutMs,
    tables(create, prunes = []) {
      let made = false;
      let open = true;
      let retry: NodeJS.Timeout | undefined;
      const ready = new Promise<void>((resolve) => {
        const attempt = () =>
          background(create).then(
            () => {
              made = true;
              resolve();
            },
            () => {
              if (closed || !open) return;
              retry = setTimeout(attempt, CREATE_RETRY_MS);
              retry.unref();
            },
          );
        void attempt();
      });
      const pruning = setInterval(() => {
        if (!made || !answering) return;
        const now = Date.now();
        // Not within a request's time: a slow delete never makes one wait, and the next round goes on.
        for (const prune of prunes) pool.query(prune, [now]).catch(() => {});
      }, PRUNE_EVERY_MS);
      pruning.unref();
      const refused = () => Promise.reject(new Error('PostgreSQL away'));
      const gated = (query: pg.QueryConfig) => (made && open ? ask(query) : refused());
      return {
        ready,
        ask: gated,
        background: (query) => (made && open ? background(query) : refused()),
        limiter(table, prefix, points, durationS, onBusy, alonePoints = points) {
          const shared = new RateLimiterPostgres({
            storeClient: { query: gated },
            storeType: 'pool',
            tableName: table,
            tableCreated: true, // made on open; before that, the calls are refused and the insurance answers
            clearExpiredByTimeout: false, // pruned by the link, with `prunes`
            keyPrefix: prefix,
            points,
            duration: durationS,
            // A key the store has answered spent is refused here until its window ends, without asking: exact,
            // as the store counts every post, and it holds while the store is late or away (the insurance below
            // is not asked for such a key), and a flood's later posts add no load to the store.
            inMemoryBlockOnConsumed: points,
          });
          return new RLWrapperTimeouts({
            limiter: shared,
            timeoutMs,
            insuranceLimiter: new Insurance(
              { keyPrefix: prefix, points: alonePoints, duration: durationS },
              onBusy,
            ),
          });
        },
        async close() {
          open = false;
          clearTimeout(retry);
          clearInterval(pruning);
        },
      };
    },
    async close() {
      closed = true;
      await pool.end();
    },
  };
}
