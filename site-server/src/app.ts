import compression from 'compression';
import express from 'express';
import { apiProxy } from './proxy/apiProxy';
import type { Renderer } from './render/renderer';
import { serverRenderedPage } from './render/serverRenderedPage';
import { canonicalRedirect } from './seo/canonicalUrl';
import { previewRoutes } from './seo/preview/previewRoutes';
import { seoRoutes } from './seo/seoRoutes';
import { staticSite } from './static/staticSite';

export interface SiteOptions {
  /** The deploy root: the shell, /mfe/<name>/<version>/, /remotes.json (scripts/release/deployRoot.ts). */
  deployRoot: string;
  /** Where the API answers /api/* and /media/*, e.g. http://127.0.0.1:3010. */
  apiOrigin: string;
  /** Renders pages on the server (site-server/src/render); without it every page is the static shell. */
  renderer?: Renderer;
  /** How long a page may take on the server before the static shell is sent instead. */
  renderBudgetMs?: number;
  /** The public origin for canonical URLs, link previews and the sitemap; by default each request's. */
  siteOrigin?: string;
  /** URLs per sitemap file before it becomes an index (tests use a small one). */
  sitemapMaxUrls?: number;
}

/**
 * The site server: one origin for patients. It keeps no state of its own (every instance behind nginx is
 * the same), so a page is whatever the deploy root and the API say at that moment.
 * Order matters: the API proxy before the site, whose SPA fallback would otherwise answer /api paths.
 */
export function createSiteApp({
  deployRoot,
  apiOrigin,
  renderer,
  renderBudgetMs,
  siteOrigin,
  sitemapMaxUrls,
}: SiteOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Behind nginx on this host: the request's origin (canonical URLs by default) is its Host and X-Forwarded-Proto.
  app.set('trust proxy', 'loopback');
  // gzip like the production nginx, so `npm start` and the benchmark transfer what patients transfer.
  app.use(compression());
  app.use((_req, res, next) => {
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // Tells ops (and the nginx e2e) that a page came from a site server, not nginx's static fallback.
      'X-Served-By': 'site-server',
    });
    next();
  });
  app.use(apiProxy(apiOrigin));
  app.use(seoRoutes(apiOrigin, siteOrigin, sitemapMaxUrls));
  app.use(previewRoutes(apiOrigin));
  // Before the pages: each page has one URL, the others redirect to it.
  app.use(canonicalRedirect);
  app.use(
    staticSite(
      deployRoot,
      renderer &&
        ((staticShell) => serverRenderedPage(renderer, deployRoot, staticShell, renderBudgetMs, siteOrigin)),
    ),
  );
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return app;
}
