import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type KeyRing, purposeRing, signedByOne } from '../secret/keyRing';
import type { PageView } from './pageView';

/**
 * The view token: what the site server hands a browser for its beacons (GET /rum/view-token), only for a page it
 * served (rum/pageView.ts), signed with a key derived from the site secret (secret/siteSecret.ts), so any site
 * server of the deploy root can check what another issued. It names the page view it was had with (its render id
 * and time), the visitor (a hash of their canary cookie, or that page view when they have none), the remote
 * versions that visitor is served and when it expires; its id makes each token count once.
 */
export interface ViewClaims {
  /** Random, 96 bits: the "seen" record's key. */
  id: string;
  /** Whom the views are counted for: the hash of the `mfe_visitor` cookie, or the page view's id. */
  visitor: string;
  /** The page view the token was had with. */
  page: PageView;
  /** Remote → version this visitor is served (only versioned remotes: a development URL names none). */
  versions: Record<string, string>;
  /** Expiry, ms since the epoch. */
  expires: number;
}

export type TokenRejection = 'malformed' | 'forged' | 'expired';

/** A purpose label: the site secret signs other things too (form tokens), which must never pass for this. */
const PURPOSE = 'clinic/rum-view-token/v1';
const MAX_TOKEN_CHARS = 1024;
/** A page's beacons keep coming for as long as the page view's cookie lives (pageView.ts). */
export const VIEW_TOKEN_TTL_MS = 30 * 60_000;

interface Wire {
  i: string;
  u: string;
  r: Record<string, string>;
  e: number;
  p: string;
  s: number;
}

const isWire = (value: unknown): value is Wire => {
  if (typeof value !== 'object' || value === null) return false;
  const { i, u, r, e, p, s } = value as Record<string, unknown>;
  return (
    typeof i === 'string' &&
    typeof u === 'string' &&
    typeof e === 'number' &&
    typeof p === 'string' &&
    typeof s === 'number' &&
    typeof r === 'object' &&
    r !== null &&
    !Array.isArray(r) &&
    Object.values(r).every((version) => typeof version === 'string')
  );
};

/** A visitor id as it goes into tokens and the database: hashed, so the cookie itself is never stored. */
export const visitorKey = (visitorId: string): string =>
  createHash('sha256').update(visitorId).digest('base64url').slice(0, 22);

/** Signs with the site secret's current key; checks against the current one, then during a rotation the previous. */
export function viewTokens(siteSecret: Buffer | KeyRing, { ttlMs = VIEW_TOKEN_TTL_MS, now = Date.now } = {}) {
  const keys = purposeRing(siteSecret, PURPOSE);
  const sign = (payload: string, key = keys.current()) => createHmac('sha256', key).update(payload).digest();

  return {
    ttlMs,
    /** A token for `page`, of `visitorId` (null: a visitor without a canary cookie) served `versions`. */
    issue(visitorId: string | null, page: PageView, versions: Record<string, string>): string {
      const id = randomBytes(12).toString('base64url');
      const visitor = visitorId ? visitorKey(visitorId) : `page:${page.id}`;
      const wire: Wire = { i: id, u: visitor, r: versions, e: now() + ttlMs, p: page.id, s: page.at };
      const payload = Buffer.from(JSON.stringify(wire)).toString('base64url');
      return `${payload}.${sign(payload).toString('base64url')}`;
    },

    /** The claims of a genuine, current token; else why not (never throws, whatever it is given). */
    verify(token: unknown): { ok: true; claims: ViewClaims } | { ok: false; why: TokenRejection } {
      if (typeof token !== 'string' || token.length > MAX_TOKEN_CHARS) return { ok: false, why: 'malformed' };
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length) return { ok: false, why: 'malformed' };
      const given = Buffer.from(signature, 'base64url');
      if (!signedByOne(given, keys.accepted(), (key) => sign(payload, key)))
        return { ok: false, why: 'forged' };
      let wire: unknown;
      try {
        wire = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return { ok: false, why: 'malformed' };
      }
      if (!isWire(wire)) return { ok: false, why: 'malformed' };
      if (wire.e <= now()) return { ok: false, why: 'expired' };
      return {
        ok: true,
        claims: {
          id: wire.i,
          visitor: wire.u,
          page: { id: wire.p, at: wire.s },
          versions: wire.r,
          expires: wire.e,
        },
      };
    },
  };
}

export type ViewTokens = ReturnType<typeof viewTokens>;
