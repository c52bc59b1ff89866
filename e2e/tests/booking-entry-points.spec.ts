import type { Locator, Page } from '@playwright/test';
import { seed } from './support/api';
import {
  bookingDialog,
  expectStoredOnce,
  fillBooking,
  recordBookingPosts,
  uniqueName,
} from './support/booking';
import { expect, test } from './support/fixtures';

type Seed = Awaited<ReturnType<typeof seed>>;

interface Journey {
  name: string;
  /** Opens the page and returns the button that opens the dialog. */
  open(page: Page, data: Seed): Promise<Locator | null>;
  endpoint: string;
  /** The JSON the browser must send besides name and phone. */
  body(data: Seed): Record<string, unknown>;
  /** What the dialog shows about its target. */
  shows?(data: Seed): string;
  /** Where focus returns when the dialog closes, if not to the opener (the menu's button is gone by then). */
  focusBack?(page: Page): Locator;
}

// The fixture fails a test on a console error once the test uses it: every test here does.
test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([]);
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();

const JOURNEYS: Journey[] = [
  {
    name: 'a service page',
    open: async (page, { services }) => {
      await page.goto(`/services/details/${services[1]?.slug}`);
      return button(page, 'Записаться на прием');
    },
    endpoint: '/api/request-services',
    body: ({ services }) => ({ service_id: services[1]?.id }),
    shows: ({ services }) => `Услуга: ${services[1]?.name}`,
  },
  {
    name: 'a promotion page',
    open: async (page, { promotions }) => {
      await page.goto(`/promotions/${promotions[0]?.slug}`);
      return button(page, 'Записаться на прием');
    },
    endpoint: '/api/request-promotions',
    body: ({ promotions }) => ({ promotion_id: promotions[0]?.id }),
    shows: ({ promotions }) => `Акция: ${promotions[0]?.name}`,
  },
  {
    name: 'a doctor page',
    open: async (page, { doctors }) => {
      await page.goto(`/doctors-list/${doctors[0]?.slug}`);
      return button(page, 'Записаться на прием');
    },
    endpoint: '/api/request-doctors',
    body: ({ doctors }) => ({ doctor_id: doctors[0]?.id }),
    shows: ({ doctors }) => `Врач: ${doctors[0]?.name}`,
  },
  {
    name: 'a check-up page',
    open: async (page, { checkUps }) => {
      await page.goto(`/check-up/adults-details/${checkUps[0]?.slug}`);
      return button(page, 'Записаться на check-up');
    },
    endpoint: '/api/request-checkups',
    body: ({ checkUps }) => ({ checkup_id: checkUps[0]?.id }),
    shows: ({ checkUps }) => `Программа: ${checkUps[0]?.name}`,
  },
  {
    name: 'corporate clients',
    open: async (page) => {
      await page.goto('/corporate-clients');
      return button(page, 'Получить консультацию');
    },
    endpoint: '/api/application-feedback',
    body: () => ({ type: 'mail' }),
  },
  {
    name: 'contacts',
    open: async (page) => {
      await page.goto('/contacts');
      return button(page, 'заказать обратный звонок');
    },
    endpoint: '/api/application-feedback',
    body: () => ({ type: 'mail' }),
  },
  {
    name: 'the mobile menu',
    open: async (page) => {
      // The menu is the mobile layout's: the desktop project narrows its window to reach it.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await button(page, 'Меню').click();
      return button(page, 'Записаться онлайн');
    },
    endpoint: '/api/application-feedback',
    body: () => ({ type: 'mail' }),
    focusBack: (page) => button(page, 'Меню'),
  },
  {
    name: 'the analyses calculator',
    open: async (page) => {
      await page.goto('/analysis/list');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // On a phone the calculator is the summary behind the sticky button.
      if (test.info().project.name === 'mobile') {
        await page.getByRole('button', { name: /^Калькулятор анализов/ }).click();
      }
      return button(page, 'Записаться');
    },
    endpoint: '/api/application-feedback',
    body: () => ({ type: 'consult' }),
  },
];

for (const journey of JOURNEYS) {
  test(`from ${journey.name}, the dialog sends the right JSON to ${journey.endpoint}`, async ({
    page,
    request,
  }) => {
    const data = await seed(request);
    const opener = await journey.open(page, data);
    await opener?.click();
    const dialog = bookingDialog(page);
    await expect(dialog).toBeVisible();
    if (journey.shows) await expect(dialog).toContainText(journey.shows(data));

    const name = uniqueName('Айгуль');
    await fillBooking(dialog, `  ${name} `, '8 701 123 45 67');
    await expect(dialog.getByLabel('Телефон')).toHaveValue('+7 (701) 123-45-67');
    const sent = page.waitForRequest(
      (req) => req.method() === 'POST' && req.url().endsWith(journey.endpoint),
    );
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    const post = await sent;

    const body = { ...journey.body(data), name, phone: '77011234567' };
    expect(post.postDataJSON()).toEqual(body);
    expect(post.headers()['idempotency-key']).toMatch(/^[\w-]{16,100}$/);
    await expect(dialog.getByRole('status').filter({ hasText: 'Заявка отправлена' })).toBeVisible();
    await expect(dialog).toBeHidden();
    const focusBack = journey.focusBack?.(page) ?? opener;
    if (focusBack) await expect(focusBack).toBeFocused();
    await expectStoredOnce(name, body);
  });
}

test('one request per submission: a double click and Enter while sending send once', async ({
  page,
  request,
}) => {
  const { services } = await seed(request);
  const posts = recordBookingPosts(page);
  await page.route('**/api/request-services', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto(`/services/details/${services[0]?.slug}`);
  await button(page, 'Записаться на прием').click();
  const dialog = bookingDialog(page);
  const name = uniqueName('Данияр');
  await fillBooking(dialog, name, '+7 701 123 4567');
  const submit = dialog.getByRole('button', { name: 'Отправить' });
  await submit.dblclick();
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Ваше имя').press('Enter');
  await expect(dialog.getByRole('status').filter({ hasText: 'Заявка отправлена' })).toBeVisible();
  expect(posts).toHaveLength(1);
  await expectStoredOnce(name, { service_id: services[0]?.id, name, phone: '77011234567' });
});
