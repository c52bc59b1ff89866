import fs from 'node:fs';
import path from 'node:path';
import type { CheckUpPackage, ServiceCategory } from '@clinic/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiData, plain, seed } from './support/api';
import { expect, onPhone, test } from './support/fixtures';
import { expectNoRussianUi } from './support/languages';

/**
 * The catalogue remote in Kazakh (`/kk/…`): every route kind and the home page's widgets show its words from its
 * Kazakh catalogues, prices with «бастап», links that stay in Kazakh, and the server's HTML already in Kazakh.
 */

const MESSAGES = path.resolve(__dirname, '../../mfe-catalog/src/messages');
const read = (file: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(MESSAGES, file), 'utf8'));
const KK = read('kk.json');
const WIDGETS_RU = read('widgets/ru.json');
const WIDGETS_KK = read('widgets/kk.json');

/**
 * The widgets' Russian words (their own catalogue, which `expectNoRussianUi` does not read): each message's text
 * without its placeholders, where Kazakh says it otherwise.
 */
const RUSSIAN_WIDGET_WORDS = Object.entries(WIDGETS_RU)
  .filter(([id, message]) => WIDGETS_KK[id] !== message)
  .flatMap(([, message]) => message.split(/\{[^}]*\}/))
  .map((part) => part.trim())
  .filter((part) => /[а-яё]{3}/i.test(part));

/** What the API sends that the catalogue's pages show as it is (names, descriptions, tags, rich text). */
async function apiTexts(request: APIRequestContext): Promise<string[]> {
  // As a Kazakh page asks for them: Kazakh where the API has it, Russian field by field where not.
  const { services, promotions, parents, checkUps, doctors } = await seed(request, 'kk');
  const categories = await apiData<ServiceCategory[]>(request, '/category-services', 'kk');
  const packages = await apiData<CheckUpPackage[]>(request, '/check-up-packages', 'kk');
  const html = (value?: string | null) => (value ?? '').split(/<[^>]*>/);
  const texts = [
    ...categories.map((item) => item.name),
    ...services.flatMap((item) => [
      item.name,
      item.description,
      item.warning,
      ...html(item.list_description),
      ...(item.journey_description ?? []).flatMap((step) => [step.name, step.description]),
    ]),
    ...promotions.flatMap((item) => [
      item.name,
      item.description,
      item.warning,
      ...html(item.list_description),
      ...html(item.journey_description),
    ]),
    ...parents.flatMap((item) => [item.name, item.short_description, ...item.short_tags]),
    ...checkUps.flatMap((item) => [item.name, item.description]),
    ...packages.flatMap((item) => [
      item.name,
      ...item.program_description.flatMap((part) => html(part.description)),
    ]),
    ...doctors.map((doctor) => plain(doctor.name)),
  ];
  // The longest first: a name is taken out whole before a shorter one inside it.
  return [...new Set(texts.map((text) => (text ?? '').trim()).filter((text) => text.length > 1))].sort(
    (a, b) => b.length - a.length,
  );
}

/** The shown text has none of the widgets' Russian words, the API's content aside. */
async function expectNoRussianWidgetWords(scope: Page | Locator, skip: readonly string[]) {
  const shown = 'goto' in scope ? await scope.locator('body').innerText() : await scope.innerText();
  const visible = skip.reduce((text, content) => text.split(content).join(' '), shown);
  expect(RUSSIAN_WIDGET_WORDS.filter((word) => visible.includes(word))).toEqual([]);
}

/** Every link of the page's own addresses stays in Kazakh (the language switch aside, and the API's files). */
async function expectLinksInKazakh(page: Page) {
  const hrefs = await page
    .locator('a[href^="/"]:not([hreflang])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const own = hrefs.filter((href) => !href.startsWith('/media/'));
  expect(own.length).toBeGreaterThan(0);
  expect(own.filter((href) => href !== '/kk' && !href.startsWith('/kk/'))).toEqual([]);
}

/** Kazakh words of the catalogue each route kind shows (both layouts), by message id. */
const ROUTES = (mobile: boolean) => [
  {
    path: '/kk/services/top',
    words: ['services.title', 'promotions.blockTitle'],
    title: 'services.metaTitle',
  },
  {
    path: '/kk/services/category/ultrasound',
    words: mobile ? ['services.promoPrice'] : ['services.forChildren'],
  },
  {
    path: '/kk/services/details/uzi-bryushnoy-polosti',
    words: ['offer.price', 'offer.audience', 'offer.book', 'offer.journey', 'services.otherPromotions'],
  },
  {
    path: '/kk/promotions/list',
    words: ['tab.all', 'tab.childhood', 'promotions.title'],
    title: 'promotions.blockTitle',
  },
  { path: '/kk/promotions/list?category=eco', words: ['tab.eco', 'promotions.title'] },
  {
    path: '/kk/promotions/kompleksnoe-uzi',
    words: ['offer.book', 'promotions.journey', mobile ? 'promotions.others' : 'promotions.preparation'],
  },
  {
    path: '/kk/check-up/list',
    words: mobile
      ? ['checkUps.introMobile', 'checkUps.consult']
      : ['checkUps.whyUs', 'checkUps.packagesButton'],
    title: 'checkUps.metaTitle',
  },
  {
    path: '/kk/check-up/adults/zhenskoe-zdorove',
    words: mobile ? ['checkUps.consult', 'checkUps.otherPackages'] : [],
  },
  { path: '/kk/check-up/adults-details/zhenskiy-bazovyy', words: ['checkUps.packages', 'checkUps.book'] },
  { path: '/kk/services/details/no-such-service', words: ['notFound.allServices'] },
  { path: '/kk/services/no/such/page', words: ['notFound.allServices'] },
  { path: '/kk/promotions/no-such-promotion', words: ['notFound.allPromotions'] },
  { path: '/kk/check-up/nothing-here', words: ['notFound.allCheckUps'] },
];

test.describe('the catalogue in Kazakh', () => {
  test('every route kind: Kazakh words and titles, no Russian UI, links under /kk/', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const skip = await apiTexts(request);
    for (const route of ROUTES(onPhone())) {
      await page.goto(route.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
      for (const id of route.words) await expect(page.getByText(KK[id]!).first()).toBeVisible();
      if (route.title) await expect(page).toHaveTitle(new RegExp(`^${KK[route.title]}`));
      await expectNoRussianUi(page, skip);
      await expectNoRussianWidgetWords(page, skip);
      await expectLinksInKazakh(page);
    }
  });

  test('prices say «бастап» after the price, and minutes keep the singular noun', async ({ page }) => {
    await page.goto('/kk/services/top');
    await expect(page.getByText(/^\d[\d\s]*\s₸ бастап$/).first()).toBeVisible();
    await expect(page.getByText(/^от /)).toHaveCount(0);
    await page.goto('/kk/check-up/adults-details/zhenskiy-bazovyy');
    await expect(page).toHaveTitle(/ — [\d\s]+\s₸ бастап — /);
    await expect(page.getByText('Әйелдерге').first()).toBeVisible();
    await page.goto('/kk/check-up/list');
    if (!onPhone()) await expect(page.getByText('+50 маман')).toBeVisible();
    await expect(page.getByText(/[\d\s]+\s₸ бастап/).first()).toBeVisible();
  });

  test('«Нәтиже/40 минут» on a promotion @desktop', async ({ page }) => {
    await page.goto('/kk/promotions/kompleksnoe-uzi');
    await expect(page.getByText('Нәтиже/')).toBeVisible();
    await expect(page.getByText('40 минут', { exact: true })).toBeVisible();
  });

  test('the home page’s widgets in Kazakh, their links under /kk/', async ({ page, request }) => {
    const skip = await apiTexts(request);
    await page.goto('/kk');
    const tiles = page.getByRole('navigation', { name: WIDGETS_KK['tiles.label'] });
    const checkUps = page.getByRole('region', { name: WIDGETS_KK['checkUps.title'] });
    await expect(tiles.getByRole('link').first()).toHaveAttribute('href', /^\/kk\/services\/details\//);
    await expect(checkUps.getByRole('link', { name: WIDGETS_KK['checkUps.all'] })).toHaveAttribute(
      'href',
      '/kk/check-up/list',
    );
    await expect(checkUps.getByText(/[\d\s]+\s₸ бастап/).first()).toBeVisible();
    const widgets = [tiles, checkUps];
    if (!onPhone()) {
      const promotions = page.getByRole('region', { name: WIDGETS_KK['promotions.title'], exact: true });
      // Below the fold: loaded as the patient scrolls near it.
      await page.mouse.wheel(0, 3000);
      await expect(promotions.getByRole('link', { name: WIDGETS_KK['promotions.allLink'] })).toHaveAttribute(
        'href',
        '/kk/promotions/list',
      );
      widgets.push(promotions);
    }
    for (const widget of widgets) await expectNoRussianWidgetWords(widget, skip);
  });
});

test.describe('the catalogue in Kazakh without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server’s HTML of the pages and of the home widgets is Kazakh', async ({ page, request }) => {
    const skip = await apiTexts(request);
    for (const route of ROUTES(onPhone()).slice(0, 9)) {
      await page.goto(route.path);
      for (const id of route.words) await expect(page.getByText(KK[id]!).first()).toBeAttached();
      await expectNoRussianUi(page, skip);
      await expectNoRussianWidgetWords(page, skip);
    }
    await page.goto('/kk');
    await expect(page.getByRole('navigation', { name: WIDGETS_KK['tiles.label'] })).toBeAttached();
    const checkUps = page.getByRole('region', { name: WIDGETS_KK['checkUps.title'] });
    await expect(checkUps.getByText(/[\d\s]+\s₸ бастап/).first()).toBeAttached();
    await expectNoRussianWidgetWords(checkUps, skip);
  });
});
