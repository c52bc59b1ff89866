import type { ServiceCategory } from '../../shared/src/api/types';
import { apiData, seed } from './support/api';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('every route has zero axe violations (WCAG 2.2 AA)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { services, promotions, parents, checkUps, doctors } = await seed(request);
  const categories = await apiData<ServiceCategory[]>(request, '/category-services');
  const routes = [
    '/',
    '/about-us',
    '/contacts',
    '/corporate-clients',
    '/services/top',
    `/services/category/${categories.at(-1)?.slug}`,
    `/services/details/${services[0]?.slug}`,
    '/promotions/list',
    `/promotions/${promotions[0]?.slug}`,
    '/check-up/list',
    `/check-up/adults/${parents[0]?.slug}`,
    `/check-up/adults-details/${checkUps[0]?.slug}`,
    '/analysis/list',
    '/doctors-list/list',
    `/doctors-list/${doctors[0]?.slug}`,
    '/no-such-page',
  ];
  const report: Record<string, string[]> = {};
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('main h1, main [role="alert"]').first()).toBeVisible();
    const violations = await axeViolations(page);
    if (violations.length) report[route] = violations;
  }
  expect(report).toEqual({});
});
