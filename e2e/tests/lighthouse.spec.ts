import { expect, test } from '@playwright/test';
import { seed } from './support/api';
import { LIGHTHOUSE_CATEGORIES, lighthouseReport } from './support/lighthouse';

/**
 * Lighthouse 12 (an outside checker: its own rules, not ours) on the main routes as a phone:
 * accessibility, SEO and best practices all 100. Against the production build the suite serves; once (the
 * mobile project), as Lighthouse emulates the phone itself. ~20 s a page.
 */
test.describe('Lighthouse on the main routes, mobile @mobile', () => {
  test('accessibility, SEO and best practices score 100 on each', async ({
    request,
    baseURL,
    playwright,
    launchOptions,
  }) => {
    const { doctors, services } = await seed(request);
    const routes = [
      '/',
      '/doctors-list/list',
      `/doctors-list/${doctors[0]!.slug}`,
      '/analysis/list',
      '/contacts',
      `/services/details/${services[0]!.slug}`,
      // The Kazakh pages, hreflang included (Lighthouse's SEO audit checks it).
      '/kk',
      '/kk/doctors-list/list',
      `/kk/services/details/${services[0]!.slug}`,
    ];
    // A budget per page: ~20 s each on a quiet machine, more on a loaded CI one.
    test.setTimeout(routes.length * 60_000);
    const below100: Record<string, { scores: Record<string, number>; failed: string[] }> = {};
    for (const route of routes) {
      const report = await lighthouseReport(new URL(route, baseURL).href, playwright.chromium, launchOptions);
      expect(Object.keys(report.scores).sort(), route).toEqual([...LIGHTHOUSE_CATEGORIES].sort());
      if (Object.values(report.scores).some((score) => score < 100)) below100[route] = report;
    }
    expect(below100).toEqual({});
  });
});
