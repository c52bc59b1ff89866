import type { Banner } from '@clinic/shared';
import { formatPriceFrom } from '@clinic/shared/core';
import { apiData, seed } from './support/api';
import { expect, test } from './support/fixtures';
import { loadersSeen, watchForLoaders } from './support/ssr';

/** The first screen's widgets and the banner, as the server renders them (the promotions and doctors below load on scroll). */
const TILES = 7;
const GALLERY_PARENTS = 3;
const nbsp = (text: string) => text.replace(/\s/g, ' ');

test.describe('the home page without JavaScript: the first screen arrives with its data', () => {
  test.use({ javaScriptEnabled: false });

  test('the banner with its size, the service tiles and the check-up programmes from the API', async ({
    page,
    request,
  }) => {
    const { services, parents } = await seed(request);
    const [banner] = await apiData<Banner[]>(request, '/banners');
    const response = await page.goto('/');
    expect(response?.headers()['x-render']).toBe('server');
    const main = page.getByRole('main');

    const picture = main.getByRole('img', { name: banner!.title || 'Предложение клиники' }).first();
    await expect(picture).toHaveAttribute('width', /^\d+$/);
    await expect(picture).toHaveAttribute('height', /^\d+$/);

    const tiles = main.getByRole('navigation', { name: 'Популярные услуги' }).getByRole('link');
    await expect(tiles).toHaveCount(TILES);
    for (const [index, service] of services.slice(0, TILES).entries()) {
      await expect(tiles.nth(index)).toHaveAttribute('href', `/services/details/${service.slug}`);
    }

    const checkUps = main.getByRole('region', { name: 'Check-up программы' });
    for (const parent of parents.slice(0, GALLERY_PARENTS)) {
      const card = checkUps.getByRole('link', { name: new RegExp(parent.name) });
      await expect(card).toContainText(nbsp(formatPriceFrom(parent.min_price)));
    }
    // No loading skeleton in the first screen's widgets (the one below the fold is a placeholder till a scroll).
    await expect(main.getByTestId('skeleton')).toHaveCount(0);

    await checkUps.getByRole('link', { name: new RegExp(parents[0]!.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/check-up/adults/${parents[0]!.slug}$`));
  });
});

test.describe('with JavaScript', () => {
  test.use({ failOnConsoleWarnings: true });

  test('the home page hydrates from the server’s answers: no API read until the patient moves on', async ({
    page,
    request,
  }) => {
    await watchForLoaders(page);
    const { parents } = await seed(request);
    const reads: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) reads.push(new URL(req.url()).pathname);
    });
    // The fixture fails the test on any console error: hydration mismatches included.
    await page.goto('/');
    const state = JSON.parse((await page.locator('#clinic-ssr-state').textContent()) ?? '{}');
    expect(state.sections).toEqual(
      expect.arrayContaining([
        { remote: 'shell', module: 'home' },
        { remote: 'catalog', module: 'ServiceTiles' },
        { remote: 'catalog', module: 'CheckUpCard' },
      ]),
    );
    const checkUps = page.getByRole('region', { name: 'Check-up программы' });
    await expect(checkUps.getByRole('link', { name: new RegExp(parents[0]!.name) })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    expect(await loadersSeen(page)).toEqual([]);

    await checkUps.getByRole('link', { name: new RegExp(parents[0]!.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/check-up/adults/${parents[0]!.slug}$`));
    await expect.poll(() => reads.length).toBeGreaterThan(0);
  });
});
