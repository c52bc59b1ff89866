import {
  type CheckUp,
  type Doctor,
  escapeHtml,
  LOCALES,
  type ParentCheckUp,
  type Promotion,
  pathInLocale,
  pathTo,
  REDIRECTS,
  ROUTES,
  type Service,
  type ServiceCategory,
} from '@clinic/shared';

/** The sitemap protocol's limit of URLs per file; past it the sitemap is an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Site path of the page. */
  path: string;
  /** When the data last changed, where the API says (an ISO date). */
  lastmod?: string;
}

/** Reads one list of the API, `{ data: [...] }`. */
export type ApiList = <T>(path: string) => Promise<T[]>;

/** A `lastmod` when the entity has a change date (the reference API has none today). */
const lastmodOf = (entity: object): Pick<SitemapEntry, 'lastmod'> => {
  const changed = (entity as { updated_at?: unknown }).updated_at;
  return typeof changed === 'string' && !Number.isNaN(Date.parse(changed))
    ? { lastmod: new Date(changed).toISOString() }
    : {};
};

/**
 * Every page without parameters in SPEC §2, but the section roots (they redirect to their first page) and the
 * booking pages (a form, not content a search should show).
 */
const STATIC_PATHS = Object.values(ROUTES).filter(
  (path) =>
    !path.includes(':') && !path.startsWith(ROUTES.BOOKING) && !REDIRECTS.some(([from]) => from === path),
);

/** Every public page: the static routes and each service, category, promotion, doctor and check-up, from the API. */
export async function sitemapEntries(list: ApiList): Promise<SitemapEntry[]> {
  const [services, categories, promotions, doctors, parents, checkUps] = await Promise.all([
    list<Service>('/services'),
    list<ServiceCategory>('/category-services'),
    list<Promotion>('/promotions'),
    list<Doctor>('/doctors'),
    list<ParentCheckUp>('/parent-check-ups'),
    list<CheckUp>('/check-ups'),
  ]);
  const pages = (pattern: Parameters<typeof pathTo>[0], items: { slug: string }[]) =>
    items.map((item) => ({ path: pathTo(pattern, { slug: item.slug }), ...lastmodOf(item) }));
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...pages(ROUTES.SERVICE_DETAILS, services),
    // The first category (sort 1) is the top services page, already listed.
    ...pages(
      ROUTES.SERVICES_LIST,
      categories.filter((category) => category.sort !== 1),
    ),
    ...pages(ROUTES.PROMOTION_DETAILS, promotions),
    ...pages(ROUTES.DOCTOR_VIEW_DETAILS, doctors),
    ...pages(ROUTES.CHECK_UP_ADULTS, parents),
    ...pages(ROUTES.CHECK_UP_ADULTS_DETAILS, checkUps),
  ];
}

/**
 * Each page in each language, Russian first: the sitemap lists every address a search may show, and each
 * names its alternates (`alternatesOf`), as the pages' heads do.
 */
export const inEveryLanguage = (entries: SitemapEntry[]): SitemapEntry[] =>
  entries.flatMap((entry) => LOCALES.map((locale) => ({ ...entry, path: pathInLocale(entry.path, locale) })));

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XHTML_NS = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

const tags = (name: string, loc: string, lastmod?: string, more = '') =>
  `<${name}><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${more}</${name}>`;

/** The page in each language and `x-default` (the Russian one), as `<xhtml:link>`s of its `<url>`. */
const alternatesOf = (path: string, origin: string) =>
  [...LOCALES.map((locale) => [locale, locale] as const), ['x-default', 'ru'] as const]
    .map(
      ([hreflang, locale]) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + pathInLocale(path, locale))}"/>`,
    )
    .join('');

/** A `<urlset>` of the entries, with absolute URLs on the origin and each one's alternates. */
export const urlset = (entries: SitemapEntry[], origin: string) =>
  `${XML_HEAD}<urlset ${NS} ${XHTML_NS}>\n${entries
    .map((entry) => tags('url', origin + entry.path, entry.lastmod, alternatesOf(entry.path, origin)))
    .join('\n')}\n</urlset>\n`;

/** The path of part `n` (from 1) of a sitemap split into an index. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

/**
 * `/sitemap.xml`: the URL set of the pages in every language, or past `maxUrls` an index of parts (`part`
 * answers each part; null when there is no such part).
 */
export function sitemapDocument(
  pages: SitemapEntry[],
  origin: string,
  part: number | null,
  maxUrls = SITEMAP_MAX_URLS,
): string | null {
  const entries = inEveryLanguage(pages);
  const parts = Math.ceil(entries.length / maxUrls);
  if (part === null) {
    if (parts <= 1) return urlset(entries, origin);
    const list = Array.from({ length: parts }, (_, index) =>
      tags('sitemap', origin + sitemapPartPath(index + 1)),
    );
    return `${XML_HEAD}<sitemapindex ${NS}>\n${list.join('\n')}\n</sitemapindex>\n`;
  }
  if (parts <= 1 || part < 1 || part > parts) return null;
  return urlset(entries.slice((part - 1) * maxUrls, part * maxUrls), origin);
}
