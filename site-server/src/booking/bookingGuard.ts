import type express from 'express';
import { Counter, type Registry } from 'prom-client';
import { cookieOf } from '../http/cookieOf';
import { type KeyRing, ringOf } from '../secret/keyRing';
import type { BookingSettings } from './bookingSettings';
import { CHALLENGE_WINDOW_S, challengeCostFactor } from './challengeCost';
import {
  FORM_TOKEN_COOKIE,
  FORM_TOKEN_MAX_AGE_MS,
  formTokenKeys,
  issueFormToken,
  readFormToken,
} from './formToken';
import type { GuardStore } from './guardStore';
import { type BookingProof, proofHolds } from './proofOfWork';
import { type Submission, submissionDigest, submissionKey } from './submissionKey';

/** Why a booking post was refused or answered without reaching the clinic (the `reason` label in /metrics). */
export type BookingRefusal =
  | 'too-many'
  | 'cross-site'
  | 'honeypot'
  | 'token-missing'
  | 'token-forged'
  | 'token-expired'
  | 'token-other-form'
  | 'too-fast'
  | 'token-reused'
  | 'no-proof'
  | 'proof-failed'
  | 'proof-reused';

/** The hidden field a person never fills (the booking form renders it out of sight and out of the tab order). */
export const HONEYPOT_FIELD = 'website';

/**
 * The booking defences every booking post goes through (docs/security.md § Bookings): the per-address limits,
 * the form token, the one-use record and the key made from the booking's content. One per site app; its memory
 * is the guard store every site server of the deploy root shares.
 */
export function createBookingGuard({
  secret,
  store,
  settings,
  registry,
  now = Date.now,
}: {
  /** The site secret: tokens are signed with its current key, checked against its current then previous one. */
  secret: Buffer | KeyRing;
  store: GuardStore;
  settings: BookingSettings;
  registry?: Registry;
  now?: () => number;
}) {
  const keys = ringOf(secret);
  const tokenKeys = formTokenKeys(keys);
  // A booking's digest and key are made with the current key only: the same booking sent again across a rotation
  // is a new one (its repeat window starts anew), and a token or proof it spent before as spent on another.
  const digestOf = (submission: Submission) => submissionDigest(keys.current(), submission);
  const refused = new Counter({
    name: 'site_booking_refused_total',
    help: 'Booking posts refused before they reached the clinic, by reason',
    labelNames: ['reason'],
    registers: registry ? [registry] : [],
  });
  const sharedStoreBusy = new Counter({
    name: 'site_booking_guard_busy_total',
    help: 'Times the shared booking guard database did not answer in time and this site server decided alone',
    registers: registry ? [registry] : [],
  });
  store.onBusy(() => sharedStoreBusy.inc());
  const limiters = {
    form: store.limiter('form', settings.postsPerWindow, settings.limitWindowS),
    api: store.limiter('api', settings.postsPerWindow, settings.limitWindowS),
  };
  // Counts challenges, never refuses one: what a client asked for in the window sets the next one's price.
  const challenges = store.limiter('challenge', 1e9, CHALLENGE_WINDOW_S);

  return {
    settings,
    count(reason: BookingRefusal) {
      refused.inc({ reason });
    },
    /** Takes one post of the address's allowance: the seconds to wait when it is spent. */
    async spend(kind: keyof typeof limiters, address: string): Promise<{ retryAfterS: number } | null> {
      try {
        await limiters[kind].consume(address);
        return null;
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection;
        refused.inc({ reason: 'too-many' });
        const { msBeforeNext } = rejection as { msBeforeNext: number };
        return { retryAfterS: Math.max(1, Math.ceil(msBeforeNext / 1000)) };
      }
    },
    /** The cost factor of a proof-of-work challenge for `client`, counting this one (booking/challengeCost.ts). */
    async challengeFactor(client: string): Promise<number> {
      try {
        const taken = await challenges.consume(client);
        return challengeCostFactor(taken.consumedPoints, settings.freeChallenges);
      } catch {
        // The shared store did not answer: the base price, as for a patient.
        return 1;
      }
    },
    /** A booking form's token, as a cookie for the form's own address (set with every render of the form). */
    issueFormToken(res: express.Response, path: string) {
      res.cookie(FORM_TOKEN_COOKIE, issueFormToken(tokenKeys.current(), path, now()), {
        path,
        httpOnly: true,
        sameSite: 'strict',
        secure: res.req.secure,
        maxAge: FORM_TOKEN_MAX_AGE_MS,
      });
    },
    /**
     * Whether the post carries a token of this form, served long enough ago and not spent on another booking;
     * the refusal's reason when not.
     */
    async checkFormToken(
      req: express.Request,
      path: string,
      submission: Submission,
    ): Promise<BookingRefusal | null> {
      const read = readFormToken(
        tokenKeys.accepted(),
        cookieOf(req, FORM_TOKEN_COOKIE),
        path,
        now(),
        settings.minFillMs,
      );
      if (!read.ok)
        return read.problem === 'too-fast' ? 'too-fast' : (`token-${read.problem}` as BookingRefusal);
      const { nonce, issuedAt } = read.token;
      const use = await store.useOnce(
        `form ${nonce}`,
        digestOf(submission),
        issuedAt + FORM_TOKEN_MAX_AGE_MS,
      );
      return use === 'other' ? 'token-reused' : null;
    },
    /**
     * Whether the dialog's proof of work is one this site signed, solved and not spent on another booking
     * (recording this one's use); the refusal's reason when not.
     */
    async checkProof(proof: BookingProof, submission: Submission): Promise<BookingRefusal | null> {
      if (!(await proofHolds(keys.accepted(), proof))) return 'proof-failed';
      const { nonce, expiresAt = 0 } = proof.challenge.parameters;
      const use = await store.useOnce(`proof ${nonce}`, digestOf(submission), expiresAt * 1000);
      return use === 'other' ? 'proof-reused' : null;
    },
    /** The booking's Idempotency-Key: the same for the same content within the repeat window, whoever sends it. */
    async keyFor(submission: Submission): Promise<string> {
      const digest = digestOf(submission);
      const since = await store.firstPosted(digest, now(), settings.repeatWindowS * 1000);
      return submissionKey(keys.current(), digest, since);
    },
  };
}

export type BookingGuard = ReturnType<typeof createBookingGuard>;
