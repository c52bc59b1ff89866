import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { RateLimiterMemory, type RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import { openPostgresGuardStore, type PostgresGuardOptions } from './postgresGuardStore';

/** Beside the beacons' database, in the deploy root's dot-folder that nginx and the site never serve. */
export const GUARD_DB_IN_DEPLOY_ROOT = '.rum/booking-guard.sqlite';

/**
 * A write waits at most this long for another site server's: a booking post never stalls behind a lock. Past it
 * the guard answers from this process alone (the limits' insurance, a key of the window), and says so.
 */
const BUSY_TIMEOUT_MS = 50;
/** Expired rows are deleted this many at a time, so a delete never holds the lock for long. */
const PRUNE_BATCH = 500;

export type TokenUse = 'fresh' | 'same' | 'other';

/** What the guard asks of a limiter: one point of `key`'s allowance, rejected with a RateLimiterRes when spent. */
export interface GuardLimiter {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
}

/**
 * The booking guard's state, one interface with two shared implementations (SQLite for the site servers of one
 * deploy root, PostgreSQL for several hosts) and this process's memory. No call throws or waits long: when the
 * shared store does not answer in time, this process answers alone and tells `onBusy`.
 */
export interface GuardStore {
  /** When the booking with this digest was first posted in the current window (now, if it was not). */
  firstPosted(digest: string, now: number, windowMs: number): Promise<number>;
  /** Records a form token's or a proof's one use, for one booking: `other` when it was spent on another. */
  useOnce(nonce: string, digest: string, expiresAt: number): Promise<TokenUse>;
  /** A per-address limiter every site server sharing the store shares (`points` per `durationS`). */
  limiter(prefix: string, points: number, durationS: number): GuardLimiter;
  /** Told when the shared database could not answer in time and this process answered alone. */
  onBusy(listener: () => void): void;
  /** Settles once the store's tables exist (PostgreSQL: after it first answered; the others: at once). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * The booking defences' shared memory. A file: one SQLite file every site server of the deploy root opens (WAL),
 * so a limit or a spent token holds across them all. `{ databaseUrl }`: PostgreSQL, shared by every host
 * (postgresGuardStore.ts). null: this process's memory only (tests, RUM_DB=off).
 */
export function openGuardStore(at: string | null | PostgresGuardOptions): GuardStore {
  if (at !== null && typeof at === 'object') return openPostgresGuardStore(at);
  const busyListeners: (() => void)[] = [];
  const busy = () => {
    for (const listener of busyListeners) listener();
  };
  const file = at;
  if (!file) return memoryGuard(busyListeners);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  db.pragma('journal_mode = WAL');
  db.exec(`
    CREATE TABLE IF NOT EXISTS bookings_seen (digest TEXT PRIMARY KEY, since INTEGER NOT NULL, expires INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS tokens_used (nonce TEXT PRIMARY KEY, digest TEXT NOT NULL, expires INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS booking_limits (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER);
  `);
  const seen = db.prepare(
    `INSERT INTO bookings_seen (digest, since, expires) VALUES (@digest, @now, @expires)
     ON CONFLICT (digest) DO UPDATE SET since = @now, expires = @expires WHERE bookings_seen.expires <= @now
     RETURNING since`,
  );
  const since = db.prepare('SELECT since FROM bookings_seen WHERE digest = ?');
  const use = db.prepare(
    'INSERT INTO tokens_used (nonce, digest, expires) VALUES (?, ?, ?) ON CONFLICT (nonce) DO NOTHING',
  );
  const usedFor = db.prepare('SELECT digest FROM tokens_used WHERE nonce = ?');
  const prunes = ['bookings_seen', 'tokens_used'].map((table) =>
    db.prepare(
      `DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE expires <= ? LIMIT ${PRUNE_BATCH})`,
    ),
  );
  const memory = memoryGuard([]);
  const pruning = setInterval(() => {
    try {
      for (const prune of prunes) prune.run(Date.now());
    } catch {
      busy(); // the next round deletes them
    }
  }, 60_000);
  pruning.unref();
  const limiters = new Map<string, RateLimiterSQLite>();

  return {
    async firstPosted(digest, now, windowMs) {
      try {
        const row = (seen.get({ digest, now, expires: now + windowMs }) ?? since.get(digest)) as
          | { since: number }
          | undefined;
        return row?.since ?? now;
      } catch {
        busy();
        return memory.firstPosted(digest, now, windowMs);
      }
    },
    async useOnce(nonce, digest, expiresAt) {
      try {
        if (use.run(nonce, digest, expiresAt).changes === 1) return 'fresh';
        const row = usedFor.get(nonce) as { digest: string } | undefined;
        return row?.digest === digest ? 'same' : 'other';
      } catch {
        busy();
        return memory.useOnce(nonce, digest, expiresAt);
      }
    },
    limiter(prefix, points, durationS) {
      const known = limiters.get(prefix);
      if (known) return known;
      const made = new RateLimiterSQLite({
        storeClient: db,
        storeType: 'better-sqlite3',
        tableName: 'booking_limits',
        // Made above, as RateLimiterSQLite makes it: its own making would end a tick later, and the calls before
        // that would go to the insurance.
        tableCreated: true,
        keyPrefix: prefix,
        points,
        duration: durationS,
        // The database locked or failing: each process limits alone meanwhile, never lets everything through.
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: prefix, points, duration: durationS }),
      });
      limiters.set(prefix, made);
      return made;
    },
    onBusy: (listener) => void busyListeners.push(listener),
    ready: Promise.resolve(),
    async close() {
      clearInterval(pruning);
      db.close();
    },
  };
}

/** The same guard in this process's memory: what a site server does alone (the window boundary aside). */
export function memoryGuard(busyListeners: (() => void)[]): GuardStore {
  const seen = new Map<string, { since: number; expires: number }>();
  const used = new Map<string, { digest: string; expires: number }>();
  const limiters = new Map<string, RateLimiterMemory>();
  const drop = (map: Map<string, { expires: number }>, now: number) => {
    if (map.size < 10_000) return;
    for (const [key, { expires }] of map) if (expires <= now) map.delete(key);
  };
  return {
    async firstPosted(digest, now, windowMs) {
      drop(seen, now);
      const row = seen.get(digest);
      if (row && row.expires > now) return row.since;
      seen.set(digest, { since: now, expires: now + windowMs });
      return now;
    },
    async useOnce(nonce, digest, expiresAt) {
      drop(used, Date.now());
      const row = used.get(nonce);
      if (!row) {
        used.set(nonce, { digest, expires: expiresAt });
        return 'fresh';
      }
      return row.digest === digest ? 'same' : 'other';
    },
    limiter(prefix, points, durationS) {
      const made =
        limiters.get(prefix) ?? new RateLimiterMemory({ keyPrefix: prefix, points, duration: durationS });
      limiters.set(prefix, made);
      return made;
    },
    onBusy: (listener) => void busyListeners.push(listener),
    ready: Promise.resolve(),
    async close() {},
  };
}
