import { API_REFUSALS, type ApiRefusal, localeOfAcceptLanguage } from '@clinic/shared/server';
import express from 'express';
import { clientOf } from '../http/clientNetwork';
import { crossSiteReason } from '../http/crossSite';
import { type KeyRing, ringOf } from '../secret/keyRing';
import type { BookingGuard } from './bookingGuard';
import { newChallenge, PROOF_HEADER, proofHolds, readProof } from './proofOfWork';

/** The API's booking posts (SPEC §7): the only API requests that store anything. */
const BOOKING_API = /^\/api\/(request-[a-z]+|application-feedback)$/;
/** Where the dialog asks for its proof-of-work challenge (on the site server, not the API). */
export const CHALLENGE_PATH = '/booking-challenge';
const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Each booking body names its target by one of these (or a feedback `type`). */
const TARGET_FIELDS = ['service_id', 'promotion_id', 'doctor_id', 'checkup_id', 'type'];

const parseJson = express.json({ limit: '10kb' });

/** The API's addresses, as a backend that ignores case might read them. */
const API_PREFIX = /^\/api(\/|$)/i;
/** Methods the API is read with; anything else reaches it only as a booking post through this gate. */
const READS = new Set(['GET', 'HEAD']);

/**
 * The booking posts of the dialog, before the API proxy: `POST /api/request-*` is forwarded only with what the
 * dialog sends (an Idempotency-Key and a solved proof of work), from this site's pages, within the address's
 * allowance, and with its key replaced by one made from the booking's content (the same booking twice is stored
 * once, whatever the browser's key). Any other write to `/api/` is refused (405). A refusal is a JSON error in
 * the API's shape, in the request's language (Russian unless it asks for Kazakh); never forwarded.
 * Also serves the dialog's challenge.
 */
export function bookingApiGate(secret: Buffer | KeyRing, guard: BookingGuard): express.RequestHandler {
  const keys = ringOf(secret);
  const refuse = (req: express.Request, res: express.Response, status: number, refusal: ApiRefusal) =>
    void res
      .status(status)
      .set({ 'Cache-Control': 'no-store', Vary: 'Accept-Language' })
      .json({ error: API_REFUSALS[localeOfAcceptLanguage(req.headers['accept-language'])][refusal] });

  return async (req, res, next) => {
    if (req.path === CHALLENGE_PATH && req.method === 'GET') {
      const factor = await guard.challengeFactor(clientOf(req));
      return void res
        .set('Cache-Control', 'no-store')
        .json(await newChallenge(keys.current(), Date.now(), factor));
    }
    // In any case: the API routes strictly (api/src/routes/strictRouter.ts), but a backend in front of which this
    // gate stands need not, so `/API/Request-Doctors` is a write to the API like any other.
    const toApi = API_PREFIX.test(req.path);
    const booking = req.method === 'POST' && BOOKING_API.test(req.path);
    // Only reads and the booking posts reach the API: a write to any other address (another method, an address
    // the API might decode into a booking one) is refused here, never forwarded.
    if (toApi && !booking && !READS.has(req.method)) {
      res.set('Allow', 'GET, HEAD');
      return refuse(req, res, 405, 'not-a-read');
    }
    if (!booking) return next();
    const limited = await guard.spend('api', clientOf(req));
    if (limited) {
      res.set('Retry-After', String(limited.retryAfterS));
      return refuse(req, res, 429, 'too-many');
    }
    if (crossSiteReason(req)) {
      guard.count('cross-site');
      return refuse(req, res, 403, 'cross-site');
    }
    const proof = readProof(req.get(PROOF_HEADER));
    if (!proof || !req.get(IDEMPOTENCY_HEADER)) {
      guard.count('no-proof');
      return refuse(req, res, 400, 'not-from-form');
    }
    parseJson(req, res, async (error?: unknown) => {
      const body = req.body as Record<string, unknown> | undefined;
      // The API answers what is wrong with a body (400 with field errors): only what is not JSON stops here.
      if (error || body === null || typeof body !== 'object' || Array.isArray(body)) {
        return refuse(req, res, 400, 'not-json');
      }
      if (!(await proofHolds(keys.accepted(), proof))) {
        guard.count('proof-failed');
        return refuse(req, res, 400, 'not-from-form');
      }
      const target = TARGET_FIELDS.map((field) => `${field}=${String(body[field] ?? '')}`).join('&');
      const submission = {
        target: `${req.path}?${target}`,
        name: String(body.name ?? ''),
        phone: String(body.phone ?? ''),
        day: body.preferred_date == null ? undefined : String(body.preferred_date),
      };
      const { nonce, expiresAt = 0 } = proof.challenge.parameters;
      if (!(await guard.useProof(nonce, submission, expiresAt * 1000))) {
        guard.count('proof-reused');
        return refuse(req, res, 400, 'not-from-form');
      }
      req.headers[IDEMPOTENCY_HEADER] = await guard.keyFor(submission);
      delete req.headers[PROOF_HEADER.toLowerCase()];
      next();
    });
  };
}
