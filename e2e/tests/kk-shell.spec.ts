import type { Banner } from '@clinic/shared';
import { CLINIC } from '@clinic/shared/core';
import type { Page } from '@playwright/test';
import { apiData } from './support/api';
import { expect, onPhone, test } from './support/fixtures';
import { expectNoRussianUi } from './support/languages';
import { wordsCutWithoutHyphen } from './support/textLayout';

/** The shell's own pages in Kazakh: the page's title (its heading's text too) and words of its own. */
const PAGES = [
  { path: '/kk', title: 'Алматыдағы диагностикалық клиника', words: ['Клиника туралы'] },
  { path: '/kk/about-us', title: 'Клиника туралы', words: ['Біздің құндылықтар', '10 жыл', '30 000+'] },
  { path: '/kk/contacts', title: 'Байланыс', words: ['Мекенжай', 'Жұмыс уақыты', 'Картадан ашу'] },
  {
    path: '/kk/corporate-clients',
    title: 'Корпоративтік клиенттерге',
    words: ['700+', 'Ерікті медициналық сақтандыру', 'Үйлестіруші дәрігер'],
  },
  {
    path: '/kk/personal-data',
    title: 'Дербес деректерді өңдеуге келісім',
    words: ['«Дербес деректер және оларды қорғау туралы»', '№ 94-V', 'Дербес деректер операторы'],
  },
  { path: '/kk/nope', title: 'Бет табылмады', words: ['Басты бетке'] },
] as const;

/** The page's heading: a level 1 heading, but the not-found message's (a section's message, level 2). */
const headingOf = (page: Page, path: string) =>
  page
    .getByRole('main')
    .getByRole('heading', { level: path === '/kk/nope' ? 2 : 1 })
    .first();

/** The home page's words of each layout: the tiles' card and the about card, or the mobile about block. */
const homeWords = () =>
  onPhone()
    ? ['Талдаулар калькуляторы', '5000+', 'риза клиент', 'Сапа', 'Корпоративтік клиенттерге']
    : ['Бір келуде кешенді тексеру бағдарламалары', '10 жыл', '30 000+', 'Онлайн жазылу'];

/**
 * What the page shows that is not the shell's: the API's banner captions and every word of the remotes' widgets
 * on the home page (`[data-widget]`), which their own teams translate.
 */
async function othersTexts(page: Page, banners: readonly Banner[]): Promise<string[]> {
  const widgets = await page.evaluate(() =>
    [...document.querySelectorAll('[data-widget]')].flatMap((widget) => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(widget, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
      for (const element of widget.querySelectorAll('[aria-label],[title],[placeholder],[alt]'))
        for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
          texts.push(element.getAttribute(name) ?? '');
      return texts.map((text) => text.trim()).filter(Boolean);
    }),
  );
  // Longest first: a short text inside a longer one must not cut it before the longer is taken out.
  return [...banners.map((banner) => banner.title ?? ''), ...widgets]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
}

/** Every link inside the site on the page leads to a Kazakh page, but the switch to Russian. */
async function linksOutsideKazakh(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((link) => link.hreflang !== 'ru')
      .map((link) => new URL(link.href, location.href))
      .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/media/'))
      .map((url) => url.pathname)
      .filter((path) => path !== '/kk' && !path.startsWith('/kk/')),
  );
}

for (const { path, title, words } of PAGES) {
  test(`${path} is in Kazakh: its heading and words, no Russian UI, links under /kk/`, async ({
    page,
    request,
  }) => {
    const banners = await apiData<Banner[]>(request, '/banners', 'kk');
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expect(headingOf(page, path)).toHaveText(title);
    await expect(page).toHaveTitle(`${title} — «Диагност» клиникасы, Алматы`);
    const main = page.getByRole('main');
    for (const word of [...words, ...(path === '/kk' ? homeWords() : [])])
      await expect(main).toContainText(word);
    await expectNoRussianUi(page, await othersTexts(page, banners));
    expect(await linksOutsideKazakh(page)).toEqual([]);
  });
}

test('/kk/about-us: the tabs and cards in Kazakh', async ({ page }) => {
  await page.goto('/kk/about-us');
  const main = page.getByRole('main');
  if (onPhone()) {
    await expect(main.getByRole('tab', { name: 'Экожүйе' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tab', { name: 'Бос орындар' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Бізде жұмыс істеудің артықшылықтары' })).toBeVisible();
    return;
  }
  await expect(main.getByRole('tab', { name: 'Лицензия' })).toHaveAttribute('aria-selected', 'true');
  await main.getByRole('tab', { name: 'Құжаттама' }).click();
  await expect(main.getByRole('tabpanel', { name: 'Құжаттама' })).toContainText(
    'Ақылы медициналық қызметтер көрсету шарты',
  );
  const topics = main.getByRole('region', { name: 'Тақырыптар', exact: true });
  await expect(topics.getByRole('link', { name: 'Дәрігерлер' })).toHaveAttribute('href', '/kk/doctors-list');
  await expect(main.getByRole('link', { name: /Бос жұмыс орындары/ })).toHaveAttribute(
    'href',
    CLINIC.vacanciesUrl,
  );
});

test('/kk: no Kazakh word breaks across lines without a hyphen, at any width of its layout', async ({
  page,
}) => {
  await page.goto('/kk');
  // The shell's own text: the remotes' widgets are their teams' (home-layout.spec.ts checks them).
  const own = page.locator('main :is(h1, h2, h3, p, a, li):not([data-widget] *)');
  for (const width of onPhone() ? [390, 320] : [1280, 1500, 1000, 720, 640]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(
        async () => {
          const cuts: string[] = [];
          for (const element of await own.all())
            cuts.push(...(await element.evaluate(wordsCutWithoutHyphen)));
          return cuts;
        },
        { message: `${width} px` },
      )
      .toEqual([]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, title, words } of PAGES) {
    test(`${path}: the server's HTML is Kazakh`, async ({ page, request }) => {
      const banners = await apiData<Banner[]>(request, '/banners', 'kk');
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === '/kk/nope' ? 404 : 200);
      expect(response?.headers()['x-render']).toBe('server');
      await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
      await expect(page).toHaveTitle(`${title} — «Диагност» клиникасы, Алматы`);
      await expect(headingOf(page, path)).toHaveText(title);
      const main = page.getByRole('main');
      for (const word of [...words, ...(path === '/kk' ? homeWords() : [])])
        await expect(main).toContainText(word);
      await expectNoRussianUi(page, await othersTexts(page, banners));
    });
  }
});

test.describe('the language switch: the same page in the other language, its query kept', () => {
  /** The switch a patient finds first: the header's on a desktop, the menu's on a phone. */
  async function firstSwitch(page: Page, label: 'Язык сайта' | 'Сайт тілі') {
    if (onPhone()) {
      await page.getByRole('button', { name: label === 'Язык сайта' ? 'Меню' : 'Мәзір' }).click();
      return page.locator('#burger-menu').getByRole('navigation', { name: label });
    }
    return page.locator('header').getByRole('navigation', { name: label });
  }

  test('header or menu: /doctors-list/list?sort=price ↔ /kk/doctors-list/list?sort=price', async ({
    page,
  }) => {
    await page.goto('/doctors-list/list?sort=price');
    await (await firstSwitch(page, 'Язык сайта')).getByRole('link', { name: 'Қаз' }).click();
    await expect(page).toHaveURL(/\/kk\/doctors-list\/list\?sort=price$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await (await firstSwitch(page, 'Сайт тілі')).getByRole('link', { name: 'Рус' }).click();
    await expect(page).toHaveURL(/\/doctors-list\/list\?sort=price$/);
    expect(new URL(page.url()).pathname).toBe('/doctors-list/list');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('footer: /about-us ↔ /kk/about-us, and the home page ↔ /kk', async ({ page }) => {
    await page.goto('/about-us');
    await page
      .locator('footer')
      .getByRole('navigation', { name: 'Язык сайта' })
      .getByRole('link', { name: 'Қаз' })
      .click();
    await expect(page).toHaveURL(/\/kk\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Клиника туралы');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await page
      .locator('footer')
      .getByRole('navigation', { name: 'Сайт тілі' })
      .getByRole('link', { name: 'Рус' })
      .click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('О клинике');

    await page.goto('/kk');
    await page
      .locator('footer')
      .getByRole('navigation', { name: 'Сайт тілі' })
      .getByRole('link', { name: 'Рус' })
      .click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Диагностическая клиника в Алматы');
  });
});
