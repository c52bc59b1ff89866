import {
  CLINIC,
  escapeHtml,
  medicalClinicData,
  type RenderedPage,
  type StructuredData,
} from '@clinic/shared';
import { PREVIEW_IMAGE, previewImagePath } from './preview/previewPaths';

const SITE_NAME = `${CLINIC.name}, ${CLINIC.city}`;

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
 * What a page says about itself beyond its title and description, for search engines and link previews (which
 * run no script): its canonical URL, Open Graph and Twitter card, and its schema.org data with the clinic's.
 * `pageUrl` is the page's absolute URL on the public origin. A not-found page names no canonical URL.
 */
export function pageHeadTags(page: RenderedPage, pageUrl: URL): string {
  const { origin } = pageUrl;
  const url = `${origin}${pageUrl.pathname}`;
  const found = (page.status ?? 200) < 400;
  const meta = (attribute: 'property' | 'name', key: string, value: string | null | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : '';
  const title = page.title ?? SITE_NAME;
  const description = page.description;
  // A PNG drawn from the page's picture, or the clinic's own: previewers show no SVG (preview/).
  const image = absoluteUrl(previewImagePath(page.image), origin);
  const structuredData = [medicalClinicData(), ...(page.structuredData ?? [])];
  return [
    found ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'ru_RU'),
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
    ...withAbsoluteLinks(structuredData, origin).map(jsonLdScript),
  ].join('');
}
