import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ServerRenderState } from '@clinic/shared';
import { composePage, type RenderedPage } from './htmlPage';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * As the compression middleware (app.ts) encodes: brotli at its quality 4, or gzip at zlib's default; in its
 * order of preference.
 */
const ENCODERS = {
  br: (html: string) => brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (html: string) => gzip(html),
};
export type Encoding = keyof typeof ENCODERS;
export const ENCODINGS = Object.keys(ENCODERS) as Encoding[];

interface Body {
  template: string;
  url: string;
  html: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** What a page's HTML holds besides the template and the rendered page, made only when it is composed. */
export interface PageParts {
  /** The canonical, Open Graph and JSON-LD tags: they name the page's URL. */
  headTags: string;
  state: ServerRenderState;
}

/**
 * A kept page (SSR_CACHE_MS) is the same object for every request that gets it: its HTML is composed (head tags
 * included), and compressed per encoding, once per index.html and URL, not again on the main thread for each
 * request (which also serves the static files and the API proxy). Compression runs on libuv's thread pool.
 * Dropped with the page.
 */
const bodies = new WeakMap<RenderedPage, Body>();

export function pageBody(
  page: RenderedPage,
  template: string,
  /** The page's absolute URL on the public origin (the request's, or SITE_ORIGIN): its head tags name it. */
  url: string,
  parts: () => PageParts,
) {
  let body = bodies.get(page);
  if (body?.template !== template || body.url !== url) {
    const { headTags, state } = parts();
    body = { template, url, html: composePage(template, page, state, headTags), encoded: {} };
    bodies.set(page, body);
  }
  const { html, encoded } = body;
  return {
    html,
    encoded(encoding: Encoding): Promise<Buffer> {
      encoded[encoding] ??= ENCODERS[encoding](html);
      return encoded[encoding];
    },
  };
}
