import {
  limitsTable,
  pruneExpired,
  SHARED_TIMEOUT_MS,
  type SharedAt,
  sharedTables,
} from '../postgres/postgresLink';
import { type GuardLimiter, type GuardStore, memoryGuard } from './guardStore';

/** The guard's PostgreSQL: DATABASE_URL (with a link of its own), or the site server's link to it. */
export type PostgresGuardOptions = SharedAt;

/**
 * As SQLite's busy timeout: past it the guard answers from this process alone, and says so (a booking post never
 * waits more than this on the store).
 */
export const GUARD_TIMEOUT_MS = SHARED_TIMEOUT_MS;

/**
 * Alone, a site server allows this share of a booking limit (at least one post): it cannot know how many others
 * decide alone meanwhile, and a flood is when the store is late, as the flood itself queues the store's calls. Ten
 * site servers alone together add one limit at most, so a flood from one address stores at most twice the limit.
 * A patient books once a window, which each site server still allows; a key the store has already answered spent
 * is refused alone too (postgres/postgresLink.ts).
 */
const ALONE_SHARE = 10;

const SEEN = 'clinic_bookings_seen';
const USED = 'clinic_tokens_used';
const LIMITS = 'clinic_booking_limits';

// The advisory lock lets two hosts that start together make the tables one after the other.
const CREATE_TABLES = `
  SELECT pg_advisory_xact_lock(hashtext('clinic_booking_guard'));
  CREATE TABLE IF NOT EXISTS ${SEEN} (digest text PRIMARY KEY, since bigint NOT NULL, expires bigint NOT NULL);
  CREATE INDEX IF NOT EXISTS ${SEEN}_expires ON ${SEEN} (expires);
  CREATE TABLE IF NOT EXISTS ${USED} (
    nonce text PRIMARY KEY, digest text NOT NULL, expires bigint NOT NULL, uses integer NOT NULL DEFAULT 1
  );
  CREATE INDEX IF NOT EXISTS ${USED}_expires ON ${USED} (expires);
  ${limitsTable(LIMITS)}
`;
// One statement each, so two hosts racing on one key queue on its row: the first inserts, the second sees it.
const FIRST_POSTED = `
  INSERT INTO ${SEEN} AS s (digest, since, expires) VALUES ($1, $2, $3)
  ON CONFLICT (digest) DO UPDATE SET
    since = CASE WHEN s.expires <= $2 THEN excluded.since ELSE s.since END,
    expires = CASE WHEN s.expires <= $2 THEN excluded.expires ELSE s.expires END
  RETURNING since`;
const USE_ONCE = `
  INSERT INTO ${USED} AS u (nonce, digest, expires) VALUES ($1, $2, $3)
  ON CONFLICT (nonce) DO UPDATE SET uses = u.uses + 1
  RETURNING digest, uses`;
const PRUNES = [
  pruneExpired(SEEN, 'digest', 'expires'),
  pruneExpired(USED, 'nonce', 'expires'),
  pruneExpired(LIMITS, 'key', 'expire'),
];

/**
 * The booking guard on PostgreSQL (DATABASE_URL), shared by every host: the tables are made on open (`clinic_`),
 * the limits are `rate-limiter-flexible`'s RateLimiterPostgres. Every call waits the link's timeout at most; late
 * or failing, this process decides alone (its memory, as the SQLite guard does when locked), tells onBusy, and
 * asks PostgreSQL again a second later (postgres/postgresLink.ts). Opening never waits or throws.
 */
export function openPostgresGuardStore(at: PostgresGuardOptions): GuardStore {
  const busyListeners: (() => void)[] = [];
  const busy = () => {
    for (const listener of busyListeners) listener();
  };
  const tables = sharedTables(at, CREATE_TABLES, PRUNES);
  const memory = memoryGuard([]);
  const limiters = new Map<string, GuardLimiter>();

  return {
    async firstPosted(digest, now, windowMs) {
      try {
        const { rows } = await tables.ask({
          name: 'clinic-first-posted',
          text: FIRST_POSTED,
          values: [digest, now, now + windowMs],
        });
        return Number(rows[0].since);
      } catch {
        busy();
        return memory.firstPosted(digest, now, windowMs);
      }
    },
    async useOnce(nonce, digest, expiresAt) {
      try {
        const { rows } = await tables.ask({
          name: 'clinic-use-once',
          text: USE_ONCE,
          values: [nonce, digest, expiresAt],
        });
        const row = rows[0] as { digest: string; uses: number };
        if (row.uses === 1) return 'fresh';
        return row.digest === digest ? 'same' : 'other';
      } catch {
        busy();
        return memory.useOnce(nonce, digest, expiresAt);
      }
    },
    limiter(prefix, points, durationS) {
      const alone = Math.max(1, Math.floor(points / ALONE_SHARE));
      const made = limiters.get(prefix) ?? tables.limiter(LIMITS, prefix, points, durationS, busy, alone);
      limiters.set(prefix, made);
      return made;
    },
    onBusy: (listener) => void busyListeners.push(listener),
    ready: tables.ready,
    close: () => tables.close(),
  };
}
