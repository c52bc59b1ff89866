import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { FORM_TOKEN_COOKIE, formTokenKey, issueFormToken } from '../booking/formToken';
import { newChallenge, PROOF_HEADER } from '../booking/proofOfWork';

/** The Cookie header of a booking form served at `path` `agoMs` ago, as a browser sends it back. */
export const formCookie = (secret: Buffer, path: string, agoMs = 5000): string =>
  `${FORM_TOKEN_COOKIE}=${issueFormToken(formTokenKey(secret), path, Date.now() - agoMs)}`;

/** A proof of work solved as the booking dialog solves it: the header it sends with its post. */
export async function solvedProof(secret: Buffer): Promise<Record<string, string>> {
  const challenge = await newChallenge(secret);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return {
    [PROOF_HEADER.toLowerCase()]: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
  };
}
