import type express from 'express';
import { Counter, type Registry } from 'prom-client';
import { cookieOf } from '../http/cookieOf';
import type { BookingSettings } from './bookingSettings';
import {
  FORM_TOKEN_COOKIE,
  FORM_TOKEN_MAX_AGE_MS,
  formTokenKey,
  issueFormToken,
  readFormToken,
} from './formToken';
import type { GuardStore } from './guardStore';
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
  secret: Buffer;
  store: GuardStore;
  settings: BookingSettings;
  registry?: Registry;
  now?: () => number;
}) {
  const tokenKey = formTokenKey(secret);
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
    /** A booking form's token, as a cookie for the form's own address (set with every render of the form). */
    issueFormToken(res: express.Response, path: string) {
      res.cookie(FORM_TOKEN_COOKIE, issueFormToken(tokenKey, path, now()), {
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
    checkFormToken(req: express.Request, path: string, submission: Submission): BookingRefusal | null {
      const read = readFormToken(tokenKey, cookieOf(req, FORM_TOKEN_COOKIE), path, now(), settings.minFillMs);
      if (!read.ok)
        return read.problem === 'too-fast' ? 'too-fast' : (`token-${read.problem}` as BookingRefusal);
      const { nonce, issuedAt } = read.token;
      const use = store.useOnce(
        `form ${nonce}`,
        submissionDigest(secret, submission),
        issuedAt + FORM_TOKEN_MAX_AGE_MS,
      );
      return use === 'other' ? 'token-reused' : null;
    },
    /** Records one use of a proof of work for this booking: false when it was spent on another. */
    useProof(nonce: string, submission: Submission, expiresAt: number): boolean {
      return store.useOnce(`proof ${nonce}`, submissionDigest(secret, submission), expiresAt) !== 'other';
    },
    /** The booking's Idempotency-Key: the same for the same content within the repeat window, whoever sends it. */
    keyFor(submission: Submission): string {
      const digest = submissionDigest(secret, submission);
      const since = store.firstPosted(digest, now(), settings.repeatWindowS * 1000);
      return submissionKey(secret, digest, since);
    },
  };
}

export type BookingGuard = ReturnType<typeof createBookingGuard>;
