/**
 * What a proof-of-work challenge costs the client that asks for it (docs/security.md § Proof of work). A patient
 * opens the booking dialog a few times: each challenge is the base cost, a few thousand SHA-256 rounds, solved
 * while they type. A client (an IPv4 address or an IPv6 /64) that asks for more than `FREE_CHALLENGES` in the
 * window (BOOKING_FREE_CHALLENGES: the e2e suites, all from one address, raise it) pays double for every further `STEP` challenges, up to `MAX_FACTOR` times: a bot that books in bulk
 * pays for each booking in CPU, and a clinic's Wi-Fi with a dozen patients still pays the base.
 */
export const CHALLENGE_WINDOW_S = 600;
export const FREE_CHALLENGES = 20;
const STEP = 10;
export const MAX_FACTOR = 64;

/** The cost factor of the `asked`-th challenge of a client in the window (1 for the first `free`). */
export function challengeCostFactor(asked: number, free = FREE_CHALLENGES): number {
  if (asked <= free) return 1;
  return Math.min(MAX_FACTOR, 2 ** Math.ceil((asked - free) / STEP));
}
