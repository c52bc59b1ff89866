import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * The booking dialog's invisible proof of work (ALTCHA's altcha-lib, offline: no third-party service, nothing for
 * the patient to solve or see). The dialog asks for a challenge when it opens and solves it while the patient
 * types: a few thousand SHA-256 rounds, well under a second on a phone, but a cost per booking for a script that
 * sends thousands. Deterministic mode: the server knows the answer's signature, so checking one is one HMAC.
 */
export const PROOF_HEADER = 'X-Booking-Proof';
/** A challenge is good for this long: a patient fills the dialog in a minute or two. */
export const CHALLENGE_TTL_S = 30 * 60;
/** The counter the solver must reach, at random in this range: ~2,000–6,000 hashes. */
const COUNTER = [2_000, 6_000] as const;

export interface BookingProof {
  challenge: Challenge;
  solution: Solution;
}

/** One key per purpose, from the site secret: a challenge's signature is never some other token's. */
const keys = (secret: Buffer) => ({
  signature: createHmac('sha256', secret).update('booking proof signature').digest('hex'),
  keySignature: createHmac('sha256', secret).update('booking proof key').digest('hex'),
});

/** A challenge `factor` times the base cost (booking/challengeCost.ts: more for a client that asks for many). */
export function newChallenge(secret: Buffer, now = Date.now(), factor = 1): Promise<Challenge> {
  const { signature, keySignature } = keys(secret);
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(COUNTER[0] * factor, COUNTER[1] * factor),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + CHALLENGE_TTL_S,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  });
}

/** The proof from its header (base64 JSON, as the dialog sends it), or null for anything else. */
export function readProof(header: string | undefined): BookingProof | null {
  if (!header || header.length > 4096) return null;
  try {
    const proof = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as BookingProof;
    return typeof proof?.challenge?.parameters?.nonce === 'string' && typeof proof.solution === 'object'
      ? proof
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the proof solves a challenge this site issued, still in time: signed with one of `secrets` (the site
 * secret's current key, during a rotation the previous one).
 */
export async function proofHolds(secrets: Buffer | readonly Buffer[], proof: BookingProof): Promise<boolean> {
  for (const secret of [secrets].flat()) if (await solvedFor(secret, proof)) return true;
  return false;
}

async function solvedFor(secret: Buffer, proof: BookingProof): Promise<boolean> {
  const { signature, keySignature } = keys(secret);
  try {
    const result = await verifySolution({
      challenge: proof.challenge,
      solution: proof.solution,
      deriveKey,
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: keySignature,
    });
    return result.verified === true;
  } catch {
    return false;
  }
}
