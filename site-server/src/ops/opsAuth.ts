/**
 * Who may open /ops: the holder of OPS_TOKEN, as a bearer token (scripts) or as the password of HTTP basic auth (a
 * browser asks for it). Without OPS_TOKEN the page does not exist (404). Every answer is `noindex` and never cached.
 * Wrong passwords are slowed down per address (passwordThrottle.ts); other sites' posts are refused.
 */
import crypto from 'node:crypto';
import type express from 'express';
import { clientOf } from '../http/clientNetwork';
import { fromThisSite } from '../http/crossSite';
import { type PasswordThrottle, passwordThrottle } from './passwordThrottle';

const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

/** The token the request presents, from `Authorization: Bearer …` or basic auth's password. */
function presented(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value = ''] = header.split(' ');
  if (scheme?.toLowerCase() === 'bearer') return value;
  if (scheme?.toLowerCase() !== 'basic') return null;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const tooMany = (res: express.Response, ms: number) =>
  res
    .status(429)
    .set('Retry-After', String(Math.ceil(ms / 1000)))
    .type('text/plain')
    .send('Too many wrong ops tokens from this address: try again after Retry-After seconds.');

/**
 * Guards /ops: a state-changing request from another site is refused (403) before any password is looked at;
 * a locked-out address gets 429 (passwordThrottle.ts); then the token, else 401 and the browser's prompt.
 */
export function opsAuth(
  token: string | undefined,
  throttle: PasswordThrottle = passwordThrottle(),
): express.RequestHandler {
  return async (req, res, next) => {
    res.set({ 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' });
    if (!token) return void res.status(404).type('text/plain').send('Not found');
    if (!SAFE_METHODS.has(req.method) && !fromThisSite(req))
      return void res.status(403).type('text/plain').send('Refused: a request from another site.');
    const address = clientOf(req);
    const locked = await throttle.lockedFor(address);
    if (locked) return void tooMany(res, locked);
    const given = presented(req.get('authorization'));
    if (given !== null && same(given, token)) {
      await throttle.succeeded(address);
      return next();
    }
    // The browser's first request carries no password: only a wrong one counts.
    const lock = given === null ? 0 : await throttle.failed(address);
    if (lock) return void tooMany(res, lock);
    res
      .status(401)
      .set('WWW-Authenticate', 'Basic realm="clinic ops", charset="UTF-8"')
      .type('text/plain')
      .send('The ops page needs the ops token (OPS_TOKEN) as the password.');
  };
}

/**
 * A form's CSRF token: derived from OPS_TOKEN, so a page of another site (whose posts the browser would send with
 * the cached basic credentials) cannot know it; the action also wants a same-origin request.
 */
export const csrfToken = (token: string) =>
  crypto.createHmac('sha256', token).update('ops-actions').digest('base64url');

export function sameOriginPost(req: express.Request, token: string): boolean {
  if (!fromThisSite(req)) return false;
  const given = typeof req.body?.csrf === 'string' ? req.body.csrf : '';
  return same(given, csrfToken(token));
}
