import { CLINIC } from '@clinic/shared/core';
import { seed } from './support/api';
import { expect, test } from './support/fixtures';
import { auditedKazakhRoutes, auditedRoutes } from './support/routes';

test('the header, the footer and the page zoom of the layout @desktop', async ({ page }) => {
  await page.goto('/analysis/list');
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });
  for (const label of ['Услуги', 'Врачи', 'Анализы', 'Check up', 'Акции']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Личный кабинет' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('08:00–20:00');
  await expect(page.getByRole('contentinfo')).toContainText('Алматы');
  // SPEC §2: 80% zoom at 720–1499 px (the desktop project is 1280 px wide), as the root font size: the 80rem
  // page is 1024 px wide, as a zoomed 1280 px design would be.
  await expect(page.locator('html')).toHaveCSS('font-size', '12.8px');
  expect((await page.locator('main').boundingBox())?.width).toBeCloseTo(1024, 0);
  await page.setViewportSize({ width: 1550, height: 900 });
  await expect(page.locator('html')).toHaveCSS('font-size', '14.4px');
  await page.setViewportSize({ width: 1700, height: 900 });
  await expect(page.locator('html')).toHaveCSS('font-size', '16px');
});

test('«Назад» after a navigation inside the site returns in history', async ({ page }) => {
  const { promotions } = await seed(page.request);
  const promotion = promotions[0]!;
  await page.goto('/promotions/list?from=history');
  await expect(page.locator('html[data-page-ready]')).toBeAttached();
  await page
    .getByRole('list', { name: 'Акции', exact: true })
    .getByRole('link', { name: promotion.name })
    .click();
  await expect(page).toHaveURL(new RegExp(`/promotions/${promotion.slug}$`));
  await page.getByRole('link', { name: '← Назад' }).click();
  // The page it came from, query and all: history, not the section's parent (the bare list).
  await expect(page).toHaveURL(/\/promotions\/list\?from=history$/);
});

test('«Назад» on a directly opened doctor page lands on the doctors list', async ({ page }) => {
  const { doctors } = await seed(page.request);
  await page.goto(`/doctors-list/${doctors[0]!.slug}`);
  await expect(page.locator('html[data-page-ready]')).toBeAttached();
  await page.getByRole('link', { name: '← Назад' }).click();
  await expect(page).toHaveURL(/\/doctors-list\/list$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Now the visit has a page of ours before this one: «Назад» goes back to it.
  await page.getByRole('link', { name: '← Назад' }).click();
  await expect(page).toHaveURL(new RegExp(`/doctors-list/${doctors[0]!.slug}$`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('«Назад» is a link to the section’s parent', async ({ page }) => {
    const { doctors, promotions } = await seed(page.request);
    await page.goto(`/promotions/${promotions[0]!.slug}`);
    await expect(page.getByRole('link', { name: '← Назад' })).toHaveAttribute('href', '/promotions/list');
    await page.goto(`/doctors-list/${doctors[0]!.slug}`);
    const back = page.getByRole('link', { name: '← Назад' });
    await expect(back).toHaveAttribute('href', '/doctors-list/list');
    await back.click();
    await expect(page).toHaveURL(/\/doctors-list\/list$/);
  });
});

test('the mobile burger menu: links, phones, online booking, closes on navigation @mobile', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('[data-layout="default-mobile"]')).toBeVisible();
  await page.getByRole('button', { name: 'Меню' }).click();
  const menu = page.locator('#burger-menu');
  await expect(menu).toContainText('+7 (727) 355-00-55');
  await expect(menu).toContainText('+7 (701) 355-00-55');
  await menu.getByRole('link', { name: 'Врачи' }).click();
  await expect(page).toHaveURL(/\/doctors-list\/list$/);
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Меню' }).click();
  await menu.getByRole('link', { name: 'Записаться онлайн' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a phone whose browser says it is a desktop gets the phone layout once the page runs @mobile', async ({
  browser,
}) => {
  // As a phone's browser in its «desktop site» mode: the server renders the desktop, whose header is wider than
  // the screen, and the phone zooms out to show it (innerWidth then grows to ≈ 1117 px). The page must still see
  // a 390 px screen.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    extraHTTPHeaders: { 'Sec-CH-UA-Mobile': '?0' },
  });
  const page = await context.newPage();
  try {
    for (const path of ['/contacts', '/kk/contacts']) {
      await page.goto(path);
      await expect(page.locator('html[data-page-ready]')).toBeAttached();
      await expect(page.locator('[data-layout="default-mobile"]')).toBeVisible();
      expect(await page.evaluate(() => [innerWidth, document.documentElement.scrollWidth]), path).toEqual([
        390, 390,
      ]);
    }
  } finally {
    await context.close();
  }
});

test('the footer shows the medical licence and leads to the personal-data consent', async ({ page }) => {
  await page.goto('/contacts');
  const footer = page.locator('footer');
  await expect(footer).toContainText(`Лицензия на медицинскую деятельность ${CLINIC.licence.number}`);
  await expect(footer).toContainText(`выдана: ${CLINIC.licence.issuedBy}`);
  await expect(footer).toContainText(`БИН ${CLINIC.legal.bin}`);
  await footer.getByRole('link', { name: 'Согласие на обработку персональных данных' }).click();
  await expect(page).toHaveURL(/\/personal-data$/);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'Согласие на обработку персональных данных',
  );
  for (const section of [
    'Кто обрабатывает данные',
    'Какие данные мы получаем',
    'Зачем',
    'Сколько хранятся',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(main).toContainText(`${CLINIC.legal.name}, БИН ${CLINIC.legal.bin}`);
  await expect(main).toContainText('не передаются за границу');
  await expect(main).toContainText(CLINIC.email);
});

for (const width of [320, 360]) {
  test(`at ${width} px no page is wider than the screen, in either language @mobile`, async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    await page.setViewportSize({ width, height: 780 });
    for (const route of [...(await auditedRoutes(request)), ...(await auditedKazakhRoutes(request))]) {
      await page.goto(route);
      await expect(page.locator('html[data-page-ready]')).toBeAttached();
      const wide = await page.evaluate(() => {
        const screen = document.documentElement.clientWidth;
        // What sticks out past the right edge, outside any box that scrolls or clips it (a tab row scrolls).
        const clipped = (element: Element) => {
          for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
            if (getComputedStyle(box).overflowX !== 'visible') return true;
          return false;
        };
        const out = [...document.body.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().right > screen + 0.5 && !clipped(element))
          .map((element) => `${element.tagName.toLowerCase()} «${element.textContent?.slice(0, 30)}»`);
        return { scrollWidth: document.documentElement.scrollWidth, screen, out: out.slice(0, 3) };
      });
      expect(wide, route).toEqual({ scrollWidth: wide.screen, screen: wide.screen, out: [] });
    }
  });
}
