import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import type express from 'express';
import type { VisitorVersions } from '../canary/visitorVersions';
import { PAGE_ENCODINGS, pageBody, pageHeadTags, scriptPreloadHeader } from '../render/pageHtml';
import type { Rendered, Renderer } from '../render/renderer';
import { publicUrl } from '../seo/publicOrigin';
import { fallBackTo } from './pageFallback';

/** The widths a guess stands for: a phone's, below the 640 px breakpoint, and a desktop's (SPEC §2). */
export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;

/**
 * The layout the server renders: Chromium says Sec-CH-UA-Mobile (?1 on a phone), others are read from the
 * User-Agent. A wrong guess costs one re-render in the browser after hydration, never an error.
 */
export function guessViewportWidth(headers: IncomingHttpHeaders): number {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return PHONE_WIDTH;
  if (hint === '?0') return DESKTOP_WIDTH;
  const agent = headers['user-agent'] ?? '';
  return /Mobi|Android|iPhone|iPod|Opera Mini|IEMobile/i.test(agent) ? PHONE_WIDTH : DESKTOP_WIDTH;
}

/**
 * index.html as built, and the `Link` header of its start-up scripts, read again only when it changes (a shell
 * deploy swaps it atomically).
 */
function templateReader(file: string) {
  let cached: { mtimeMs: number; text: string; preloads: string } | null = null;
  return () => {
    const { mtimeMs } = fs.statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      const text = fs.readFileSync(file, 'utf8');
      cached = { mtimeMs, text, preloads: scriptPreloadHeader(text) };
    }
    return cached;
  };
}

/** Answers a request with a page the renderer rendered; false when the HTML could not be composed. */
export type PageAnswer = (
  req: express.Request,
  res: express.Response,
  rendered: Rendered,
  viewportWidth: number,
) => Promise<boolean>;

/**
 * Composes a rendered page into the shell's index.html (head, state) and sends it, encoded once per kept page.
 * `personal` adds what a page for one visitor alone carries (a booking form's token).
 */
export function pageAnswer(
  deployRoot: string,
  siteOrigin?: string,
  personal?: (req: express.Request, res: express.Response) => void,
): PageAnswer {
  const template = templateReader(path.join(deployRoot, 'index.html'));
  return async (req, res, { page, api, remotes, owners }, viewportWidth) => {
    let index: ReturnType<typeof template>;
    let body: ReturnType<typeof pageBody>;
    try {
      index = template();
      const pageUrl = publicUrl(req, siteOrigin);
      // The answers go along only for sections rendered with them; a section left to the browser loads its own.
      body = pageBody(page, index.text, pageUrl.href, () => ({
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
      return false;
    }
    if (page.personal) personal?.(req, res);
    res
      .set({ 'Cache-Control': page.personal ? 'no-store' : 'no-cache', 'X-Render': 'server' })
      // A page that showed «Страница не найдена» says so in its status too (no «soft 404»).
      .status(page.status ?? 200)
      .type('html');
    // The start-up scripts are asked for with the headers, not after the whole HTML: the browser starts sooner.
    if (index.preloads) res.set('Link', index.preloads);
    // Encoded once per kept page, as the compression middleware would (which leaves an encoded body as it is).
    const encoding = PAGE_ENCODINGS.find((name) => req.acceptsEncodings(name) === name);
    if (!encoding) res.send(body.html);
    else
      res
        .set('Content-Encoding', encoding)
        .vary('Accept-Encoding')
        .send(await body.encoded(encoding));
    return true;
  };
}

/** The layout depends on these: a cache in between must keep phones' and desktops' pages apart. */
export function varyByLayout(res: express.Response): void {
  res.set({ Vary: 'Sec-CH-UA-Mobile, User-Agent', 'Accept-CH': 'Sec-CH-UA-Mobile' });
}

/**
 * The page step: a page request answered with server-rendered HTML (`X-Render: server`). When there is no page
 * (the renderer says why) the request goes on to the static shell with that reason; a patient never gets a 500.
 */
export function serverPage({
  renderer,
  budgetMs,
  answer,
  versions,
}: {
  renderer: Renderer;
  /** The visitor's remote versions (a canary's side, a preview): the page is rendered with them. */
  versions: VisitorVersions;
  /** How long a page may take before the static shell is sent instead (SSR_TIMEOUT_MS). */
  budgetMs: number;
  answer: PageAnswer;
}): express.RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    varyByLayout(res);
    const viewportWidth = guessViewportWidth(req.headers);
    const remotes = versions.remotesFor(req, res);
    const result = await renderer.render(req.originalUrl, viewportWidth, budgetMs, { remotes });
    if (!result.ok) {
      fallBackTo(res, result);
      return next();
    }
    if (!(await answer(req, res, result.rendered, viewportWidth))) next();
  };
}
