import { formatPrice } from '@clinic/shared/core';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { pngSize } from '../../site-server/src/testing/png';
import { seed } from './support/api';
import { headOf, type PageHead } from './support/seo';

/** A page's picture in a preview: a PNG the site server draws from it; the clinic's own without one. */
const previewOf = (origin: string, image: string | null | undefined) =>
  image ? `${origin}/og${image}.png` : `${origin}/og/clinic.png`;

/** The head every found page has: canonical and og:url on the page's own URL, the site's name, Russian. */
function expectPreview(head: PageHead, path: string, image: string | null | undefined) {
  const url = head.origin + path;
  expect(head.status, path).toBe(200);
  expect(head.canonical, path).toBe(url);
  expect(head.meta['og:url'], path).toBe(url);
  expect(head.meta['og:title'], path).toBe(head.title);
  expect(head.meta['og:description'], path).toBe(head.description);
  expect(head.meta['og:type'], path).toBe('website');
  expect(head.meta['og:locale'], path).toBe('ru_RU');
  expect(head.meta['og:site_name'], path).toBe('Клиника «Диагност», Алматы');
  expect(head.meta['og:image'], path).toBe(previewOf(head.origin, image));
  expect(head.meta['twitter:image'], path).toBe(head.meta['og:image']);
  expect(head.meta['og:image:type'], path).toBe('image/png');
  expect([head.meta['og:image:width'], head.meta['og:image:height']], path).toEqual(['1200', '630']);
  expect(head.meta['twitter:card'], path).toBe('summary_large_image');
}

/** What a previewer gets at a page's og:image: a 1200×630 PNG (its magic bytes and header, not just the type). */
async function expectPreviewPng(request: APIRequestContext, head: PageHead) {
  const url = head.meta['og:image']!;
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe('image/png');
  expect(pngSize(await response.body()), url).toEqual({ width: 1200, height: 630 });
}

// HTTP only, no browser: the head as search engines and link previews read it.
test.describe('each page names itself in the server HTML @desktop', () => {
  test('a doctor page: the doctor and the specialty', async ({ request }) => {
    const { doctors } = await seed(request);
    const doctor = doctors.find((item) => item.image)!;
    const path = `/doctors-list/${doctor.slug}`;
    const head = await headOf(request, path);
    const specialty = doctor.short_info[0]!.specialty;
    expect(head.title).toContain(doctor.name);
    expect(head.title).toContain(specialty);
    expect(head.description).toContain(doctor.name);
    expect(head.description).toContain(specialty);
    expectPreview(head, path, doctor.image);
  });

  test('a service page: its name and price', async ({ request }) => {
    const { services } = await seed(request);
    const service = services.find((item) => item.image && item.price)!;
    const path = `/services/details/${service.slug}`;
    const head = await headOf(request, path);
    expect(head.title).toContain(`${service.name} — ${formatPrice(service.price)}`);
    expect(head.description).toContain(formatPrice(service.price));
    expectPreview(head, path, service.image);
  });

  test('a promotion page: its name and price', async ({ request }) => {
    const { promotions } = await seed(request);
    const promotion = promotions.find((item) => item.image && item.price)!;
    const path = `/promotions/${promotion.slug}`;
    const head = await headOf(request, path);
    expect(head.title).toContain(`${promotion.name} — ${formatPrice(promotion.price)}`);
    expect(head.description).toContain(formatPrice(promotion.price));
    expectPreview(head, path, promotion.image);
  });

  test('a link-preview crawler without JavaScript gets the Open Graph tags of a promotion', async ({
    request,
  }) => {
    const { promotions } = await seed(request);
    const promotion = promotions.find((item) => item.image)!;
    const path = `/promotions/${promotion.slug}`;
    for (const userAgent of ['TelegramBot (like TwitterBot)', 'WhatsApp/2.23.20.0 A']) {
      const head = await headOf(request, path, { 'User-Agent': userAgent });
      expect(head.meta['og:title'], userAgent).toContain(promotion.name);
      expectPreview(head, path, promotion.image);
    }
  });

  test('link previews get a 1200×630 PNG of a doctor’s, a service’s and a promotion’s picture', async ({
    request,
  }) => {
    const { doctors, services, promotions } = await seed(request);
    const pages = [
      ['/doctors-list/', doctors],
      ['/services/details/', services],
      ['/promotions/', promotions],
    ] as const;
    for (const [section, items] of pages) {
      const { slug, image } = items.find((item) => item.image)!;
      const head = await headOf(request, `${section}${slug}`);
      expectPreview(head, `${section}${slug}`, image);
      await expectPreviewPng(request, head);
    }
  });

  test('pages without a picture (lists, shell pages, check-ups) get the clinic’s own preview', async ({
    request,
  }) => {
    const { checkUps } = await seed(request);
    for (const path of [
      '/',
      '/doctors-list/list',
      '/services/top',
      `/check-up/adults-details/${checkUps[0]!.slug}`,
    ]) {
      const head = await headOf(request, path);
      expectPreview(head, path, null);
    }
    await expectPreviewPng(request, await headOf(request, '/analysis/list'));
  });

  test('a preview path that is not one of the API’s pictures is a 404', async ({ request }) => {
    for (const path of [
      '/og/media/%2e%2e/%2e%2e/etc/passwd.svg.png',
      '/og/media/doctors%2f..%2f..%2fapi.svg.png',
      '/og/api/doctors.svg.png',
      '/og/media/doctors/no-such-doctor.png',
      '/og/media/no/such-picture.pdf.png',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).not.toContain('image');
    }
  });

  test('a not-found page names no canonical URL', async ({ request }) => {
    const head = await headOf(request, '/promotions/no-such-promotion');
    expect(head.status).toBe(404);
    expect(head.canonical).toBeNull();
    expect(head.title).toContain('Страница не найдена');
  });
});
