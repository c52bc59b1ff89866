import { ROUTES } from '@clinic/shared';
import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';
import { type ApiList, inEveryLanguage, sitemapDocument, sitemapEntries } from './sitemap';

const API: Record<string, object[]> = {
  '/services': [{ slug: 'mrt' }, { slug: 'uzi' }],
  '/category-services': [
    { slug: 'top', sort: 1 },
    { slug: 'ekg', sort: 2 },
  ],
  '/promotions': [{ slug: 'spring', updated_at: '2026-03-01T10:00:00Z' }],
  '/doctors': [{ slug: 'ivanov' }],
  '/parent-check-ups': [{ slug: 'adults' }],
  '/check-ups': [{ slug: 'heart' }],
};
const list: ApiList = async <T>(path: string) => API[path] as T[];
const ORIGIN = 'https://diagnost.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('sitemap.xml from the API', () => {
  it('lists every static page and every entity, but no section root that redirects', async () => {
    const paths = (await sitemapEntries(list)).map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/contacts',
        '/analysis/list',
        '/services/details/mrt',
        '/services/details/uzi',
        '/services/category/ekg',
        '/promotions/spring',
        '/doctors-list/ivanov',
        '/check-up/adults/adults',
        '/check-up/adults-details/heart',
      ]),
    );
    expect(paths).not.toContain(ROUTES.ANALYSIS);
    expect(paths).not.toContain('/services/category/top');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    // The booking forms are no content (and robots.txt closes them).
    expect(paths.filter((path) => path.startsWith(ROUTES.BOOKING))).toEqual([]);
  });

  it('is a urlset with absolute URLs and lastmod where the data has one', async () => {
    const xml = sitemapDocument(await sitemapEntries(list), ORIGIN, null)!;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(locs(xml).every((loc) => loc?.startsWith(`${ORIGIN}/`))).toBe(true);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="ru" href="https://diagnost.example/promotions/spring"/>' +
      '<xhtml:link rel="alternate" hreflang="kk" href="https://diagnost.example/kk/promotions/spring"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://diagnost.example/promotions/spring"/>';
    expect(xml).toContain(
      `<url><loc>https://diagnost.example/promotions/spring</loc><lastmod>2026-03-01T10:00:00.000Z</lastmod>${alternates}</url>`,
    );
    expect(xml).toContain(
      `<url><loc>https://diagnost.example/kk/promotions/spring</loc><lastmod>2026-03-01T10:00:00.000Z</lastmod>${alternates}</url>`,
    );
  });

  it('lists every page in both languages, each naming the same alternates', async () => {
    const pages = await sitemapEntries(list);
    const xml = sitemapDocument(pages, ORIGIN, null)!;
    expect(locs(xml)).toHaveLength(pages.length * 2);
    expect(locs(xml)).toContain(`${ORIGIN}/kk`);
    expect(locs(xml)).toContain(`${ORIGIN}/kk/doctors-list/ivanov`);
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    const alternatesOf = (loc: string) =>
      urls.find((url) => url.includes(`<loc>${loc}</loc>`))?.match(/<xhtml:link[^>]*>/g);
    expect(alternatesOf(`${ORIGIN}/kk/contacts`)).toEqual(alternatesOf(`${ORIGIN}/contacts`));
    expect(alternatesOf(`${ORIGIN}/kk/contacts`)).toHaveLength(3);
  });

  it('past the limit is an index of parts that together list every URL once', async () => {
    const pages = await sitemapEntries(list);
    const entries = inEveryLanguage(pages);
    const index = sitemapDocument(pages, ORIGIN, null, 4)!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locs(index);
    expect(parts).toEqual(
      Array.from({ length: Math.ceil(entries.length / 4) }, (_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`),
    );
    const listed = parts.flatMap((_, i) => locs(sitemapDocument(pages, ORIGIN, i + 1, 4)!));
    expect(listed).toEqual(entries.map((entry) => ORIGIN + entry.path));
    expect(sitemapDocument(pages, ORIGIN, parts.length + 1, 4)).toBeNull();
    expect(sitemapDocument(pages, ORIGIN, 1)).toBeNull();
  });
});

describe('robots.txt', () => {
  it('allows the site but the API and the booking forms, names the sitemap and cleans the utm parameters for Yandex', () => {
    const text = robotsTxt(ORIGIN);
    expect(text).toContain('Allow: /');
    expect(text.match(/^Disallow: \/booking\/$/gm)).toHaveLength(2);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toContain('Clean-param: utm_source&utm_medium&utm_campaign&utm_content&utm_term');
  });
});
