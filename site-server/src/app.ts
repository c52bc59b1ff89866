import { randomBytes } from 'node:crypto';
import { policyOfDeployRoot } from '@clinic/deploy';
import compression from 'compression';
import express from 'express';
import { bookingApiGate } from './booking/bookingApiGate';
import { createBookingGuard } from './booking/bookingGuard';
import { type BookingSettings, DEFAULT_BOOKING_SETTINGS } from './booking/bookingSettings';
import { type GuardStore, openGuardStore } from './booking/guardStore';
import { createVisitorVersions, logRejectedPreview, type PreviewRejection } from './canary/visitorVersions';
import { healthzRoute } from './health/healthzRoute';
import { registerRenderMetrics } from './health/renderMetrics';
import { opsRoutes } from './ops/opsRoutes';
import { formPost } from './pipeline/formPost';
import { staticShell, staticShellSender } from './pipeline/pageFallback';
import { pageAnswer, serverPage } from './pipeline/serverPage';
import { apiProxy } from './proxy/apiProxy';
import { COMPRESSION_SETTINGS } from './render/pageHtml';
import type { Renderer } from './render/renderer';
import { RumMetrics } from './rum/metrics';
import { type RumOptions, rumRoutes } from './rum/rumRoutes';
import { canonicalRedirect } from './seo/canonicalUrl';
import { previewRoutes } from './seo/preview/previewRoutes';
import { keepRedirectsOnSite } from './seo/sameOriginPath';
import { seoRoutes } from './seo/seoRoutes';
import { hostGuard } from './seo/siteHosts';
import { pathGuard } from './static/pathGuard';
import { staticSite } from './static/staticSite';

export interface SiteOptions {
  /** The deploy root: the shell, /mfe/<name>/<version>/, /remotes.json (deploy/src/deployRoot.ts). */
  deployRoot: string;
  /** Where the API answers /api/* and /media/*, e.g. http://127.0.0.1:3010. */
  apiOrigin: string;
  /** Renders pages on the server within `budgetMs` (SSR_TIMEOUT_MS); without it every page is the static shell. */
  pages?: { renderer: Renderer; budgetMs: number };
  /** The public origin for canonical URLs, link previews and the sitemap; by default each request's. */
  siteOrigin?: string;
  /** URLs per sitemap file before it becomes an index (tests use a small one). */
  sitemapMaxUrls?: number;
  /**
   * The browsers' health beacons (POST /rum) and /metrics: where they are kept, the per-client limit, the ops token
   * (which also opens /ops, whose curves read the same store).
   */
  rum?: RumOptions;
  /** Told of each preview token that was ignored, and why (by default a log line). */
  onRejectedPreview?: (why: PreviewRejection) => void;
  /**
   * The booking defences (docs/security.md § Bookings): the site secret that signs form tokens and challenges, the
   * guard store every site server shares, the limits. By default a secret and a store of this process alone.
   */
  bookings?: { secret: Buffer; store: GuardStore; settings?: BookingSettings };
  /** The origins the CSP allows besides the site's own; none by default. */
  cspOrigins?: { remoteOrigins: string[]; frameOrigins: string[] };
}

/**
 * The site server: one origin for patients, one pipeline read top to bottom. It keeps no state of its own
 * (every instance behind nginx is the same), so a page is whatever the deploy root and the API say at that moment;
 * the browsers' beacons go to a database every instance shares (site-server/src/rum/).
 *
 *   headers, compression → booking posts to the API (limits, proof of work, key) → /api, /media (proxy) → POST /rum (beacons), GET /metrics (loopback or ops token)
 *   → robots, sitemaps, /og/ pictures → /ops (ops token) → preview links → canonical redirects
 *   → static files (the deploy root; /remotes.json is the visitor's map)
 *   → form posts (the route's action, then a redirect or the page again)
 *   → page (rendered on the server, through the page cache; else the static shell, and why is logged) → 404
 */
export function createSiteApp({
  deployRoot,
  apiOrigin,
  pages,
  siteOrigin,
  sitemapMaxUrls,
  rum,
  onRejectedPreview,
  bookings = { secret: randomBytes(32), store: openGuardStore(null) },
  cspOrigins = { remoteOrigins: [], frameOrigins: [] },
}: SiteOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Whatever a step redirects to, the Location is a path on this origin.
  keepRedirectsOnSite(app);
  // Which remote versions each visitor gets (the stable ones, a canary's, a preview's): decided once per request.
  const metrics = new RumMetrics();
  const versions = createVisitorVersions(deployRoot, {
    onRejectedPreview: (why) => {
      metrics.previewIgnored(why);
      (onRejectedPreview ?? logRejectedPreview)(why);
    },
  });
  // Only a proxy on this host (nginx) is trusted: behind it, req.ip, req.host and req.protocol come from its
  // X-Forwarded-For, -Host and -Proto (the limits per address, the host guard, canonical URLs without SITE_ORIGIN).
  app.set('trust proxy', 'loopback');
  // gzip or brotli like the production nginx, so `npm start` and the benchmark transfer what patients transfer.
  app.use(compression(COMPRESSION_SETTINGS));
  const policy = policyOfDeployRoot(deployRoot, cspOrigins);
  app.use((_req, res, next) => {
    res.set({
      'Content-Security-Policy': policy(),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // Tells ops (and the nginx e2e) that a page came from a site server, not nginx's static fallback.
      'X-Served-By': 'site-server',
    });
    next();
  });
  // A path that cannot be decoded (or decodes to a NUL) is a 400 here, before any step reads it.
  app.use(pathGuard);
  // Whether this site server can render (for nginx or a supervisor): before every step that could answer it.
  app.use(healthzRoute(pages?.renderer));
  // The render threads' restarts in /metrics, beside the beacons'.
  if (pages) registerRenderMetrics(metrics.registry, pages.renderer);
  // Only the site's own host (421 else): the steps below may write the request's origin into what they answer.
  app.use(hostGuard(siteOrigin));
  const guard = createBookingGuard({
    ...bookings,
    settings: bookings.settings ?? DEFAULT_BOOKING_SETTINGS,
    registry: metrics.registry,
  });
  // The dialog's booking posts are checked before the proxy forwards them; its challenge is served here.
  app.use(bookingApiGate(bookings.secret, guard));
  // Before the site, whose page steps would otherwise answer /api paths.
  app.use(apiProxy(apiOrigin));
  app.use(rumRoutes(deployRoot, { ...rum, metrics, versions }));
  app.use(seoRoutes(apiOrigin, siteOrigin, sitemapMaxUrls));
  app.use(previewRoutes(apiOrigin));
  // Before the pages: each page has one URL, the others redirect to it.
  // Releases for ops, behind OPS_TOKEN: before the pages, whose form-post step would take its posts.
  const store = rum?.store;
  app.use(
    opsRoutes(deployRoot, {
      token: rum?.opsToken,
      health: store ? store.health.bind(store) : null,
      dropped: store ? () => store.droppedSince(Date.now() - 3_600_000) : undefined,
    }),
  );
  // A preview link keeps its token in a cookie, then the address without it.
  app.use(versions.previewLinks);
  app.use(canonicalRedirect);
  app.use(staticSite(deployRoot, versions));
  // A booking form's page is served with its token (a cookie for its own address).
  const answer = pageAnswer(deployRoot, siteOrigin, (req, res) => guard.issueFormToken(res, req.path));
  app.use(formPost({ renderer: pages?.renderer, answer, versions, guard }));
  // The page: server-rendered, or the static shell with the reason why not; without server rendering (SSR=0),
  // the static shell.
  const shell = staticShellSender(deployRoot);
  app.use(pages ? serverPage({ ...pages, answer, versions, staticShell: shell }) : staticShell(shell));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return app;
}
