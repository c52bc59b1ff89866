import { localeOfPath, type PostedFields } from '@clinic/shared';
import { type PostProblem, postProblemPage, type ResendReason } from '@clinic/shared/server';
import express from 'express';
import { bookedAt } from '../booking/bookedPage';
import { passBookingGate, type ReadBooking } from '../booking/bookingGate';
import { type BookingGuard, HONEYPOT_FIELD } from '../booking/bookingGuard';
import { resendForm } from '../booking/resendForm';
import type { Renderer } from '../render/renderer';
import type { VisitorVersions } from '../visitors/visitorVersions';
import { type PageAnswer, pageRequestOf } from './serverPage';

/** A booking form is two short fields, a tick and a key: anything near this size is not one of the site's forms. */
export const POST_BODY_LIMIT = '8kb';
const FORM_TYPE = 'application/x-www-form-urlencoded';
/** The site's forms have a handful of fields; a post with more is not one of them. */
const MAX_FIELDS = 20;

const parseForm = express.urlencoded({
  extended: false,
  limit: POST_BODY_LIMIT,
  parameterLimit: MAX_FIELDS,
  type: FORM_TYPE,
});

/** The fields as one string each, or null for a form the site never sends (a field given twice, none at all). */
function postedFields(body: unknown): PostedFields | null {
  if (body === null || typeof body !== 'object') return null;
  const entries = Object.entries(body);
  if (entries.length === 0 || entries.some(([, value]) => typeof value !== 'string')) return null;
  return Object.fromEntries(entries) as PostedFields;
}

/**
 * A form post's body, read whatever the verdict will be (8 KB at most), so that every refusal a person can meet
 * gives the form back with what they typed. Only a booking page's form books something.
 */
async function readForm(
  req: express.Request,
  res: express.Response,
  booked: string | null,
): Promise<ReadBooking<PostedFields>> {
  if (!req.is(FORM_TYPE)) {
    return { refusal: 'malformed', why: `content type ${req.get('content-type') ?? 'none'}` };
  }
  const error = await new Promise<unknown>((done) => parseForm(req, res, done));
  const posted = error ? null : postedFields(req.body);
  if (!posted) {
    return {
      refusal: 'malformed',
      why: error ? (error as Error).message : 'no fields, or a field given twice',
    };
  }
  const { [HONEYPOT_FIELD]: honeypot, ...fields } = posted;
  const submission = booked
    ? { target: booked, name: fields.name ?? '', phone: fields.phone ?? '', day: fields.preferred_date }
    : null;
  return { fields, submission, honeypot };
}

/**
 * The form post step (the booking pages): a form's post to a page's address passes the booking gate
 * (booking/bookingGate.ts: the allowance, the same-site rule, the honeypot, the form's token, the key made from
 * the booking's content) and is handed with the page to a render thread, where the route's action (the remote's
 * server code) does what it asks. A refusal gives a booking form back with every value («Проверьте заявку» and
 * the like, a fresh token), anything else the plain page of its problem. The answer is a 303 to where the action
 * sends the patient (Post/Redirect/Get), or the page again with the action's status. A post whose outcome the
 * site cannot know (the render ran out of its booking budget, its thread died) gets the form again with every
 * value and the same key, and says so. Never a 500.
 */
export function formPost({
  renderer,
  answer,
  versions,
  guard,
  log = console.warn,
}: {
  renderer?: Renderer;
  /** The visitor's remote versions: the post goes to the action of the booking version they were shown. */
  versions: VisitorVersions;
  answer: PageAnswer;
  guard: BookingGuard;
  log?: (line: string) => void;
}): express.RequestHandler {
  const refuse = (
    res: express.Response,
    url: string,
    problem: PostProblem,
    why: string,
    formPath?: string,
  ) => {
    log(`[post] ${url}: ${problem} (${why})`);
    const page = postProblemPage(problem, localeOfPath(url.split('?')[0] ?? url), formPath);
    res.status(page.status).set('Cache-Control', 'no-store').type('html').send(page.html);
  };
  return async (req, res) => {
    const url = req.originalUrl.slice(0, 300);
    const path = req.path;
    res.set('Cache-Control', 'no-store');
    const booked = bookedAt(path);
    const booking = booked !== null;
    const verdict = await passBookingGate(
      guard,
      req,
      'form',
      () => readForm(req, res, booked),
      (submission) => guard.checkFormToken(req, path, submission),
    );
    const { fields } = verdict;
    const again = (reason: ResendReason, key: string, why: string) => {
      log(`[post] ${url}: ${reason} (${why})`);
      guard.issueFormToken(res, path);
      const values = {
        name: fields?.name ?? '',
        phone: fields?.phone ?? '',
        consent: fields?.consent,
        preferred_date: fields?.preferred_date,
      };
      const page = resendForm(reason, localeOfPath(path), req.originalUrl, values, key);
      res.status(page.status).type('html').send(page.html);
    };
    if (!verdict.passed) {
      const { refusal, why, retryAfterS } = verdict;
      if (retryAfterS) res.set('Retry-After', String(retryAfterS));
      if (refusal === 'malformed') return refuse(res, url, 'forged', why);
      const problem: PostProblem = refusal === 'too-many' || refusal === 'cross-site' ? refusal : 'forged';
      // A booking form's own refusals give it back as typed; a post to any other address, or one whose body
      // could not be read, gets the plain page.
      if (!booking || !fields) return refuse(res, url, problem, why, path);
      const reason: ResendReason =
        problem !== 'forged' ? problem : refusal === 'honeypot' ? 'not-accepted' : 'check-again';
      return again(reason, fields.key ?? '', why);
    }
    if (!renderer) return refuse(res, url, 'unavailable', 'server rendering is off (SSR=0)');
    // Only the gate's key, never the posted one: a post the gate did not take for a booking (an address spelt as
    // only the router reads it: '/Booking/doctor/1/') reaches the action without one, which the action refuses.
    const key = verdict.key ?? '';
    const request = pageRequestOf(req, res, guard.settings.budgetMs, { ...verdict.fields, key });
    const result = await renderer.render(request, versions.remotesFor(req, res), req);
    switch (result.kind) {
      case 'fallback':
        // Handed to a thread that did not answer in time, or died: the booking may have reached the clinic.
        if (result.reason === 'time-out' || result.reason === 'render-error')
          return again('unknown-outcome', key, `${result.reason}: ${result.detail ?? ''}`);
        return refuse(res, url, 'unavailable', `${result.reason}: ${result.detail ?? ''}`);
      case 'redirect':
        return void res.redirect(303, result.location);
      case 'noAction':
        return refuse(res, url, 'not-taken', 'no form posts to this address');
      case 'page':
        if (await answer(req, res, result.rendered, request.viewportWidth)) {
          again('unknown-outcome', key, 'the page could not be composed');
        }
    }
  };
}
