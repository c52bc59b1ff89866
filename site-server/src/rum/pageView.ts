import { createHmac, randomBytes } from 'node:crypto';
import type express from 'express';
import { cookieOf } from '../http/cookieOf';
import { type KeyRing, purposeRing, signedByOne } from '../secret/keyRing';

/**
 * A page view the site server served: what a view token is bound to (rum/viewToken.ts), so that a token is had
 * only with a page, never by asking (docs/security.md § Verdicts from page views). Each page answer sets it as a
 * cookie that only /rum reads: a random render id and the time it was served, signed with a key derived from the
 * site secret (any site server checks any other's). The page view is the visitor of the beacons it sends when
 * the visitor has no canary cookie: a page that asks for many tokens is still one visitor.
 */
export interface PageView {
  /** Random, 96 bits. */
  id: string;
  /** When the page was served, ms since the epoch. */
  at: number;
}

export const PAGE_VIEW_COOKIE = 'rum_page';
/** Only the beacon's own addresses read it: /rum/view-token and /rum. */
const COOKIE_PATH = '/rum';
const PURPOSE = 'clinic/rum-page-view/v1';
/** A page keeps sending beacons for as long as a view token lives. */
export const PAGE_VIEW_TTL_MS = 30 * 60_000;

/** Signs with the site secret's current key; checks against the current one, then during a rotation the previous. */
export function pageViews(siteSecret: Buffer | KeyRing, { ttlMs = PAGE_VIEW_TTL_MS, now = Date.now } = {}) {
  const keys = purposeRing(siteSecret, PURPOSE);
  const sign = (payload: string, key = keys.current()) => createHmac('sha256', key).update(payload).digest();

  /** A new page view's cookie value: its id and time, signed. */
  const issue = (): string => {
    const payload = `${randomBytes(12).toString('base64url')}.${now().toString(36)}`;
    return `${payload}.${sign(payload).toString('base64url')}`;
  };

  return {
    issue,
    /** Marks `res` as a page served now: its page-view cookie. */
    served(res: express.Response): void {
      res.cookie(PAGE_VIEW_COOKIE, issue(), {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: res.req.secure,
        maxAge: ttlMs,
      });
    },

    /** The page view the request's cookie names, when this site served it within the TTL; else null. */
    of(req: express.Request): PageView | null {
      const value = cookieOf(req, PAGE_VIEW_COOKIE);
      if (!value || value.length > 200) return null;
      const [id, at36, signature, ...rest] = value.split('.');
      if (!id || !at36 || !signature || rest.length) return null;
      const given = Buffer.from(signature, 'base64url');
      if (!signedByOne(given, keys.accepted(), (key) => sign(`${id}.${at36}`, key))) return null;
      const at = Number.parseInt(at36, 36);
      const age = now() - at;
      return Number.isFinite(at) && age >= 0 && age < ttlMs ? { id, at } : null;
    },
  };
}

export type PageViews = ReturnType<typeof pageViews>;
