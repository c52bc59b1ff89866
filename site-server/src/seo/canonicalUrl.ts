import { localeOfPath, pathInLocale, pathWithoutLocale, REDIRECTS } from '@clinic/shared';
import type express from 'express';
import { sameOriginPath } from './sameOriginPath';

const REDIRECT_TO = new Map<string, string>(REDIRECTS);

/** Paths that are never pages: the API, media, remote bundles and any file (a dot in the last segment). */
const isPagePath = (path: string) => !/^\/(api|media|mfe)(\/|$)/.test(path) && !/\.[^/]*$/.test(path);

/**
 * The one form of a page's path: lower case, single slashes, no trailing slash (but `/`), and a section root (SPEC §2
 * REDIRECTS) already at its first page. Search engines then see one URL per page, not several.
 */
export function canonicalPath(path: string): string {
  if (!isPagePath(path)) return path;
  // Repeated slashes collapse too: `//host` in a Location would leave the site.
  const tidy =
    path
      .toLowerCase()
      .replace(/\/{2,}/g, '/')
      .replace(/\/$/, '') || '/';
  // A section root redirects in either language: '/kk/services' → '/kk/services/top'.
  const page = pathWithoutLocale(tidy);
  const target = REDIRECT_TO.get(page);
  return target ? pathInLocale(target, localeOfPath(tidy)) : tidy;
}

/** Answers any other form of a page's path with a permanent redirect to its canonical one, query kept. */
export const canonicalRedirect: express.RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const canonical = canonicalPath(req.path);
  if (canonical === req.path) return next();
  const at = req.originalUrl.indexOf('?');
  // `/\Evil.com/x` is a page path whose lower-case form a browser would read as another host's.
  res.redirect(301, sameOriginPath(canonical) + (at === -1 ? '' : req.originalUrl.slice(at)));
};
