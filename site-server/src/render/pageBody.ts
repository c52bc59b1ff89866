import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ServerRenderState } from '@clinic/shared';
import { COMPRESSION_SETTINGS, type PageEncoding } from '../pipeline/compressionSettings';
import { composePage, type RenderedPage } from './htmlPage';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** With the compression middleware's own settings (one constant for both), so a kept page is sent as it would be. */
const ENCODERS: Record<PageEncoding, (html: string) => Promise<Buffer>> = {
  br: (html) => brotli(html, COMPRESSION_SETTINGS.brotli),
  gzip: (html) => gzip(html, { level: COMPRESSION_SETTINGS.level }),
};

interface Body {
  template: string;
  url: string;
  html: string;
  encoded: Partial<Record<PageEncoding, Promise<Buffer>>>;
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
    encoded(encoding: PageEncoding): Promise<Buffer> {
      encoded[encoding] ??= ENCODERS[encoding](html);
      return encoded[encoding];
    },
  };
}
