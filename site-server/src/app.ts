import { randomBytes } from 'node:crypto';
import { type HostSync, type LiveRoot, livePolicy, openLiveRoot } from '@clinic/deploy';
import { RUM_PATH } from '@clinic/shared/rum';
import compression from 'compression';
import express from 'express';
import { bookedAt } from './booking/bookedPage';
import { bookingApiGate } from './booking/bookingApiGate';
import { createBookingGuard } from './booking/bookingGuard';
import { type BookingSettings, DEFAULT_BOOKING_SETTINGS } from './booking/bookingSettings';
import { type GuardStore, openGuardStore } from './booking/guardStore';
import type { ApplyChange } from './canary/controller';
import { healthzRoute } from './health/healthzRoute';
import { registerRenderMetrics } from './health/renderMetrics';
import { errorAnswer } from './http/errorAnswer';
import { opsRoutes } from './ops/opsRoutes';
import type { PasswordThrottle } from './ops/passwordThrottle';
import { formPost } from './pipeline/formPost';
import { staticShell, staticShellSender } from './pipeline/pageFallback';
import { pageAnswer, serverPage } from './pipeline/serverPage';
import { API_PATHS, apiProxy } from './proxy/apiProxy';
import { COMPRESSION_SETTINGS } from './render/pageHtml';
import type { Renderer } from './render/renderer';
import { fieldWindows } from './rum/fieldView';
import { RumMetrics } from './rum/metrics';
import { pageViews } from './rum/pageView';
import { type RumOptions, rumRoutes } from './rum/rumRoutes';
import type { AcceptedKeys, KeyRing } from './secret/keyRing';
import { canonicalRedirect } from './seo/canonicalUrl';
import { previewRoutes } from './seo/preview/previewRoutes';
import { keepRedirectsOnSite } from './seo/sameOriginPath';
import { seoRoutes } from './seo/seoRoutes';
import { hostGuard } from './seo/siteHosts';
import { pathGuard } from './static/pathGuard';
import { staticSite } from './static/staticSite';
import { createVisitorVersions, logRejectedPreview, type PreviewRejection } from './visitors/visitorVersions';

export interface SiteOptions {
  /** The deploy root: the shell, /mfe/<name>/<version>/, /remotes.json (deploy/src/deployRoot.ts). */
  deployRoot: string;
  /**
   * What is deployed in `deployRoot`, one object for every step that reads it (and the renderer's, from main.ts);
   * by default one of this app.
   */
  live?: LiveRoot;
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
  bookings?: { secret: Buffer | KeyRing; store: GuardStore; settings?: BookingSettings };
  /** The keys preview links may be signed with (secret/signingKeys.ts); by default the deploy root's file. */
  previewKeys?: AcceptedKeys<string>;
  /** The /ops lockout (shared by every host with DATABASE_URL); by default one of this process. */
  opsThrottle?: PasswordThrottle;
  /** How /ops buttons change the release state: with several hosts, `changeSharedState`; else on the deploy root. */
  applyRelease?: ApplyChange;
  /** The origins the CSP allows besides the site's own; none by default. */
  cspOrigins?: { remoteOrigins: string[]; frameOrigins: string[] };
  /** With several hosts, how this host follows the shared release state (/healthz says when it cannot). */
  hostSync?: Pick<HostSync, 'status'>;
  /** Balancers trusted, besides this host's nginx, to name the client in X-Forwarded-For (TRUSTED_PROXIES). */
  trustedProxies?: string[];
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
  live = openLiveRoot(deployRoot),
  apiOrigin,
  pages,
  siteOrigin,
  sitemapMaxUrls,
  rum,
  onRejectedPreview,
  bookings = { secret: randomBytes(32), store: openGuardStore(null) },
  cspOrigins = { remoteOrigins: [], frameOrigins: [] },
  hostSync,
  trustedProxies = [],
  previewKeys,
  opsThrottle,
  applyRelease,
}: SiteOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Whatever a step redirects to, the Location is a path on this origin.
  keepRedirectsOnSite(app);
  // Which remote versions each visitor gets (the stable ones, a canary's, a preview's): decided once per request.
  const metrics = new RumMetrics();
  const versions = createVisitorVersions(live, {
    keys: previewKeys,
    onRejectedPreview: (why) => {
      metrics.previewIgnored(why);
      (onRejectedPreview ?? logRejectedPreview)(why);
    },
  });
  // A proxy on this host (nginx) is trusted, and the balancers TRUSTED_PROXIES names: behind them, req.ip, req.host
  // and req.protocol come from X-Forwarded-For, -Host and -Proto (the limits per address, the host guard,
  // canonical URLs without SITE_ORIGIN).
  app.set('trust proxy', ['loopback', ...trustedProxies]);
  // One key ring for view tokens and bookings: main.ts reads the site secret once (secret/signingKeys.ts).
  const rumSecret = rum?.secret ?? bookings.secret;
  const rumRouter = rumRoutes(deployRoot, { ...rum, metrics, versions, secret: rumSecret });
  // Beacons first: a 204 with no body needs no compression, CSP or host check, and each step before it costs at
  // the thousands a second the browsers send. Its view tokens and /metrics go with the pages' steps below.
  app.post(RUM_PATH, rumRouter);
  // gzip or brotli like the production nginx, so `npm start` and the benchmark transfer what patients transfer.
  app.use(compression(COMPRESSION_SETTINGS));
  const policy = livePolicy(live, cspOrigins);
  app.use((req, res, next) => {
    res.set({
      'Content-Security-Policy': policy(req),
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
  app.use(healthzRoute(pages?.renderer, hostSync));
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
  app.use(API_PATHS, apiProxy(apiOrigin));
  app.use(rumRouter);
  app.use(seoRoutes(apiOrigin, siteOrigin, sitemapMaxUrls));
  app.use(previewRoutes(apiOrigin));
  // Before the pages: each page has one URL, the others redirect to it.
  // Releases for ops, behind OPS_TOKEN: before the pages, whose form-post step would take its posts.
  const store = rum?.store;
  app.use(
    opsRoutes(deployRoot, {
      token: rum?.opsToken,
      health: store ? store.readHealth.bind(store) : null,
      dropped: store ? () => store.readDroppedSince(Date.now() - 3_600_000) : undefined,
      field: store ? () => fieldWindows(store) : undefined,
      throttle: opsThrottle,
      apply: applyRelease,
    }),
  );
  // A preview link keeps its token in a cookie, then the address without it.
  app.use(versions.previewLinks);
  app.use(canonicalRedirect);
  app.use(staticSite(deployRoot, versions));
  // Whatever gets this far on a GET is a page: it comes with its page view, the only way to a beacon's view token.
  const served = pageViews(rumSecret);
  app.use((req, res, next) => {
    if (req.method === 'GET') served.served(res);
    next();
  });
  // A booking form's page is served with its token (a cookie for its own address); no other address gets one.
  const answer = pageAnswer(live, siteOrigin, (req, res) => {
    if (bookedAt(req.path)) guard.issueFormToken(res, req.path);
  });
  app.post('/{*path}', formPost({ renderer: pages?.renderer, answer, versions, guard }));
  // The page: server-rendered, or the static shell with the reason why not; without server rendering (SSR=0),
  // the static shell.
  const shell = staticShellSender(deployRoot);
  app.use(pages ? serverPage({ ...pages, answer, versions, staticShell: shell }) : staticShell(shell));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(errorAnswer);
  return app;
}
