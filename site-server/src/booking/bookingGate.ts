import type express from 'express';
import { clientOf } from '../http/clientNetwork';
import { crossSiteReason } from '../http/crossSite';
import type { BookingGuard, BookingRefusal } from './bookingGuard';
import type { Submission } from './submissionKey';

/** How a booking arrives: the dialog's JSON post to the API, or a booking page's form post. */
export type BookingChannel = 'api' | 'form';

/** A post's body as its channel reads it: what it asks for, or why it is none of the site's posts. */
export type ReadBooking<Fields> =
  | {
      fields: Fields;
      /** What would be booked; null for a post that books nothing (its route answers it, storing nothing). */
      submission: Submission | null;
      /** The hidden field a person never fills (`HONEYPOT_FIELD`), as posted. */
      honeypot?: string;
    }
  | { refusal: 'malformed' | 'no-proof'; why: string };

export type GateRefusal = BookingRefusal | 'malformed';

export type GateVerdict<Fields> =
  | { passed: true; fields: Fields; submission: Submission | null; key: string | null }
  | {
      passed: false;
      refusal: GateRefusal;
      /** For the log: what was wrong, in a developer's words. */
      why: string;
      /** Only for `too-many`: when the address may post again. */
      retryAfterS?: number;
      /** What was posted, when it could be read: a refused form is given back as the person typed it. */
      fields?: Fields;
    };

/**
 * The one sequence every booking post goes through, whichever channel it came by (docs/security.md § Bookings):
 * the address's allowance → the same-site rule → the body → the honeypot → the channel's credential (the page's
 * form token or the dialog's proof of work) → the booking's key, made from its content. The first that fails is
 * the verdict, counted in /metrics by its reason. The body is read even after a refusal, so that a person who is
 * refused gets back what they typed. The channels only translate the verdict: the API into its JSON errors, the
 * form post into the form again or a plain page.
 */
export async function passBookingGate<Fields>(
  guard: BookingGuard,
  req: express.Request,
  channel: BookingChannel,
  read: () => Promise<ReadBooking<Fields>>,
  credential: (submission: Submission) => Promise<BookingRefusal | null>,
): Promise<GateVerdict<Fields>> {
  const client = clientOf(req);
  const limited = await guard.spend(channel, client);
  const crossSite = limited ? null : crossSiteReason(req);
  const body = await read();
  const fields = 'fields' in body ? body.fields : undefined;
  const refuse = (refusal: GateRefusal, why: string): GateVerdict<Fields> => {
    // `spend` counts what it refuses; a malformed post is not a booking refused, it is none.
    if (refusal !== 'too-many' && refusal !== 'malformed') guard.count(refusal);
    return { passed: false, refusal, why, retryAfterS: limited?.retryAfterS, fields };
  };
  if (limited) return refuse('too-many', `over ${guard.settings.postsPerWindow} posts from ${client}`);
  if (crossSite) return refuse('cross-site', crossSite);
  if ('refusal' in body) return refuse(body.refusal, body.why);
  if (body.honeypot) return refuse('honeypot', 'the hidden field was filled');
  const { submission } = body;
  if (!submission) return { passed: true, fields: body.fields, submission, key: null };
  const problem = await credential(submission);
  if (problem)
    return refuse(problem, `the ${channel === 'api' ? 'proof of work' : 'form token'}: ${problem}`);
  return { passed: true, fields: body.fields, submission, key: await guard.keyFor(submission) };
}
