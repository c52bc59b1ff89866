import type { IncomingHttpHeaders } from 'node:http';
import { type LiveRoot, perSnapshot } from '@clinic/deploy';
import { DEFAULT_LOCALE, LOCALES, type Locale, type PageRequest, type PostedFields } from '@clinic/shared';
import type express from 'express';
import {
  PAGE_ENCODINGS,
  pageBody,
  pageDataScripts,
  pageHeadTags,
  scriptPreloadHeader,
  templateIn,
} from '../render/pageHtml';
import { fellBack, type PageFallback } from '../render/pageResult';
import { remoteDownloads } from '../render/remoteDownloads';
import type { Rendered, Renderer } from '../render/renderer';
import { publicUrl } from '../seo/publicOrigin';
import type { VisitorVersions } from '../visitors/visitorVersions';
import type { StaticShellSender } from './pageFallback';

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

type Template = { text: string; preloads: string };

/** index.html as built, in each language, and the `Link` header of its start-up scripts: once per deploy. */
const templatesOf = perSnapshot(({ template }): Record<Locale, Template> => {
  if (template === null) throw new Error('the deploy root has no index.html');
  const inLocale = (one: Locale) => {
    const localized = templateIn(template, one);
    return [one, { text: localized, preloads: scriptPreloadHeader(localized) }] as const;
  };
  return Object.fromEntries(LOCALES.map(inLocale)) as Record<Locale, Template>;
});

/**
 * The record a page request is rendered from, made once here (the layout guessed from its headers) and handed
 * down as it is; the response says which headers its layout depends on.
 */
export function pageRequestOf(
  req: express.Request,
  res: express.Response,
  budgetMs: number,
  post?: PostedFields,
): PageRequest {
  varyByLayout(res);
  const request: PageRequest = {
    url: req.originalUrl,
    viewportWidth: guessViewportWidth(req.headers),
    budgetMs,
  };
  return post ? { ...request, post } : request;
}

/** Answers a request with a page the renderer rendered: null once sent, else why the HTML could not be composed. */
export type PageAnswer = (
  req: express.Request,
  res: express.Response,
  rendered: Rendered,
  viewportWidth: number,
) => Promise<PageFallback | null>;

/**
 * Composes a rendered page into the shell's index.html (head, state) and sends it, encoded once per kept page.
 * `personal` adds what a page for one visitor alone carries (a booking form's token).
 */
export function pageAnswer(
  live: LiveRoot,
  siteOrigin?: string,
  personal?: (req: express.Request, res: express.Response) => void,
): PageAnswer {
  return async (req, res, { page, api, remotes, owners }, viewportWidth) => {
    let index: Template;
    let body: ReturnType<typeof pageBody>;
    try {
      const snapshot = live.current(req);
      index = templatesOf(snapshot)[page.locale ?? DEFAULT_LOCALE];
      const pageUrl = publicUrl(req, siteOrigin);
      // The answers go along only for sections rendered with them; a section left to the browser loads its own.
      body = pageBody(page, index.text, pageUrl.href, () => ({
        headTags: pageHeadTags(page, pageUrl),
        dataScripts: pageDataScripts(page, pageUrl),
        downloads: remoteDownloads(snapshot.root, remotes, page.sections),
        state: {
          remotes,
          owners,
          viewportWidth,
          ...(page.sections.length ? { api, sections: page.sections } : {}),
        },
      }));
    } catch (error) {
      return fellBack('render-error', (error as Error).message);
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
    return null;
  };
}

/** The layout depends on these: a cache in between must keep phones' and desktops' pages apart. */
function varyByLayout(res: express.Response): void {
  res.set({ Vary: 'Sec-CH-UA-Mobile, User-Agent', 'Accept-CH': 'Sec-CH-UA-Mobile' });
}

/**
 * The page step: a page request answered with server-rendered HTML (`X-Render: server`), or, when there is none
 * (the result says why), with the static shell (`X-Render: static`, the reason logged); a patient never gets a
 * 500. Anything but a GET or HEAD goes on.
 */
export function serverPage({
  renderer,
  budgetMs,
  answer,
  versions,
  staticShell,
}: {
  renderer: Renderer;
  /** The visitor's remote versions (a canary's side, a preview): the page is rendered with them. */
  versions: VisitorVersions;
  /** How long a page may take before the static shell is sent instead (SSR_TIMEOUT_MS). */
  budgetMs: number;
  answer: PageAnswer;
  staticShell: StaticShellSender;
}): express.RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const request = pageRequestOf(req, res, budgetMs);
    const result = await renderer.render(request, versions.remotesFor(req, res), req);
    // A request without a post is only ever answered with a page or a fallback.
    const fallback =
      result.kind === 'page'
        ? await answer(req, res, result.rendered, request.viewportWidth)
        : result.kind === 'fallback'
          ? result
          : fellBack('render-error', `a ${result.kind} answer to a request without a post`);
    if (fallback) staticShell(req, res, next, fallback);
  };
}
