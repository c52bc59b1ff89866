import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { seed } from './support/api';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

// HTTP only, no browser: what crawlers read first.
test.describe('robots.txt and sitemap.xml @desktop', () => {
  test('robots.txt allows the site, names the sitemap and cleans the utm parameters for Yandex', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    const origin = new URL(response.url()).origin;
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(text).toContain('Clean-param: utm_source&utm_medium&utm_campaign&utm_content&utm_term');
  });

  test('sitemap.xml is a valid URL set listing the static pages and every doctor, service, promotion and check-up', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const origin = new URL(response.url()).origin;
    const { document } = new JSDOM(await response.text(), { contentType: 'application/xml' }).window;
    expect(document.documentElement.localName).toBe('urlset');
    expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
    const locs = [...document.getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((loc) => loc.textContent ?? '');
    expect(new Set(locs).size, 'no URL twice').toBe(locs.length);
    expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
    const { doctors, services, promotions, checkUps, parents } = await seed(request);
    const expected = [
      '/',
      '/contacts',
      '/about-us',
      '/corporate-clients',
      '/services/top',
      '/promotions/list',
      '/doctors-list/list',
      '/analysis/list',
      '/check-up/list',
      ...doctors.map((doctor) => `/doctors-list/${doctor.slug}`),
      ...services.map((service) => `/services/details/${service.slug}`),
      ...promotions.map((promotion) => `/promotions/${promotion.slug}`),
      ...parents.map((parent) => `/check-up/adults/${parent.slug}`),
      ...checkUps.map((checkUp) => `/check-up/adults-details/${checkUp.slug}`),
    ].map((path) => origin + path);
    expect(locs).toEqual(expect.arrayContaining(expected));
    expect(locs).not.toContain(`${origin}/analysis`);
  });

  test('a listed page is a page: a sample of the sitemap answers 200', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    for (const loc of locs.filter((_, index) => index % 15 === 0)) {
      expect((await request.get(new URL(loc).pathname, { maxRedirects: 0 })).status(), loc).toBe(200);
    }
  });

  test('hreflang: each page of the sitemap, in both languages, names its alternates, and each alternate answers 200 and names it back', async ({
    request,
  }) => {
    // Every page of the sitemap and its alternates: a budget per page, as a loaded CI machine renders slowly.
    test.setTimeout(300_000);
    const xml = await (await request.get('/sitemap.xml')).text();
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    const locs = urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)?.[1] ?? '');
    expect(locs.filter((loc) => new URL(loc).pathname.startsWith('/kk')).length).toBe(locs.length / 2);
    const headAlternates = new Map<string, string[]>();
    const alternatesInHead = async (loc: string) => {
      const path = new URL(loc).pathname;
      if (!headAlternates.has(path)) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        const links =
          (await response.text()).match(/<link rel="alternate" hreflang="[^"]+" href="[^"]+">/g) ?? [];
        headAlternates.set(
          path,
          links.map((link) => /hreflang="([^"]+)" href="([^"]+)"/.exec(link)!.slice(1).join(' ')),
        );
      }
      return headAlternates.get(path)!;
    };
    for (const [index, url] of urls.entries()) {
      const inSitemap = [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang, href]) => `${lang} ${href}`,
      );
      expect(inSitemap.map((pair) => pair.split(' ')[0])).toEqual(['ru', 'kk', 'x-default']);
      // The page's own head says the same as its sitemap entry.
      const head = await alternatesInHead(locs[index]!);
      expect(
        head.map((pair) => pair.split(' ')[0]),
        locs[index],
      ).toEqual(['ru', 'kk', 'x-default']);
      expect(head.map((pair) => new URL(pair.split(' ')[1]!).pathname)).toEqual(
        inSitemap.map((pair) => new URL(pair.split(' ')[1]!).pathname),
      );
      // Each alternate answers 200 and points back at this page.
      for (const pair of head) {
        const back = await alternatesInHead(pair.split(' ')[1]!);
        expect(back.map((other) => new URL(other.split(' ')[1]!).pathname)).toContain(
          new URL(locs[index]!).pathname,
        );
      }
    }
  });
});
