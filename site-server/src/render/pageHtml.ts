import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  CLINIC,
  CLINIC_WORDS,
  escapeHtml,
  LOCALES,
  type Locale,
  localeOfPath,
  medicalClinicData,
  OG_LOCALE,
  pathInLocale,
  type RenderedPage,
  SERVER_STATE_ELEMENT_ID,
  type ServerRenderState,
  type StructuredData,
  serializeServerState,
  webPageData,
} from '@clinic/shared';
import {
  REMOTE_FETCH_ATTRIBUTE,
  REMOTE_RUN_ATTRIBUTE,
  ROOT_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
} from '@clinic/shared/federation';
import type { CompressionOptions } from 'compression';
import { PREVIEW_IMAGE, previewImagePath } from '../seo/preview/previewPaths';
import { NO_DOWNLOADS, type RemoteDownloads } from './remoteDownloads';

/**
 * A server-rendered page's HTML: the shell's index.html with the page, its head (canonical URL, Open Graph,
 * JSON-LD) and its state in it; composed and compressed once per kept page; and the `Link` header of index.html's
 * start-up scripts.
 */

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

// The encodings

/**
 * The compression middleware's settings (app.ts), and the same for the bodies of kept pages, which are encoded
 * once instead of on every request (`pageBody`): brotli at quality 4, gzip at zlib's default level.
 */
export const COMPRESSION_SETTINGS = {
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  level: zlib.constants.Z_DEFAULT_COMPRESSION,
} satisfies CompressionOptions;

/** The encodings a kept page is sent in, in the middleware's order of preference. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

// The head

const siteName = (locale: Locale) => `${CLINIC_WORDS[locale].name}, ${CLINIC.city}`;

/** A site path ('/media/…') made absolute on the public origin; absolute URLs stay as they are. */
export const absoluteUrl = (link: string, origin: string) => new URL(link, `${origin}/`).href;

/** The keys whose values are links in the structured data the pages report (as site paths). */
const LINK_KEYS = new Set(['url', 'image', 'item', '@id']);

/** A copy of the structured data with every link absolute: search engines resolve no relative URL in JSON-LD. */
export function withAbsoluteLinks<T>(value: T, origin: string): T {
  if (Array.isArray(value)) return value.map((item) => withAbsoluteLinks(item, origin)) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      LINK_KEYS.has(key) && typeof item === 'string'
        ? absoluteUrl(item, origin)
        : withAbsoluteLinks(item, origin),
    ]),
  ) as T;
}

/** JSON-LD as a script element's text: data, not code (the CSP allows it); `<` escaped so nothing can close it. */
export const jsonLdScript = (data: StructuredData) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/**
 * The page in each language, for search engines (hreflang): every page links all of them, itself included,
 * and `x-default` is the Russian one (the site's own addresses). Each address answers with the same links, so
 * every alternate points back.
 */
export function alternateLinks(origin: string, pathname: string): string {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${origin}${pathInLocale(pathname, locale)}`)}">`;
  return [...LOCALES.map((locale) => link(locale, locale)), link('x-default', 'ru')].join('');
}

/** What the head tags and the structured data of a page both name. */
function pageFacts(page: RenderedPage, pageUrl: URL) {
  const locale = localeOfPath(pageUrl.pathname);
  return {
    locale,
    url: `${pageUrl.origin}${pageUrl.pathname}`,
    found: (page.status ?? 200) < 400,
    title: page.title ?? siteName(locale),
  };
}

/**
 * What a page says about itself in its head beyond its title and description, for search engines and link
 * previews (which run no script): its canonical URL, its alternates and its Open Graph and Twitter card.
 * `pageUrl` is the page's absolute URL on the public origin. A not-found page names no canonical URL and no
 * alternates.
 */
export function pageHeadTags(page: RenderedPage, pageUrl: URL): string {
  const { origin } = pageUrl;
  const { locale, url, found, title } = pageFacts(page, pageUrl);
  const otherLocales = LOCALES.filter((other) => other !== locale);
  const meta = (attribute: 'property' | 'name', key: string, value: string | null | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : '';
  const description = page.description;
  // A PNG drawn from the page's picture, or the clinic's own: previewers show no SVG (preview/).
  const image = absoluteUrl(previewImagePath(page.image), origin);
  return [
    found ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    found ? alternateLinks(origin, pageUrl.pathname) : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName(locale)),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    ...otherLocales.map((other) => meta('property', 'og:locale:alternate', OG_LOCALE[other])),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    found ? meta('property', 'og:url', url) : '',
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', PREVIEW_IMAGE.type),
    meta('property', 'og:image:width', String(PREVIEW_IMAGE.width)),
    meta('property', 'og:image:height', String(PREVIEW_IMAGE.height)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ].join('');
}

/**
 * The page's schema.org data with the clinic's, as JSON-LD, links absolute. It goes after the content (search
 * engines read it anywhere in the document): a list's offers (32 KB on the analyses' list) stay out of the first
 * flight.
 */
export function pageDataScripts(page: RenderedPage, pageUrl: URL): string {
  const { locale, url, found, title } = pageFacts(page, pageUrl);
  const structuredData = [
    medicalClinicData(locale),
    ...(found ? [webPageData(url, title, locale)] : []),
    ...(page.structuredData ?? []),
  ];
  return withAbsoluteLinks(structuredData, pageUrl.origin).map(jsonLdScript).join('');
}

// The document

/** What a page's HTML holds besides the template and the rendered page, made only when it is composed. */
export interface PageParts {
  state: ServerRenderState;
  /** More of the head: canonical URL, alternates, Open Graph (`pageHeadTags`). They name the page's URL. */
  headTags?: string;
  /** The structured data (`pageDataScripts`), after the content. */
  dataScripts?: string;
  /** The rendered section's remote files, which the head script starts (remoteDownloads.ts). */
  downloads?: RemoteDownloads;
}

/** `<html>`'s attributes on a server-rendered page: that it is one, and the remote files to start. */
function htmlAttributes(downloads: RemoteDownloads): string {
  const list = (name: string, files: string[]) =>
    files.length ? ` ${name}="${escapeHtml(files.join(' '))}"` : '';
  return (
    SERVER_RENDERED_ATTRIBUTE +
    list(REMOTE_FETCH_ATTRIBUTE, downloads.fetch) +
    list(REMOTE_RUN_ATTRIBUTE, downloads.run)
  );
}

/**
 * The shell's index.html (its scripts and preloads as built) with the rendered page in the root element, its styles and
 * head tags in `<head>`, then at the end of `<body>` its structured data and the state the browser hydrates with:
 * the first screen's markup comes in the first packets, before them (docs/performance.md), and the shell's
 * deferred scripts read the state once the whole document is in. `<html>` says from the first bytes that the
 * page is server-rendered, and which of its remote's files the head script starts downloading. The `<noscript>` notice goes: the page works without JavaScript now.
 */
export function composePage(
  template: string,
  page: RenderedPage,
  { state, headTags = '', dataScripts = '', downloads = NO_DOWNLOADS }: PageParts,
): string {
  let html = template.replace(
    /<html lang="[^"]*"/,
    () => `<html lang="${page.locale ?? 'ru'}" ${htmlAttributes(downloads)}`,
  );
  const { title, description } = page;
  // Replacement functions: a `$` in a page's title is text, not a replacement pattern.
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    html = html.replace(
      /<meta name="description" content="[^"]*">/,
      () => `<meta name="description" content="${escapeHtml(description)}">`,
    );
  }
  const stateScript = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${serializeServerState(state)}</script>`;
  html = html.replace('</head>', () => `${headTags}${page.styleTags}</head>`);
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  const root = `<div id="${ROOT_ELEMENT_ID}">`;
  html = html.replace(`${root}</div>`, () => `${root}${page.html}</div>`);
  return html.replace('</body>', () => `${dataScripts}${stateScript}</body>`);
}

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
    body = { template, url, html: composePage(template, page, parts()), encoded: {} };
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

// The Link header

/** One tag of index.html's head: its name and its attributes. */
const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([\w-]+)(?:="([^"]*)")?/g;
const LINK_SAFE = /^[^\s<>,;"]+$/;

function attributes(text: string): Map<string, string> {
  return new Map(
    [...text.matchAll(ATTRIBUTE)].map(([, name = '', value = '']) => [name.toLowerCase(), value]),
  );
}

/** A script index.html loads itself, or preloads (`<link rel="preload" as="script">`). */
function scriptOf(tag: string, attributeText: string): string | null {
  const attrs = attributes(attributeText);
  if (tag.toLowerCase() === 'script') return attrs.get('src') ?? null;
  return attrs.get('rel') === 'preload' && attrs.get('as') === 'script' ? (attrs.get('href') ?? null) : null;
}

/**
 * index.html in a page's language. The start-up catalogues it preloads are the Russian ones, and each tag names
 * its file in another language in `data-href-<locale>` (scripts/rspack/preloadStartupChunks.ts): for a page in
 * that language, that file is the one preloaded.
 */
export function templateIn(template: string, locale: Locale): string {
  return template.replace(/<link\b[^>]*>/gi, (tag) => {
    const file = attributes(tag).get(`data-href-${locale}`);
    return file ? tag.replace(/\shref="[^"]*"/, () => ` href="${file}"`) : tag;
  });
}

/**
 * The `Link` header of a server-rendered page: every script its head loads or preloads, in the head's order.
 * A browser acts on it when the response's headers arrive, while the HTML (≈ 20 KB of brotli, the head's styles
 * ≈ 8 of it) is still coming; the head's own tags only once the renderer parses the bytes (on the benchmark's
 * throttled phone: once the whole document is in, ≈ 0.1 s later, and each script's request then waits out its
 * own round trip). The head keeps its tags; a browser asks for each file once. `pageAnswer` works it out
 * once per index.html, as it reads the file.
 */
export function scriptPreloadHeader(template: string): string {
  const headEnd = template.search(/<\/head>/i);
  const head = headEnd < 0 ? template : template.slice(0, headEnd);
  const scripts = [...head.matchAll(TAG)]
    .map(([, tag = '', attrs = '']) => scriptOf(tag, attrs))
    // An address the header cannot carry as it is (the build's hashed files never are one) is left to the head.
    .filter((src): src is string => src !== null && LINK_SAFE.test(src));
  return [...new Set(scripts)].map((src) => `<${src}>; rel=preload; as=script`).join(', ');
}
