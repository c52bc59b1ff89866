import express from 'express';
import { apiList } from './apiList';
import { publicOrigin } from './publicOrigin';
import { robotsTxt } from './robots';
import { SITEMAP_MAX_URLS, sitemapDocument, sitemapEntries } from './sitemap';

/** /robots.txt and /sitemap.xml (with its parts past `maxUrls`), built from the API on each request. */
export function seoRoutes(
  apiOrigin: string,
  siteOrigin?: string,
  maxUrls = SITEMAP_MAX_URLS,
): express.Router {
  const router = express.Router();
  const list = apiList(apiOrigin);
  router.get('/robots.txt', (req, res) => {
    res
      .set('Cache-Control', 'public, max-age=3600')
      .type('text/plain')
      .send(robotsTxt(publicOrigin(req, siteOrigin)));
  });
  router.get(/^\/sitemap(?:-(\d+))?\.xml$/, async (req, res) => {
    const part = req.params[0] ? Number(req.params[0]) : null;
    try {
      const xml = sitemapDocument(await sitemapEntries(list), publicOrigin(req, siteOrigin), part, maxUrls);
      if (xml === null) return res.status(404).type('text/plain').send('Not found');
      res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(xml);
    } catch (error) {
      // An incomplete sitemap would tell crawlers pages are gone: answer «try later» instead.
      console.error('[seo] sitemap: the API did not answer:', (error as Error).message);
      res.status(503).set('Retry-After', '60').type('text/plain').send('Sitemap unavailable');
    }
  });
  return router;
}
