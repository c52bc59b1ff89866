import compression from 'compression';
import express from 'express';
import type { HealthSource } from './canary/controller';
import { createVisitorVersions, type PreviewRejection } from './canary/visitorVersions';
import { opsRoutes } from './ops/opsRoutes';
import { COMPRESSION_SETTINGS } from './pipeline/compressionSettings';
import { formPost } from './pipeline/formPost';
import { pageAnswer, serverPage } from './pipeline/serverPage';
import { staticShell } from './pipeline/staticShell';
import { apiProxy } from './proxy/apiProxy';
import type { Renderer } from './render/renderer';
import { canonicalRedirect } from './seo/canonicalUrl';
import { previewRoutes } from './seo/preview/previewRoutes';
import { seoRoutes } from './seo/seoRoutes';
import { staticSite } from './static/staticSite';

export interface SiteOptions {
  /** The deploy root: the shell, /mfe/<name>/<version>/, /remotes.json (scripts/release/deployRoot.ts). */
  deployRoot: string;
  /** Where the API answers /api/* and /media/*, e.g. http://127.0.0.1:3010. */
  apiOrigin: string;
  /** Renders pages on the server within `budgetMs` (SSR_TIMEOUT_MS); without it every page is the static shell. */
  pages?: { renderer: Renderer; budgetMs: number };
  /** The public origin for canonical URLs, link previews and the sitemap; by default each request's. */
  siteOrigin?: string;
  /** URLs per sitemap file before it becomes an index (tests use a small one). */
  sitemapMaxUrls?: number;
  /** The ops page (/ops) and /metrics: OPS_TOKEN; without it /ops does not exist. */
  opsToken?: string;
  /** The beacons' health per remote version (the RUM store), for /ops's curves. */
  health?: HealthSource;
  /** Told of each preview token that was ignored, and why (by default a log line). */
  onRejectedPreview?: (why: PreviewRejection) => void;
}

/**
 * The site server: one origin for patients, one pipeline read top to bottom. It keeps no state of its own
 * (every instance behind nginx is the same), so a page is whatever the deploy root and the API say at that moment.
 *
 *   headers, compression → /api, /media (proxy) → robots, sitemaps, /og/ pictures → /ops → preview links
 *   → canonical redirects → static files (the deploy root; /remotes.json is the visitor's map) → form posts (the route's action, then a redirect or the page again)
 *   → page (rendered on the server, through the page cache)
 *   → fallback (the static shell; logs why the page step gave up) → 404
 */
export function createSiteApp({
  deployRoot,
  apiOrigin,
  pages,
  siteOrigin,
  sitemapMaxUrls,
  onRejectedPreview,
  opsToken,
  health,
}: SiteOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Which remote versions each visitor gets (the stable ones, a canary's, a preview's): decided once per request.
  const versions = createVisitorVersions(deployRoot, onRejectedPreview && { onRejectedPreview });
  // Behind nginx on this host: the request's origin (canonical URLs by default) is its Host and X-Forwarded-Proto.
  app.set('trust proxy', 'loopback');
  // gzip or brotli like the production nginx, so `npm start` and the benchmark transfer what patients transfer.
  app.use(compression(COMPRESSION_SETTINGS));
  app.use((_req, res, next) => {
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // Tells ops (and the nginx e2e) that a page came from a site server, not nginx's static fallback.
      'X-Served-By': 'site-server',
    });
    next();
  });
  // Before the site, whose page steps would otherwise answer /api paths.
  app.use(apiProxy(apiOrigin));
  app.use(seoRoutes(apiOrigin, siteOrigin, sitemapMaxUrls));
  app.use(previewRoutes(apiOrigin));
  // Before the pages: each page has one URL, the others redirect to it.
  // Releases for ops, behind OPS_TOKEN: before the pages, whose form-post step would take its posts.
  app.use(opsRoutes(deployRoot, { token: opsToken, health: health ?? null }));
  // A preview link keeps its token in a cookie, then the address without it.
  app.use(versions.previewLinks);
  app.use(canonicalRedirect);
  app.use(staticSite(deployRoot, versions));
  const answer = pageAnswer(deployRoot, siteOrigin);
  app.use(formPost({ renderer: pages?.renderer, budgetMs: pages?.budgetMs ?? 0, answer, versions }));
  if (pages) app.use(serverPage({ ...pages, answer, versions }));
  app.use(staticShell(deployRoot));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return app;
}
