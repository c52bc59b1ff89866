import { expect, test } from '@playwright/test';
import { formatPrice } from '../../shared/src/format/price';
import { seed } from './support/api';
import { headOf, type PageHead } from './support/seo';

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
  if (image) {
    expect(head.meta['og:image'], path).toBe(new URL(image, head.origin).href);
    expect(head.meta['twitter:card'], path).toBe('summary_large_image');
  }
}

// HTTP only, no browser: the head as search engines and link previews read it (issue 15).
test.describe('each page names itself in the server HTML @desktop', () => {
  test('a doctor page: the doctor and the specialty', async ({ request }) => {
    const { doctors } = await seed(request);
    const doctor = doctors.find((item) => item.image) ?? doctors[0]!;
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
    const service = services.find((item) => item.image && item.price) ?? services[0]!;
    const path = `/services/details/${service.slug}`;
    const head = await headOf(request, path);
    expect(head.title).toContain(`${service.name} — ${formatPrice(service.price)}`);
    expect(head.description).toContain(formatPrice(service.price));
    expectPreview(head, path, service.image);
  });

  test('a promotion page: its name and price', async ({ request }) => {
    const { promotions } = await seed(request);
    const promotion = promotions.find((item) => item.image && item.price) ?? promotions[0]!;
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
    const promotion = promotions.find((item) => item.image) ?? promotions[0]!;
    const path = `/promotions/${promotion.slug}`;
    for (const userAgent of ['TelegramBot (like TwitterBot)', 'WhatsApp/2.23.20.0 A']) {
      const head = await headOf(request, path, { 'User-Agent': userAgent });
      expect(head.meta['og:title'], userAgent).toContain(promotion.name);
      expectPreview(head, path, promotion.image);
    }
  });

  test('a not-found page names no canonical URL', async ({ request }) => {
    const head = await headOf(request, '/promotions/no-such-promotion');
    expect(head.status).toBe(404);
    expect(head.canonical).toBeNull();
    expect(head.title).toContain('Страница не найдена');
  });
});
