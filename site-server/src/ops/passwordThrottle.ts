import { RateLimiterMemory } from 'rate-limiter-flexible';
import { limitsTable, pruneExpired, type SharedAt, sharedTables } from '../postgres/postgresLink';

/** Wrong passwords an address may try in a minute before it is locked out. */
export const WRONG_PER_MINUTE = 5;
/** The first lockout; each next one of the same address within a day lasts twice as long, up to MAX_LOCK_S. */
export const FIRST_LOCK_S = 60;
export const MAX_LOCK_S = 3600;
const DAY_S = 24 * 3600;

const LIMITS = 'clinic_ops_limits';
const CREATE_TABLE = `SELECT pg_advisory_xact_lock(hashtext('${LIMITS}')); ${limitsTable(LIMITS)}`;

/**
 * Slows down guessing the ops token, per client address (behind nginx, X-Forwarded-For, which app.ts trusts from
 * loopback only): WRONG_PER_MINUTE wrong passwords in a minute lock the address out for FIRST_LOCK_S, then for
 * twice as long at each lockout within a day. A locked address is refused even the right password (else the lock
 * would only slow a guess down, not stop it); every other address goes on as before. A right password clears the
 * address's wrong ones. rate-limiter-flexible's limiters: with `shared` (DATABASE_URL) RateLimiterPostgres, so the
 * counts and the lockout hold across every host, each call within the link's timeout, this process's memory
 * answering meanwhile when PostgreSQL is late or away (postgres/postgresLink.ts); without, RateLimiterMemory, per
 * site server, and a guesser spread over N site servers gets N times the tries.
 */
export function passwordThrottle({
  wrongPerMinute = WRONG_PER_MINUTE,
  firstLockSeconds = FIRST_LOCK_S,
  shared,
  onBusy = () => {},
}: {
  wrongPerMinute?: number;
  firstLockSeconds?: number;
  shared?: SharedAt;
  /** Told when PostgreSQL did not answer in time and this process counted alone. */
  onBusy?: () => void;
} = {}) {
  const tables = shared ? sharedTables(shared, CREATE_TABLE, [pruneExpired(LIMITS, 'key', 'expire')]) : null;
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    tables
      ? tables.limiter(LIMITS, keyPrefix, points, duration, onBusy)
      : new RateLimiterMemory({ keyPrefix, points, duration });
  const wrong = limiter('ops-wrong', wrongPerMinute, 60);
  const lockouts = limiter('ops-lockouts', 1_000_000, DAY_S);
  return {
    /** Settles once the shared table exists (at once without one). */
    ready: tables?.ready ?? Promise.resolve(),
    async close() {
      await tables?.close();
    },
    /** Milliseconds left of this address's lockout; 0 when it is not locked out. */
    async lockedFor(address: string): Promise<number> {
      const tried = await wrong.get(address);
      return tried && tried.consumedPoints > wrongPerMinute ? tried.msBeforeNext : 0;
    },
    /** Counts a wrong password; the milliseconds of the lockout it starts, or 0. */
    async failed(address: string): Promise<number> {
      const tried = await wrong.penalty(address, 1);
      if (tried.consumedPoints < wrongPerMinute) return 0;
      const { consumedPoints: lockout } = await lockouts.penalty(address, 1);
      const seconds = Math.min(MAX_LOCK_S, firstLockSeconds * 2 ** (lockout - 1));
      await wrong.block(address, seconds);
      return seconds * 1000;
    },
    async succeeded(address: string): Promise<void> {
      await wrong.delete(address);
    },
  };
}

export type PasswordThrottle = ReturnType<typeof passwordThrottle>;
