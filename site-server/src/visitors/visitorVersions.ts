/**
 * The remote versions of one request's visitor, decided once per request from the deploy root (remotes.json,
 * canary.json) and two first-party cookies: `mfe_visitor` (a random id, set only while a canary runs, so a visitor
 * keeps their side) and `mfe_preview` (a signed preview, set by opening a preview link). The server renders with
 * that map, the page hands it to hydration, and /remotes.json answers it to the browser's later navigations.
 */
import fs from 'node:fs';
import {
  acceptedKeys,
  deployPaths,
  type LiveRemotes,
  type LiveRoot,
  PREVIEW_COOKIE,
  PREVIEW_PARAM,
  type Preview,
  perSnapshot,
  previewKeyRecord,
  verifyPreview,
} from '@clinic/deploy';
import type express from 'express';
import { cookieOf } from '../http/cookieOf';
import type { AcceptedKeys } from '../secret/keyRing';
import { sameOriginPath } from '../seo/sameOriginPath';
import { newVisitorId, remotesForVisitor, VISITOR_ID } from './assignment';

export const VISITOR_COOKIE = 'mfe_visitor';
const YEAR_S = 365 * 24 * 3600;

export type PreviewRejection = 'malformed' | 'forged' | 'expired' | 'unknown-version' | 'no-key';

export const logRejectedPreview = (why: PreviewRejection) =>
  console.warn(`[preview] a preview token was ignored (${why}); the plain site was served`);

export function createVisitorVersions(
  live: LiveRoot,
  {
    env = process.env,
    keys,
    onRejectedPreview = logRejectedPreview,
  }: {
    env?: NodeJS.ProcessEnv;
    /** The keys a preview link may be signed with (secret/signingKeys.ts); by default the deploy root's file. */
    keys?: AcceptedKeys<string>;
    onRejectedPreview?: (why: PreviewRejection) => void;
  } = {},
) {
  /** The deploy as this request sees it (deploy/src/liveRoot.ts). */
  const deployed = (req: express.Request) => live.current(req);
  // Without a key ring, the key file is read with the deploy (its stamp is in the snapshot's); which of its keys
  // are still accepted is a matter of the clock, asked on each use.
  const keyFileOf = perSnapshot(({ root }) => previewKeyRecord(root));

  function signingKeys(req: express.Request): readonly string[] {
    if (keys) return keys.accepted();
    if (env.PREVIEW_KEY) return [env.PREVIEW_KEY];
    return acceptedKeys(keyFileOf(deployed(req)), Date.now());
  }

  /** The preview a token names, if it is genuine, current and its version is in the deploy root; else why not. */
  function checkPreview(
    req: express.Request,
    token: string,
  ): { preview: Preview } | { why: PreviewRejection } {
    const accepted = signingKeys(req);
    if (!accepted.length) return { why: 'no-key' };
    const checked = verifyPreview(token, accepted);
    if (!checked.ok) return { why: checked.why };
    const { remote, version } = checked.preview;
    const manifest = `${deployPaths(live.root).versionDir(remote, version)}/mf-manifest.json`;
    return fs.existsSync(manifest) ? { preview: checked.preview } : { why: 'unknown-version' };
  }

  const cookieOptions = (req: express.Request, maxAgeMs: number): express.CookieOptions => ({
    path: '/',
    maxAge: maxAgeMs,
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
  });

  return {
    /**
     * The remote map for this request's visitor. A new visitor gets an id (a cookie) while a canary runs; a
     * preview cookie that no longer holds is dropped and counted.
     */
    remotesFor(req: express.Request, res: express.Response): LiveRemotes {
      const { stable, canaries } = deployed(req);
      let visitorId: string | null = null;
      if (Object.keys(canaries).length) {
        visitorId = cookieOf(req, VISITOR_COOKIE) ?? null;
        if (!visitorId || !VISITOR_ID.test(visitorId)) {
          visitorId = newVisitorId();
          res.cookie(VISITOR_COOKIE, visitorId, cookieOptions(req, YEAR_S * 1000));
        }
      }
      const token = cookieOf(req, PREVIEW_COOKIE);
      let preview: Preview | undefined;
      if (token) {
        const checked = checkPreview(req, token);
        if ('preview' in checked) preview = checked.preview;
        else {
          onRejectedPreview(checked.why);
          res.clearCookie(PREVIEW_COOKIE, { path: '/' });
        }
      }
      return remotesForVisitor(stable, canaries, visitorId, preview);
    },

    /** True when this request's map may differ from /remotes.json on disk (a canary runs, or a preview is held). */
    personal(req: express.Request): boolean {
      return Object.keys(deployed(req).canaries).length > 0 || cookieOf(req, PREVIEW_COOKIE) !== undefined;
    },

    /**
     * A preview link (`?mfe-preview=<token>`): a genuine token is kept in a cookie for this browser until it
     * expires; then, either way, the same address without the token (it would leak through shares and referrers).
     */
    previewLinks: ((req, res, next) => {
      const token = req.query[PREVIEW_PARAM];
      if ((req.method !== 'GET' && req.method !== 'HEAD') || token === undefined) return next();
      const checked = typeof token === 'string' ? checkPreview(req, token) : { why: 'malformed' as const };
      if ('preview' in checked)
        res.cookie(PREVIEW_COOKIE, token, cookieOptions(req, checked.preview.expires - Date.now()));
      else onRejectedPreview(checked.why);
      // The path as sent, made a path of this site: a URL parser alone reads `/.//evil.com/` as `//evil.com/`.
      const [pathPart = '/', queryPart = ''] = req.originalUrl.split(/\?(.*)/s);
      const query = new URLSearchParams(queryPart);
      query.delete(PREVIEW_PARAM);
      const rest = query.size ? `?${query}` : '';
      res.set('Cache-Control', 'no-store').redirect(302, sameOriginPath(pathPart) + rest);
    }) as express.RequestHandler,
  };
}

export type VisitorVersions = ReturnType<typeof createVisitorVersions>;
