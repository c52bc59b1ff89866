import type { DOMPurify, WindowLike } from 'dompurify';
import { escapeHtml } from './escapeHtml';

type Sanitize = (html: string | null | undefined) => string;

/**
 * Results kept by their input: a map-like store such as `lru-cache`'s (the site server bounds it). Sanitising
 * and extracting text are pure functions of the input (fixed rules, no hooks), and a render worker sees the
 * same few hundred names and texts from the API on every page: each is worked out once, not once per render.
 */
export interface KeptHtml {
  get(html: string): string | undefined;
  set(html: string, result: string): unknown;
}

/** Where sanitised HTML and extracted text are kept (the server's render worker gives both; the browser none). */
export interface KeptHtmlStores {
  sanitized?: KeptHtml;
  text?: KeptHtml;
}

let kept: KeptHtmlStores = {};

function rememberedIn(store: KeptHtml | undefined, html: string, work: (html: string) => string): string {
  const known = store?.get(html);
  if (known !== undefined) return known;
  const result = work(html);
  store?.set(html, result);
  return result;
}

function sanitizerFrom(purify: DOMPurify): Sanitize {
  const sanitize = (html: string) =>
    purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
  return (html) => {
    if (!html) return '';
    // Fails closed: where DOMPurify cannot run (it would return its input untouched), everything is escaped.
    if (!purify.isSupported) return escapeHtml(html);
    return rememberedIn(kept.sanitized, html, sanitize);
  };
}

/** The DOM the server sanitises and parses in (jsdom's window); the browser uses its own. */
let serverWindow: (WindowLike & { DOMParser: typeof DOMParser }) | null = null;

/**
 * Gives the server a DOM for HTML from the API: the site server's render worker calls this once with a jsdom
 * window, so server-rendered pages are sanitised by the same DOMPurify rules as in the browser (without it,
 * everything is escaped, and nothing unsafe can slip through). `keep`: where results are kept by input.
 */
export function sanitizeOnServerWith(
  window: WindowLike & { DOMParser: typeof DOMParser },
  keep: KeptHtmlStores = {},
): void {
  serverWindow = window;
  kept = keep;
  sanitizer = null;
}

let sanitizer: Promise<Sanitize> | null = null;

/**
 * The one gate for HTML from the API: scripts, handlers and javascript: URLs never reach the DOM.
 * DOMPurify (~8 KB gzip) loads with the first page that shows HTML, not with every page.
 */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(
    ({ default: purify }) => sanitizerFrom(serverWindow ? purify(serverWindow) : purify),
    (error: unknown) => {
      sanitizer = null; // a failed chunk load is retried on the next call
      throw error;
    },
  );
  return sanitizer;
}

/**
 * Text with no markup and no character references: as HTML it means itself, so it is already clean (DOMPurify
 * returns such input as it is) and its text is itself. Most names from the API are such text; they need neither
 * the sanitiser's download nor a parse (a list page's hydration parsed every name: ≈ 50 ms on a phone).
 */
export function isPlainText(html: string): boolean {
  return !/[<&]/.test(html);
}

/** Plain text of an HTML fragment (for search and aria labels). DOMParser's document is inert: nothing runs. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  if (isPlainText(html)) return collapseSpaces(html);
  return rememberedIn(kept.text, html, textOf);
}

const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

function textOf(html: string): string {
  const Parser = serverWindow?.DOMParser ?? DOMParser;
  const doc = new Parser().parseFromString(html, 'text/html');
  // By tag name, not querySelectorAll: on the server's one jsdom window, selector queries on parsed documents grow
  // slower with every document (a list page parses hundreds: its render went from 0.3 to 5 s and more).
  for (const tag of ['script', 'style', 'template'])
    for (const node of Array.from(doc.getElementsByTagName(tag))) node.remove();
  return collapseSpaces(doc.body.textContent ?? '');
}
