import { RateLimiterMemory } from 'rate-limiter-flexible';

/** Wrong passwords an address may try in a minute before it is locked out. */
export const WRONG_PER_MINUTE = 5;
/** The first lockout; each next one of the same address within a day lasts twice as long, up to MAX_LOCK_S. */
export const FIRST_LOCK_S = 60;
export const MAX_LOCK_S = 3600;
const DAY_S = 24 * 3600;

/**
 * Slows down guessing the ops token, per client address (behind nginx, X-Forwarded-For, which app.ts trusts from
 * loopback only): WRONG_PER_MINUTE wrong passwords in a minute lock the address out for FIRST_LOCK_S, then for
 * twice as long at each lockout within a day. A locked address is refused even the right password (else the lock
 * would only slow a guess down, not stop it); every other address goes on as before. A right password clears the
 * address's wrong ones. rate-limiter-flexible's RateLimiterMemory: per site server, as /ops acts on the deploy
 * root every site server shares, and a guesser spread over N site servers gets N times the tries.
 */
export function passwordThrottle({
  wrongPerMinute = WRONG_PER_MINUTE,
  firstLockSeconds = FIRST_LOCK_S,
}: {
  wrongPerMinute?: number;
  firstLockSeconds?: number;
} = {}) {
  const wrong = new RateLimiterMemory({ keyPrefix: 'ops-wrong', points: wrongPerMinute, duration: 60 });
  const lockouts = new RateLimiterMemory({ keyPrefix: 'ops-lockouts', points: 1_000_000, duration: DAY_S });
  return {
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
