/**
 * Who may open /ops: the holder of OPS_TOKEN, as a bearer token (scripts) or as the password of HTTP basic auth (a
 * browser asks for it). Without OPS_TOKEN the page does not exist (404). Every answer is `noindex` and never cached.
 */
import crypto from 'node:crypto';
import type express from 'express';

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

export function opsAuth(token: string | undefined): express.RequestHandler {
  return (req, res, next) => {
    res.set({ 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' });
    if (!token) return void res.status(404).type('text/plain').send('Not found');
    const given = presented(req.get('authorization'));
    if (given !== null && same(given, token)) return next();
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
  const site = req.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = req.get('origin');
  // The host as the browser asked for it: behind nginx, X-Forwarded-Host (trusted from loopback), port included.
  if (origin && new URL(origin).host !== req.host) return false;
  const given = typeof req.body?.csrf === 'string' ? req.body.csrf : '';
  return same(given, csrfToken(token));
}
