import { API_REFUSALS, type ApiRefusal, localeOfAcceptLanguage } from '@clinic/shared/server';
import express from 'express';
import { clientOf } from '../http/clientNetwork';
import { type KeyRing, ringOf } from '../secret/keyRing';
import { type GateRefusal, passBookingGate, type ReadBooking } from './bookingGate';
import { type BookingGuard, HONEYPOT_FIELD } from './bookingGuard';
import { newChallenge, PROOF_HEADER, readProof } from './proofOfWork';

/** The API's booking posts (SPEC §7), under `/api`: the only API requests that store anything. */
const BOOKING_API = /^\/(request-[a-z]+|application-feedback)$/;
/** Where the dialog asks for its proof-of-work challenge (on the site server, not the API). */
export const CHALLENGE_PATH = '/booking-challenge';
const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Each booking body names its target by one of these (or a feedback `type`). */
const TARGET_FIELDS = ['service_id', 'promotion_id', 'doctor_id', 'checkup_id', 'type'];

const parseJson = express.json({ limit: '10kb' });

/** Methods the API is read with; anything else reaches it only as a booking post through this gate. */
const READS = new Set(['GET', 'HEAD']);

/**
 * How the API answers a refusal of the booking gate: its status and words. Past the limit and the same-site rule
 * every refusal says the post did not come from the dialog, whatever exactly was wrong with it.
 */
function apiRefusal(refusal: GateRefusal): [number, ApiRefusal] {
  if (refusal === 'too-many') return [429, 'too-many'];
  if (refusal === 'cross-site') return [403, 'cross-site'];
  return [400, refusal === 'malformed' ? 'not-json' : 'not-from-form'];
}

/**
 * The booking posts of the dialog, before the API proxy: `POST /api/request-*` is forwarded only with what the
 * dialog sends (an Idempotency-Key and a solved proof of work), from this site's pages, within the address's
 * allowance, and with its key replaced by one made from the booking's content (the same booking twice is stored
 * once, whatever the browser's key). Any other write to `/api/` is refused (405). A refusal is a JSON error in
 * the API's shape, in the request's language (Russian unless it asks for Kazakh); never forwarded.
 * Also serves the dialog's challenge.
 */
export function bookingApiGate(secret: Buffer | KeyRing, guard: BookingGuard): express.Router {
  const keys = ringOf(secret);
  const refuse = (req: express.Request, res: express.Response, status: number, refusal: ApiRefusal) =>
    void res
      .status(status)
      .set({ 'Cache-Control': 'no-store', Vary: 'Accept-Language' })
      .json({ error: API_REFUSALS[localeOfAcceptLanguage(req.headers['accept-language'])][refusal] });

  const router = express.Router();
  router.get(CHALLENGE_PATH, async (req, res) => {
    const factor = await guard.challengeFactor(clientOf(req));
    res.set('Cache-Control', 'no-store').json(await newChallenge(keys.current(), Date.now(), factor));
  });
  // Mounted as routers match, ignoring case: the API routes strictly (api/src/routes/strictRouter.ts), but a
  // backend in front of which this gate stands need not, so `/API/Request-Doctors` is a write to the API too.
  router.use('/api', async (req, res, next) => {
    // A router's mount ignores case; a booking's address is the API's own spelling only.
    const booking = req.method === 'POST' && req.baseUrl === '/api' && BOOKING_API.test(req.path);
    // Only reads and the booking posts reach the API: a write to any other address (another method, an address
    // the API might decode into a booking one) is refused here, never forwarded.
    if (!booking && !READS.has(req.method)) {
      res.set('Allow', 'GET, HEAD');
      return refuse(req, res, 405, 'not-a-read');
    }
    if (!booking) return next();
    const proof = readProof(req.get(PROOF_HEADER));
    const verdict = await passBookingGate(
      guard,
      req,
      'api',
      async (): Promise<ReadBooking<Record<string, unknown>>> => {
        if (!proof || !req.get(IDEMPOTENCY_HEADER)) {
          return { refusal: 'no-proof', why: 'no proof of work or no Idempotency-Key' };
        }
        const body = await new Promise<unknown>((done) =>
          parseJson(req, res, (error?: unknown) => done(error ? null : req.body)),
        );
        // The API answers what is wrong with a body (400 with field errors): only what is not JSON stops here.
        if (body === null || typeof body !== 'object' || Array.isArray(body)) {
          return { refusal: 'malformed', why: 'the body is not a JSON object' };
        }
        const fields = body as Record<string, unknown>;
        const target = TARGET_FIELDS.map((field) => `${field}=${String(fields[field] ?? '')}`).join('&');
        const submission = {
          target: `${req.baseUrl}${req.path}?${target}`,
          name: String(fields.name ?? ''),
          phone: String(fields.phone ?? ''),
          day: fields.preferred_date == null ? undefined : String(fields.preferred_date),
        };
        const honeypot = fields[HONEYPOT_FIELD];
        return { fields, submission, honeypot: typeof honeypot === 'string' ? honeypot : undefined };
      },
      async (submission) => (proof ? guard.checkProof(proof, submission) : 'no-proof'),
    );
    if (!verdict.passed) {
      if (verdict.retryAfterS) res.set('Retry-After', String(verdict.retryAfterS));
      return refuse(req, res, ...apiRefusal(verdict.refusal));
    }
    req.headers[IDEMPOTENCY_HEADER] = verdict.key ?? undefined;
    delete req.headers[PROOF_HEADER.toLowerCase()];
    next();
  });
  return router;
}
