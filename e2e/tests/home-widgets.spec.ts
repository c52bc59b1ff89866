import { seed } from './support/api';
import { expect, onPhone, test } from './support/fixtures';

test('the home page shows the remotes’ widgets with real data', async ({ page, request }) => {
  const { services, parents, doctors } = await seed(request);
  const mobile = onPhone();
  await page.goto('/');
  const main = page.getByRole('main');

  // Catalogue: the service tiles (SPEC §3: the first 7 services) and the check-up card.
  const tiles = main.getByRole('navigation', { name: 'Популярные услуги' }).getByRole('link');
  await expect(tiles).toHaveCount(7);
  await expect(tiles.first()).toHaveAttribute('href', `/services/details/${services[0]!.slug}`);
  await expect(main.getByText(parents[0]!.name).first()).toBeVisible();

  if (mobile) {
    // Doctors: the slider below the fold, loaded as the patient scrolls to it.
    const slider = main.getByRole('region', { name: 'Наши врачи' });
    await main.getByRole('region', { name: 'Корпоративным клиентам', exact: true }).scrollIntoViewIfNeeded();
    await expect(slider).toContainText(doctors[0]!.name);
    await expect(slider.getByRole('link', { name: 'Все врачи' })).toHaveAttribute(
      'href',
      '/doctors-list/list',
    );
  } else {
    // Catalogue: the promotions block under the fold.
    await page.mouse.wheel(0, 3000);
    await expect(main.getByRole('link', { name: 'все акции' })).toBeVisible();
  }
});
