import type { CheckUpPackage, Doctor, ServiceCategory } from '@clinic/shared';
import { CLINIC } from '@clinic/shared/core';
import { SCHEMA_TYPES, structuredDataProblems } from '@clinic/shared/seo';
import { expect, test } from '@playwright/test';
import { apiData, plain, seed } from './support/api';
import { specialtyOfSome } from './support/doctorsList';
import { auditedRoutes } from './support/routes';
import { headOf, type JsonLd, ldOf } from './support/seo';

/** An ItemList's items as [name, absolute URL, price in KZT]: the price an Offer's, whoever makes it. */
function listed(list: JsonLd) {
  type Offer = { price: number; priceCurrency: string };
  const items = list.itemListElement as { position: number; item: Record<string, unknown> }[];
  expect(items.map(({ position }) => position)).toEqual(items.map((_, index) => index + 1));
  expect(list.numberOfItems).toBe(items.length);
  return items.map(({ item }) => {
    const offer = (item.offers ?? item.makesOffer) as Offer;
    expect(offer.priceCurrency).toBe('KZT');
    return [item.name, item.url, offer.price];
  });
}

// HTTP only, no browser: the schema.org data (JSON-LD) in the server HTML, checked against what the API gave.
test.describe('structured data of each page type @desktop', () => {
  test('every page describes the clinic: address in Almaty, phones, hours, geo, price range', async ({
    request,
  }) => {
    for (const path of ['/', '/contacts', '/doctors-list/list']) {
      const clinic = ldOf(await headOf(request, path), 'MedicalClinic');
      expect(clinic, path).toMatchObject({
        '@context': 'https://schema.org',
        name: CLINIC.name,
        address: { '@type': 'PostalAddress', addressLocality: 'Алматы', addressCountry: 'KZ' },
        telephone: [CLINIC.bookingPhone.label, CLINIC.messengerPhone.label],
        openingHours: 'Mo-Su 08:00-20:00',
        geo: { latitude: CLINIC.coordinates.lat, longitude: CLINIC.coordinates.lon },
        priceRange: expect.any(String),
      });
    }
  });

  test('every route kind: each node a type of SCHEMA_TYPES (typed with schema-dts), a price only in an Offer in KZT', async ({
    request,
  }) => {
    const problems: Record<string, string[]> = {};
    const emitted = new Set<string>();
    for (const route of await auditedRoutes(request)) {
      const { jsonLd } = await headOf(request, route);
      const found = structuredDataProblems(jsonLd);
      if (found.length) problems[route] = found;
      for (const [, type] of JSON.stringify(jsonLd).matchAll(/"@type":"([^"]+)"/g)) emitted.add(type!);
    }
    expect(problems).toEqual({});
    // The list is what the pages emit, no more: each type in it is checked here on a real page.
    expect([...emitted].sort()).toEqual([...SCHEMA_TYPES].sort());
  });

  test('a doctor page: a Physician with the appointment prices in KZT, and no self-collected rating', async ({
    request,
  }) => {
    const { doctors } = await seed(request);
    const doctor = doctors.find((item) => item.image) ?? doctors[0]!;
    const head = await headOf(request, `/doctors-list/${doctor.slug}`);
    const physician = ldOf(head, 'Physician');
    expect(physician).toMatchObject({
      name: doctor.name,
      knowsAbout: doctor.short_info.map((info) => info.specialty),
      makesOffer: [
        { '@type': 'Offer', price: doctor.first_appointment.price, priceCurrency: 'KZT' },
        { '@type': 'Offer', price: doctor.repeated_appointment.price, priceCurrency: 'KZT' },
      ],
    });
    expect(physician.image).toBe(new URL(doctor.image!, head.origin).href);
    expect(head.html).not.toMatch(/"aggregateRating"|"@type":"Review"/);
  });

  test('service, promotion and check-up pages: an Offer with its price in KZT and the breadcrumbs', async ({
    request,
  }) => {
    const { services, promotions, checkUps } = await seed(request);
    const packages = await apiData<CheckUpPackage[]>(request, '/check-up-packages');
    const checkUp = checkUps.find((item) => packages.some((p) => p.check_up_id === item.id))!;
    const lowest = Math.min(
      ...packages
        .filter((p) => p.check_up_id === checkUp.id)
        .flatMap((p) => [p.male_check_up_price, p.female_check_up_price])
        .filter((price) => price !== null),
    );
    const pages = [
      {
        path: `/services/details/${services[0]!.slug}`,
        name: services[0]!.name,
        price: services[0]!.price ?? 0,
      },
      {
        path: `/promotions/${promotions[0]!.slug}`,
        name: promotions[0]!.name,
        price: promotions[0]!.price ?? 0,
      },
      { path: `/check-up/adults-details/${checkUp.slug}`, name: checkUp.name, price: lowest },
    ];
    for (const { path, name, price } of pages) {
      const head = await headOf(request, path);
      const url = head.origin + path;
      expect(ldOf(head, 'Offer'), path).toMatchObject({ name, price, priceCurrency: 'KZT', url });
      const crumbs = ldOf(head, 'BreadcrumbList').itemListElement as { position: number; item: string }[];
      expect(crumbs[0]?.item, path).toBe(`${head.origin}/`);
      expect(crumbs.at(-1), path).toMatchObject({ position: crumbs.length, item: url, name });
    }
  });

  test('the analyses list: an ItemList of every analysis with its price', async ({ request }) => {
    const { analyses } = await seed(request);
    const list = ldOf(await headOf(request, '/analysis/list'), 'ItemList');
    const items = list.itemListElement as { item: { name: string; offers: { price: number } } }[];
    expect(items.map(({ item }) => [item.name, item.offers.price])).toEqual(
      analyses.map((analysis) => [plain(analysis.name).replace(/\s+/g, ' ').trim(), analysis.price ?? 0]),
    );
  });

  test('each list page: an ItemList of every item the API gives it, with its page and the price the list shows', async ({
    request,
  }) => {
    const { services, promotions, parents, doctors } = await seed(request);
    const categories = await apiData<ServiceCategory[]>(request, '/category-services');
    const top = categories.find((category) => category.sort === 1)!;
    const other = categories.find((category) => category.sort !== 1)!;
    const inCategory = (id: number) => services.filter((service) => service.category_service.id === id);
    const rows = <T extends { name: string; slug: string }>(
      items: T[],
      path: string,
      price: (item: T) => number | null | undefined,
    ) => items.map((item) => [item.name, `${path}${item.slug}`, price(item) ?? 0] as const);
    const pages = {
      // SPEC §2 'ТОП 5': the first five services of the top category.
      '/services/top': rows(inCategory(top.id).slice(0, 5), '/services/details/', (item) => item.price),
      [`/services/category/${other.slug}`]: rows(
        inCategory(other.id),
        '/services/details/',
        (item) => item.price,
      ),
      '/promotions/list': rows(promotions, '/promotions/', (item) => item.price),
      '/check-up/list': rows(parents, '/check-up/adults/', (item) => item.min_price),
      '/doctors-list/list': rows(doctors, '/doctors-list/', (item) => item.first_appointment.price),
    };
    for (const [path, expected] of Object.entries(pages)) {
      expect(expected.length, path).toBeGreaterThan(0);
      const head = await headOf(request, path);
      expect(listed(ldOf(head, 'ItemList')), path).toEqual(
        expected.map(([name, page, price]) => [name, head.origin + page, price]),
      );
    }
  });

  test('the doctors list sorted and filtered by its address: an ItemList of the doctors it shows, in order', async ({
    request,
  }) => {
    const [{ title, has }, byPrice] = await Promise.all([
      specialtyOfSome(request),
      apiData<Doctor[]>(request, '/doctors?sort_by=first_appointment&sort_direction=asc'),
    ]);
    const shown = byPrice.filter(has);
    const head = await headOf(
      request,
      `/doctors-list/list?sort_by=first_appointment&sort_direction=asc&specialty=${title.id}`,
    );
    expect(listed(ldOf(head, 'ItemList'))).toEqual(
      shown.map((doctor) => [
        doctor.name,
        `${head.origin}/doctors-list/${doctor.slug}`,
        doctor.first_appointment.price,
      ]),
    );
    // Every filtered list names the whole list as its canonical page (docs/seo.md).
    expect(head.canonical).toBe(`${head.origin}/doctors-list/list`);
  });
});
