// @vitest-environment node
import type {
  Analysis,
  AnalysisCategory,
  Banner,
  CheckUp,
  CheckUpPackage,
  ParentCheckUp,
  Promotion,
  RussianLetterGroup,
  Service,
  ServiceCategory,
} from '@clinic/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function data<T>(url: string): Promise<T> {
  const { status, body } = await server.get<{ data: T }>(url);
  expect(status).toBe(200);
  expect(body).toHaveProperty('data');
  return body.data;
}

const collator = new Intl.Collator('ru');

function expectLetterGroups(groups: RussianLetterGroup[], items: { id: number; name: string }[]) {
  const letters = groups.map((group) => group.letter);
  expect(letters).toEqual([...letters].sort(collator.compare));
  expect(groups.flatMap((group) => group.categories.map(({ id }) => id)).sort((a, b) => a - b)).toEqual(
    items.map(({ id }) => id).sort((a, b) => a - b),
  );
  for (const group of groups) {
    expect(group.letter).toBe(group.letter.toLocaleLowerCase('ru'));
    for (const { id } of group.categories) {
      expect(
        items
          .find((item) => item.id === id)
          ?.name.charAt(0)
          .toLocaleLowerCase('ru'),
      ).toBe(group.letter);
    }
  }
}

describe('analyses', () => {
  it('has at least 150 realistic analyses in at least 12 categories, grouped by letter', async () => {
    const analyses = await data<Analysis[]>('/api/analyses');
    const categories = await data<AnalysisCategory[]>('/api/category-analyses');
    expect(analyses.length).toBeGreaterThanOrEqual(150);
    expect(categories.length).toBeGreaterThanOrEqual(12);
    const categoryIds = new Set(categories.map(({ id }) => id));
    expect(new Set(analyses.map((analysis) => analysis.category_analysis_id))).toEqual(categoryIds);
    expect(analyses.some((analysis) => analysis.bloodTestIncluded)).toBe(true);
    expect(analyses.some((analysis) => !analysis.bloodTestIncluded)).toBe(true);
    expect(analyses.some((analysis) => analysis.document?.startsWith('/media/docs/'))).toBe(true);
    expect(analyses.some((analysis) => analysis.name.includes('<sub>'))).toBe(true);
    expect(analyses.some((analysis) => analysis.name.startsWith('<b>'))).toBe(true);
    expect(analyses.filter((analysis) => analysis.price === null).length).toBeGreaterThanOrEqual(1);
    expectLetterGroups(await data<RussianLetterGroup[]>('/api/analyse/russian-letters'), categories);
  });
});

describe('services and promotions', () => {
  it('has 20 services in 5+ categories, exactly one of them the ТОП with sort 1', async () => {
    const services = await data<Service[]>('/api/services');
    const categories = await data<ServiceCategory[]>('/api/category-services');
    expect(services).toHaveLength(20);
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(categories.filter((category) => category.sort === 1).map(({ name }) => name)).toEqual(['ТОП']);
    for (const service of services) {
      const category = categories.find(({ id }) => id === service.category_service.id);
      expect(category?.name).toBe(service.category_service.name);
      expect(service.journey_description.length).toBeGreaterThan(0);
    }
    const audiences = new Set(services.map((service) => `${service.is_for_childs}/${service.is_for_olders}`));
    expect(audiences.size).toBe(4);
    expect(services.some((service) => service.image === null)).toBe(true);
    expect(services.some((service) => service.discount)).toBe(true);
  });

  it('has 8 promotions, one per layout tab, exactly one certificate', async () => {
    const promotions = await data<Promotion[]>('/api/promotions');
    expect(promotions).toHaveLength(8);
    expect(promotions.filter((promotion) => promotion.is_certificate)).toHaveLength(1);
    expect(new Set(promotions.map((promotion) => promotion.category))).toEqual(
      new Set([
        'diagnostic',
        'surgery',
        'dentistry',
        'plastic',
        'cosmetology',
        'eco',
        'childhood',
        'oncology',
      ]),
    );
    expect(promotions.some((promotion) => promotion.image === null)).toBe(true);
    expect(promotions.some((promotion) => promotion.description.length > 60)).toBe(true);
    expect(promotions.every((promotion) => promotion.file?.endsWith('.pdf'))).toBe(true);
  });
});

describe('check-ups and banners', () => {
  it('has 6 parent check-ups with 2–4 check-ups each and 1–2 packages per check-up', async () => {
    const parents = await data<ParentCheckUp[]>('/api/parent-check-ups');
    const checkUps = await data<CheckUp[]>('/api/check-ups');
    const packages = await data<CheckUpPackage[]>('/api/check-up-packages');
    expect(parents).toHaveLength(6);
    for (const parent of parents) {
      const children = checkUps.filter((checkUp) => checkUp.parent_id === parent.id);
      expect(children.length).toBeGreaterThanOrEqual(2);
      expect(children.length).toBeLessThanOrEqual(4);
      const prices = packages
        .filter((item) => children.some((child) => child.id === item.check_up_id))
        .flatMap((item) => [item.male_check_up_price, item.female_check_up_price])
        .filter((price) => price !== null);
      expect(parent.min_price).toBe(Math.min(...prices));
    }
    for (const checkUp of checkUps) {
      const count = packages.filter((item) => item.check_up_id === checkUp.id).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(2);
    }
  });

  it("prices a single-sex programme for that sex only: women's for women, men's for men", async () => {
    const parents = await data<ParentCheckUp[]>('/api/parent-check-ups');
    const checkUps = await data<CheckUp[]>('/api/check-ups');
    const packages = await data<CheckUpPackage[]>('/api/check-up-packages');
    const packagesOf = (slug: string) => {
      const parent = parents.find((item) => item.slug === slug);
      const children = checkUps.filter((checkUp) => checkUp.parent_id === parent?.id);
      return packages.filter((item) => children.some((child) => child.id === item.check_up_id));
    };
    const women = packagesOf('zhenskoe-zdorove');
    const men = packagesOf('muzhskoe-zdorove');
    expect(women.length).toBeGreaterThan(0);
    expect(men.length).toBeGreaterThan(0);
    for (const item of women) {
      expect(item.male_check_up_price).toBeNull();
      expect(item.female_check_up_price).toBeGreaterThan(0);
    }
    for (const item of men) {
      expect(item.female_check_up_price).toBeNull();
      expect(item.male_check_up_price).toBeGreaterThan(0);
    }
    expect(parents.find((item) => item.slug === 'zhenskoe-zdorove')?.min_price).toBe(34000);
  });

  it('has 4 banners that link to site routes', async () => {
    const banners = await data<Banner[]>('/api/banners');
    expect(banners).toHaveLength(4);
    for (const banner of banners) expect(banner.link).toMatch(/^\/[a-z-]+\/list$/);
  });
});
