import fs from 'node:fs';
import path from 'node:path';
import type express from 'express';
import { pageBody } from '../render/pageBody';
import type { Renderer } from '../render/renderer';
import { guessViewportWidth } from '../render/viewportGuess';
import { pageHeadTags } from '../seo/pageHead';
import { publicOrigin } from '../seo/publicOrigin';
import { PAGE_ENCODINGS } from './compressionSettings';
import { fallBackTo } from './staticShell';

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
 * The page step: a page request answered with server-rendered HTML (`X-Render: server`). When there is no page
 * (the renderer says why) the request goes on to the static shell with that reason; a patient never gets a 500.
 */
export function serverPage({
  renderer,
  deployRoot,
  budgetMs,
  siteOrigin,
}: {
  renderer: Renderer;
  deployRoot: string;
  /** How long a page may take before the static shell is sent instead (SSR_TIMEOUT_MS). */
  budgetMs: number;
  /** The public origin for canonical and preview URLs (SITE_ORIGIN); by default the request's. */
  siteOrigin?: string;
}): express.RequestHandler {
  const template = templateReader(path.join(deployRoot, 'index.html'));
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // The layout depends on these: a cache in between must keep phones' and desktops' pages apart.
    res.set({ Vary: 'Sec-CH-UA-Mobile, User-Agent', 'Accept-CH': 'Sec-CH-UA-Mobile' });
    const viewportWidth = guessViewportWidth(req.headers);
    const result = await renderer.render(req.originalUrl, viewportWidth, budgetMs);
    if (!result.ok) {
      fallBackTo(res, result);
      return next();
    }
    const { page, api, remotes, owners } = result.rendered;
    let body: ReturnType<typeof pageBody>;
    try {
      const pageUrl = new URL(req.originalUrl, publicOrigin(req, siteOrigin));
      // The answers go along only for sections rendered with them; a section left to the browser loads its own.
      body = pageBody(page, template(), pageUrl.href, () => ({
        headTags: pageHeadTags(page, pageUrl),
        state: {
          remotes,
          owners,
          viewportWidth,
          ...(page.sections.length ? { api, sections: page.sections } : {}),
        },
      }));
    } catch (error) {
      fallBackTo(res, { reason: 'render-error', detail: (error as Error).message });
      return next();
    }
    res
      .set({ 'Cache-Control': 'no-cache', 'X-Render': 'server' })
      // A page that showed «Страница не найдена» says so in its status too (no «soft 404»).
      .status(page.status ?? 200)
      .type('html');
    // Encoded once per kept page, as the compression middleware would (which leaves an encoded body as it is).
    const encoding = PAGE_ENCODINGS.find((name) => req.acceptsEncodings(name) === name);
    if (!encoding) return void res.send(body.html);
    res
      .set('Content-Encoding', encoding)
      .vary('Accept-Encoding')
      .send(await body.encoded(encoding));
  };
}
