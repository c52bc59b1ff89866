/**
 * The dialog's invisible proof of work (docs/security.md § Bookings): a challenge from the site server, solved with
 * ALTCHA's altcha-lib while the patient types (a few thousand SHA-256 rounds in Web Crypto: well under a second on
 * a phone, nothing shown). The site server forwards a booking post to the clinic only with a solved one. One proof
 * per send; the next is prepared as soon as one is taken.
 */
import type { Challenge } from 'altcha-lib';

/** Where the site server hands out challenges (site-server/src/booking/bookingApiGate.ts). */
const CHALLENGE_URL = '/booking-challenge';
export const PROOF_HEADER = 'X-Booking-Proof';

let next: Promise<string | null> | null = null;

async function solveOne(): Promise<string | null> {
  try {
    const response = await fetch(CHALLENGE_URL, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    const challenge = (await response.json()) as Challenge;
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([
      import(/* webpackChunkName: "booking-proof" */ 'altcha-lib'),
      import(/* webpackChunkName: "booking-proof" */ 'altcha-lib/algorithms/web/sha'),
    ]);
    const solution = await solveChallenge({ challenge, deriveKey });
    return solution && btoa(JSON.stringify({ challenge, solution }));
  } catch {
    // No site server in front (the dev servers) or no network: the post goes without one, and the site
    // server, if there is one, says so in Russian.
    return null;
  }
}

/** Starts solving a proof for the next send, once (the dialog calls it when it opens). */
export function prepareProof(): void {
  next ??= solveOne();
}

/** The header of a solved proof for this send (solved now if none was ready); the next is prepared at once. */
export async function takeProof(): Promise<Record<string, string>> {
  prepareProof();
  const proof = await next;
  next = null;
  prepareProof();
  return proof ? { [PROOF_HEADER]: proof } : {};
}
