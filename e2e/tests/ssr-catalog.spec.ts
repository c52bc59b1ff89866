import type { CheckUpPackage, ServiceCategory } from '@clinic/shared';
import { formatPrice, formatPriceFrom } from '@clinic/shared/core';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiData, seed } from './support/api';
import { CATALOG_NOT_FOUND } from './support/catalogNotFound';
import { expect, onPhone, test } from './support/fixtures';
import { expectWholeServerHtml, loadersSeen, watchForLoaders } from './support/ssr';

/** A price as the site shows it (SPEC §1, the site's own formatter), with the spaces Playwright compares by. */
const shown = (price: string) => price.replace(/\s/g, ' ');

/** The reference API's catalogue, read as the site reads it, and a page of each route of SPEC §2 with it. */
async function catalogue(request: APIRequestContext) {
  const { services, promotions, parents, checkUps } = await seed(request);
  const categories = (await apiData<ServiceCategory[]>(request, '/category-services')).sort(
    (a, b) => a.sort - b.sort,
  );
  const packages = await apiData<CheckUpPackage[]>(request, '/check-up-packages');
  const top = categories.find((item) => item.sort === 1)!;
  const category = categories.find(
    (item) => item !== top && services.some((service) => service.category_service.id === item.id),
  )!;
  const inCategory = services.filter((service) => service.category_service.id === category.id);
  const service = services.find((item) => item.list_description && item.image) ?? services[0]!;
  const promotion = promotions.find((item) => item.list_description && item.journey_description)!;
  const parent = parents.find((item) => checkUps.some((checkUp) => checkUp.parent_id === item.id))!;
  const checkUp = checkUps.find((item) => packages.some((p) => p.check_up_id === item.id))!;
  return {
    services,
    promotions,
    parents,
    checkUps,
    packages,
    categories,
    top: services.filter((item) => item.category_service.id === top.id).slice(0, 5),
    category,
    inCategory,
    service,
    promotion,
    parent,
    checkUp,
  };
}

/** Each catalogue route with what it must show from the API, whatever the layout (desktop or phone). */
function routes(data: Awaited<ReturnType<typeof catalogue>>, mobile: boolean) {
  const ofParent = data.checkUps.filter((item) => item.parent_id === data.parent.id);
  const packagesOf = data.packages.filter((item) => item.check_up_id === data.checkUp.id);
  return [
    {
      path: '/services/top',
      heading: 'Услуги',
      texts: [
        ...data.top.flatMap((item) => [item.name, shown(formatPriceFrom(item.price))]),
        ...data.categories.map((item) => item.name),
        data.promotions[0]!.name,
      ],
    },
    {
      path: `/services/category/${data.category.slug}`,
      heading: data.category.name,
      texts: data.inCategory.flatMap((item) => [item.name, shown(formatPriceFrom(item.price))]),
    },
    {
      path: `/services/details/${data.service.slug}`,
      heading: data.service.name,
      texts: [data.service.description, shown(formatPrice(data.service.price)), 'Стоимость'],
    },
    {
      path: '/promotions/list',
      heading: 'Акции',
      texts: data.promotions.flatMap((item) => [item.name, shown(formatPrice(item.price))]),
    },
    {
      path: `/promotions/${data.promotion.slug}`,
      heading: data.promotion.name,
      texts: [data.promotion.description, shown(formatPrice(data.promotion.price))],
    },
    {
      path: '/check-up/list',
      heading: 'Check-up',
      // The desktop gallery shows the first four programme families; the phone's list, all of them.
      texts: data.parents
        .slice(0, mobile ? undefined : 4)
        .flatMap((item) => [item.name, shown(formatPriceFrom(item.min_price))]),
    },
    {
      path: `/check-up/adults/${data.parent.slug}`,
      heading: data.parent.name,
      texts: [data.parent.short_description, ...ofParent.map((item) => item.name)],
    },
    {
      path: `/check-up/adults-details/${data.checkUp.slug}`,
      heading: data.checkUp.name,
      texts: packagesOf.flatMap((item) => [
        item.name,
        ...[item.male_check_up_price, item.female_check_up_price]
          .filter((price) => price !== null)
          .map((price) => shown(formatPrice(price))),
      ]),
    },
  ];
}

/** Opens a page without scripts and checks it arrived from the server with its heading. */
async function openRendered(page: Page, path: string, heading: string) {
  const response = await page.goto(path);
  expect(response?.headers()['x-render'], path).toBe('server');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

test.describe('the catalogue without JavaScript: rendered on the server with its data', () => {
  test.use({ javaScriptEnabled: false });

  test('every catalogue route shows its names and prices from the API', async ({ page, request }) => {
    const data = await catalogue(request);
    for (const route of routes(data, onPhone())) {
      await openRendered(page, route.path, route.heading);
      const main = page.getByRole('main');
      for (const text of route.texts) await expect(main, route.path).toContainText(text);
      await expect(page.locator('[role="status"]', { hasText: 'Загрузка' })).toHaveCount(0);
    }
  });

  test('its links are real links: top → service, tab → category, list → promotion, check-ups → programme', async ({
    page,
    request,
  }) => {
    const data = await catalogue(request);
    const main = page.getByRole('main');
    const topService = data.top[0]!;
    await openRendered(page, '/services/top', 'Услуги');
    await main.locator(`a[href="/services/details/${topService.slug}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/services/details/${topService.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(topService.name);
    await expect(main).toContainText(shown(formatPrice(topService.price)));

    await page
      .getByRole('navigation', { name: 'Категории услуг' })
      .getByRole('link', { name: data.category.name })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.category.name);
    await expect(
      page
        .getByRole('navigation', { name: 'Категории услуг' })
        .getByRole('link', { name: data.category.name }),
    ).toHaveAttribute('aria-current', 'page');

    await openRendered(page, '/promotions/list', 'Акции');
    await page
      .getByRole('list', { name: 'Акции', exact: true })
      .getByRole('link', { name: data.promotion.name })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.promotion.name);

    await openRendered(page, '/check-up/list', 'Check-up');
    await main.locator(`a[href="/check-up/adults/${data.parent.slug}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.parent.name);
    const programme = data.checkUps.find((item) => item.parent_id === data.parent.id)!;
    await main.locator(`a[href="/check-up/adults-details/${programme.slug}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(programme.name);
  });

  test('a promotions tab filters the list on the server', async ({ page, request }) => {
    const { promotions } = await seed(request);
    const chosen = promotions.find((item) => item.category)!;
    await page.goto(`/promotions/list?category=${chosen.category}`);
    const tabs = page.getByRole('navigation', { name: 'Категории акций' });
    await expect(tabs.locator('[aria-current="page"]')).toHaveAttribute(
      'href',
      `/promotions/list?category=${chosen.category}`,
    );
    await expect(page.getByRole('list', { name: 'Акции', exact: true }).getByRole('listitem')).toHaveCount(
      promotions.filter((item) => item.category === chosen.category).length,
    );
  });

  test('an unknown slug shows the Russian «not found» with the way back', async ({ page }) => {
    for (const [path, label, back] of CATALOG_NOT_FOUND) {
      const response = await page.goto(path);
      expect(response?.headers()['x-render'], path).toBe('server');
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
      await expect(alert.getByRole('link', { name: label })).toHaveAttribute('href', back);
    }
  });

  test('the rich text of the details pages arrives as sanitised markup', async ({ page, request }) => {
    const { promotion } = await catalogue(request);
    await openRendered(page, `/promotions/${promotion.slug}`, promotion.name);
    // The API's lists are markup (<ul>/<ol>), rendered as lists, not shown as escaped text.
    const points = [...promotion.list_description!.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]!);
    const item = page.getByRole('listitem').filter({ hasText: seedText(points[0]!) });
    await expect(item.first()).toBeVisible();
    const html = await (await request.get(`/promotions/${promotion.slug}`)).text();
    expect(html).not.toContain('&lt;li&gt;');
  });
});

/** The text an HTML-escaped seed string shows. */
const seedText = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test('the catalogue’s HTML runs no inline script of its own and holds no deferred boundary', async ({
  request,
}) => {
  const data = await catalogue(request);
  for (const { path } of [...routes(data, false), ...CATALOG_NOT_FOUND.map(([path]) => ({ path }))]) {
    const response = await request.get(path);
    expect(response.headers()['x-render'], path).toBe('server');
    expectWholeServerHtml(await response.text(), path);
  }
});

test('concurrent requests for two services each render their own service', async ({ request }) => {
  const { services } = await seed(request);
  const [first, second] = [services[0]!, services[1]!];
  const pages = await Promise.all(
    [first, second, first, second].map((item) => request.get(`/services/details/${item.slug}`)),
  );
  const headings = await Promise.all(
    pages.map(async (response) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1]),
  );
  expect(headings).toEqual([first.name, second.name, first.name, second.name].map(escapeText));
});

/** A name as React writes it into HTML text. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test.describe('with JavaScript: the browser takes the server’s catalogue over', () => {
  test.use({ failOnConsoleWarnings: true });

  /** Counts every full-screen spinner or skeleton that ever enters the page, from its first byte on. */
  test('each route hydrates from the server’s data: no console error or warning, no spinner over it', async ({
    page,
    request,
  }) => {
    const data = await catalogue(request);
    await watchForLoaders(page);
    for (const route of routes(data, onPhone())) {
      await page.goto(route.path);
      const state = JSON.parse((await page.locator('#clinic-ssr-state').textContent()) ?? '{}');
      expect(state.sections, route.path).toEqual([
        {
          remote: 'catalog',
          module: 'routes',
          section: route.path.split('/')[1],
          // The layout's chunk (services, promotions), then the page's own (the route table's names).
          chunks: expect.arrayContaining([expect.stringMatching(/^[a-z-]+$/)]),
        },
      ]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('main')).toContainText(route.texts[0]!);
      expect(await loadersSeen(page), route.path).toEqual([]);
    }
  });

  test('after hydration the tabs, links and the booking button work', async ({ page, request }) => {
    const data = await catalogue(request);
    await page.goto('/services/top');
    const tabs = page.getByRole('navigation', { name: 'Категории услуг' });
    await tabs.getByRole('link', { name: data.category.name }).click();
    await expect(page).toHaveURL(new RegExp(`/services/category/${data.category.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.category.name);
    await expect(tabs.getByRole('link', { name: data.category.name })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const service = data.inCategory[0]!;
    await page.getByRole('main').getByRole('link', { name: service.name }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name);
    await page.getByRole('link', { name: 'Записаться на прием' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();

    await page.goto('/promotions/list');
    const chosen = data.promotions.find((item) => item.category)!;
    await page
      .getByRole('navigation', { name: 'Категории акций' })
      .locator(`a[href="/promotions/list?category=${chosen.category}"]`)
      .click();
    await expect(page.getByRole('list', { name: 'Акции', exact: true }).getByRole('listitem')).toHaveCount(
      data.promotions.filter((item) => item.category === chosen.category).length,
    );

    await page.goto(`/promotions/${data.promotion.slug}`);
    await page.getByRole('link', { name: 'Записаться на прием' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
