import type { ServiceCategory } from '@clinic/shared';
import { apiData, seed } from './support/api';
import { expect, test } from './support/fixtures';

test.describe('every route of SPEC §2 renders its heading and real data', () => {
  test('the shell pages', async ({ page, consoleErrors }) => {
    const pages = [
      ['/', 'Диагностическая клиника в Алматы'],
      ['/about-us', 'О клинике'],
      ['/contacts', 'Контакты'],
      ['/corporate-clients', 'Корпоративным клиентам'],
    ] as const;
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('the catalogue: services, promotions, check-ups', async ({ page, request }) => {
    const { services, promotions, parents, checkUps } = await seed(request);
    const service = services[0]!;
    const promotion = promotions[0]!;
    const parent = parents[0]!;
    const checkUp = checkUps.find((item) => item.parent_id === parent.id)!;

    await page.goto('/services/top');
    await expect(page.locator('main')).toContainText(service.name.slice(0, 12));
    const categories = await apiData<ServiceCategory[]>(request, '/category-services');
    const category = categories.find((item) => item.id === service.category_service.id)!;
    await page.goto(`/services/category/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await page.goto(`/services/details/${service.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();

    await page.goto('/promotions/list');
    await expect(page.locator('main')).toContainText(promotion.name.slice(0, 12));
    await page.goto(`/promotions/${promotion.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: promotion.name })).toBeVisible();

    await page.goto('/check-up/list');
    await expect(page.locator('main')).toContainText(parent.name);
    await page.goto(`/check-up/adults/${parent.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: parent.name })).toBeVisible();
    await page.goto(`/check-up/adults-details/${checkUp.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: checkUp.name })).toBeVisible();
  });

  test('analyses and doctors', async ({ page, request }) => {
    const { analyses, doctors } = await seed(request);
    const plainAnalysis = analyses.find((item) => !/[<>]/.test(item.name))!;
    await page.goto('/analysis/list');
    await expect(page.locator('main')).toContainText(plainAnalysis.name);

    await page.goto('/doctors-list/list');
    await expect(page.locator('main')).toContainText(doctors[0]!.name);
    await page.goto(`/doctors-list/${doctors[1]!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: doctors[1]!.name })).toBeVisible();
  });

  test('an unknown path shows the Russian not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await page.goto('/doctors-list/no-such-doctor');
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  });
});

test('each section root redirects to its first page', async ({ page }) => {
  const redirects = {
    '/analysis': '/analysis/list',
    '/check-up': '/check-up/list',
    '/doctors-list': '/doctors-list/list',
    '/promotions': '/promotions/list',
    '/services': '/services/top',
  };
  for (const [from, to] of Object.entries(redirects)) {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
  }
});
