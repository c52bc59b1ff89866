import fs from 'node:fs';
import path from 'node:path';
import type express from 'express';
import { pageHeadTags } from '../seo/pageHead';
import { publicOrigin } from '../seo/publicOrigin';
import { ENCODINGS, pageBody } from './pageBody';
import type { Renderer } from './renderer';
import { guessViewportWidth } from './viewportGuess';

/** How long a page may take on the server before the static shell is sent instead (SSR_TIMEOUT_MS). */
export const DEFAULT_RENDER_BUDGET_MS = 3000;

/** index.html as built, read again only when it changes (a shell deploy swaps it atomically). */
function templateReader(file: string) {
  let cached: { mtimeMs: number; text: string } | null = null;
  return () => {
    const { mtimeMs } = fs.statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: fs.readFileSync(file, 'utf8') };
    return cached.text;
  };
}

/**
 * A page request answered with server-rendered HTML; `fallback` (the static shell, rendered in the browser as
 * before) when there is no server build, or it failed or ran past the budget. A patient never gets a 500.
 */
export function serverRenderedPage(
  renderer: Renderer,
  deployRoot: string,
  fallback: express.RequestHandler,
  budgetMs = DEFAULT_RENDER_BUDGET_MS,
  /** The public origin for canonical and preview URLs (SITE_ORIGIN); by default the request's. */
  siteOrigin?: string,
): express.RequestHandler {
  const template = templateReader(path.join(deployRoot, 'index.html'));
  return async (req, res, next) => {
    const viewportWidth = guessViewportWidth(req.headers);
    // The layout depends on these: a cache in between must keep phones' and desktops' pages apart.
    res.set({ Vary: 'Sec-CH-UA-Mobile, User-Agent', 'Accept-CH': 'Sec-CH-UA-Mobile' });
    try {
      const rendered = await renderer.render(req.originalUrl, viewportWidth, budgetMs);
      if (!rendered) {
        res.set('X-Render', 'static');
        return fallback(req, res, next);
      }
      const { page, api, remotes } = rendered;
      const pageUrl = new URL(req.originalUrl, publicOrigin(req, siteOrigin));
      // The answers go along only for sections rendered with them; a section left to the browser loads its own.
      const body = pageBody(page, template(), pageUrl.href, () => ({
        headTags: pageHeadTags(page, pageUrl),
        state: { remotes, viewportWidth, ...(page.sections.length ? { api, sections: page.sections } : {}) },
      }));
      res
        .set({ 'Cache-Control': 'no-cache', 'X-Render': 'server' })
        // A page that showed «Страница не найдена» says so in its status too (no «soft 404»).
        .status(page.status ?? 200)
        .type('html');
      // Encoded here, once per kept page, as the compression middleware would (which leaves it as it is).
      const encoding = ENCODINGS.find((name) => req.acceptsEncodings(name) === name);
      if (!encoding) return void res.send(body.html);
      const encoded = await body.encoded(encoding);
      res.set('Content-Encoding', encoding).vary('Accept-Encoding').send(encoded);
    } catch (error) {
      console.error(`[ssr] ${req.originalUrl}: sending the static shell:`, (error as Error).message);
      res.set('X-Render', 'static');
      fallback(req, res, next);
    }
  };
}
