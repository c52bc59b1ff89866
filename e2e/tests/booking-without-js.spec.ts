import type { BookingKind } from '@clinic/shared';
import type { Page } from '@playwright/test';
import { seed } from './support/api';
import { expectStoredOnce, preferredDayLine, sendBookingForm, uniqueName } from './support/booking';
import { entryPoint, type Seed } from './support/bookingJourneys';
import { expect, onPhone, test } from './support/fixtures';

/**
 * Booking with JavaScript off: every kind's entry point is a link to its booking page, whose form
 * posts to the site server; the booking remote's server code sends the dialog's request and redirects.
 */
test.use({ javaScriptEnabled: false });

interface Entry {
  kind: BookingKind;
  /** Opens the page the patient books from, at this width. */
  from(data: Seed, mobile: boolean): string;
  link: (mobile: boolean) => string;
  title: (mobile: boolean) => string;
  /** The body the API stores besides name and phone. */
  data(data: Seed): Record<string, unknown>;
}

const ENTRIES: Entry[] = [
  {
    kind: 'services',
    from: ({ services }) => `/services/details/${services[0]?.slug}`,
    link: () => 'Записаться на прием',
    title: () => 'Запись на прием',
    data: ({ services }) => ({ service_id: services[0]?.id }),
  },
  {
    kind: 'promotion',
    from: ({ promotions }) => `/promotions/${promotions[0]?.slug}`,
    link: () => 'Записаться на прием',
    title: () => 'Запись по акции',
    data: ({ promotions }) => ({ promotion_id: promotions[0]?.id }),
  },
  {
    kind: 'doctor',
    from: ({ doctors }) => `/doctors-list/${doctors[0]?.slug}`,
    link: () => 'Записаться на прием',
    title: () => 'Запись к врачу',
    data: ({ doctors }) => ({ doctor_id: doctors[0]?.id }),
  },
  {
    kind: 'checkup',
    from: ({ checkUps }) => `/check-up/adults-details/${checkUps[0]?.slug}`,
    link: () => 'Записаться на check-up',
    title: () => 'Запись на check-up',
    data: ({ checkUps }) => ({ checkup_id: checkUps[0]?.id }),
  },
  {
    kind: 'consult',
    // The desktop calculator's 'Записаться'; on a phone the calculator is behind a button, the check-ups'
    // 'Получить консультацию' is the same request.
    from: (_, mobile) => (mobile ? '/check-up/list' : '/analysis/list'),
    link: (mobile) => (mobile ? 'Получить консультацию' : 'Записаться'),
    title: (mobile) => (mobile ? 'Консультация' : 'Запись на анализы'),
    data: () => ({ type: 'consult' }),
  },
  {
    kind: 'mail',
    from: () => '/contacts',
    link: () => 'заказать обратный звонок',
    title: () => 'Обратный звонок',
    data: () => ({ type: 'mail' }),
  },
];

async function openForm(page: Page, entry: Entry, data: Seed, mobile: boolean) {
  await page.goto(entry.from(data, mobile));
  await entryPoint(page, entry.link(mobile)).click();
  // A doctor's booking page carries the day picked on the doctor's page (today unless another was picked).
  // The calculator's «Записаться» names itself: `?entry=analyses`, the title of those words.
  const query = entry.kind === 'doctor' ? DAY_QUERY : '(\\?entry=analyses)?';
  await expect(page).toHaveURL(new RegExp(`/booking/${entry.kind}(/\\d+)?${query}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title(mobile));
}

const DAY_QUERY = '\\?day=(\\d{4}-\\d{2}-\\d{2})';
/** The day in a doctor's booking page address, with what the API stores for it; nothing for other kinds. */
function dayOf(page: Page): Record<string, string> {
  const day = new URL(page.url()).searchParams.get('day');
  return day ? { preferred_date: day } : {};
}

for (const entry of ENTRIES) {
  test(`${entry.kind}: the entry point’s booking page sends the request once, as 7 and ten digits`, async ({
    page,
    request,
  }) => {
    const data = await seed(request);
    const name = uniqueName('Без скриптов');
    await openForm(page, entry, data, onPhone());
    const day = dayOf(page);
    await sendBookingForm(page, name, '701 555 66 77');
    await expect(page).toHaveURL(/\/booking\/sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заявка отправлена');
    await expectStoredOnce(name, { name, phone: '77015556677', ...entry.data(data), ...day });
    // Post/Redirect/Get: reloading the confirmation sends nothing again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заявка отправлена');
    await expectStoredOnce(name, { name, phone: '77015556677', ...entry.data(data), ...day });
  });
}

test('a wrong phone comes back with its message beside the field and the name kept; nothing is sent', async ({
  page,
  request,
}) => {
  const data = await seed(request);
  const name = uniqueName('Неполный номер');
  await openForm(page, ENTRIES[2]!, data, onPhone());
  const day = dayOf(page);
  await page.getByLabel('Ваше имя').fill(name);
  await page.getByLabel('Телефон').fill('701 555');
  await page.getByRole('button', { name: 'Отправить' }).click();
  // The form posts to its whole address: the page that comes back keeps the day.
  await expect(page).toHaveURL(new RegExp(`/booking/doctor/\\d+${DAY_QUERY}$`));
  await expect(page.getByText(preferredDayLine(day.preferred_date!))).toBeVisible();
  await expect(page.getByLabel('Ваше имя')).toHaveValue(name);
  await expect(page.getByLabel('Телефон')).toHaveValue('701 555');
  await expect(page.getByText('Введите номер полностью: +7 (XXX) XXX-XX-XX')).toBeVisible();
  await expect(page.getByText('Нужно ваше согласие на обработку персональных данных')).toBeVisible();
  // Corrected, it goes through once.
  await page.getByLabel('Телефон').fill('8 701 555 66 77');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page).toHaveURL(/\/booking\/sent$/);
  await expectStoredOnce(name, { name, phone: '77015556677', doctor_id: data.doctors[0]?.id, ...day });
});

test('a day picked on the doctor’s page goes to the booking page, is shown there and is stored with the request', async ({
  page,
  request,
}) => {
  const { doctors } = await seed(request);
  const doctor = doctors[0]!;
  await page.goto(`/doctors-list/${doctor.slug}`);
  // The last day of this week the clinic takes (its links are real links: the page again with `?day=`).
  const offered = page.getByRole('list', { name: 'Дни недели' }).getByRole('link');
  const day = (await offered.last().getAttribute('data-day'))!;
  await offered.last().click();
  await expect(page).toHaveURL(new RegExp(`/doctors-list/${doctor.slug}\\?day=${day}$`));
  await expect(page.locator(`a[data-day="${day}"]`)).toHaveAttribute('aria-current', 'true');
  await entryPoint(page, 'Записаться на прием').click();
  await expect(page).toHaveURL(new RegExp(`/booking/doctor/${doctor.id}\\?day=${day}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Запись к врачу');
  await expect(page.getByText(preferredDayLine(day))).toBeVisible();
  const name = uniqueName('День без скриптов');
  await sendBookingForm(page, name, '701 555 66 77');
  await expect(page).toHaveURL(/\/booking\/sent$/);
  await expectStoredOnce(name, { name, phone: '77015556677', doctor_id: doctor.id, preferred_date: day });
});

test('a kept link with a day that can no longer be booked opens the plain form, and the request goes through', async ({
  page,
  request,
}) => {
  const { doctors } = await seed(request);
  const doctor = doctors[0]!;
  await page.goto(`/booking/doctor/${doctor.id}?day=2020-01-01`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Запись к врачу');
  await expect(page.getByText(/^Желаемый день/)).toHaveCount(0);
  const name = uniqueName('Старая ссылка');
  await sendBookingForm(page, name, '701 555 66 77');
  await expect(page).toHaveURL(/\/booking\/sent$/);
  await expectStoredOnce(name, { name, phone: '77015556677', doctor_id: doctor.id });
});

test('«Записаться онлайн» and the corporate «Получить консультацию» open booking pages titled as their words', async ({
  page,
}) => {
  await page.goto('/corporate-clients');
  await entryPoint(page, 'Получить консультацию').click();
  await expect(page).toHaveURL(/\/booking\/mail\?entry=consultation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Консультация');
  // The home page's online-booking card is the desktop layout's (the server picks the layout by the device).
  if (onPhone()) return;
  await page.goto('/');
  await entryPoint(page, 'Записаться онлайн').click();
  await expect(page).toHaveURL(/\/booking\/mail\?entry=online$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Онлайн-запись');
});

test('the consent link opens the consent text; a forged post is a 400 page and sends nothing', async ({
  page,
  request,
}) => {
  await page.goto('/booking/mail');
  const form = page.locator('form[method="post"]');
  await expect(form.getByRole('link', { name: 'обработку персональных данных' })).toHaveAttribute(
    'href',
    '/personal-data',
  );
  const forged = await request.post('/booking/vip', {
    form: { name: 'Айгуль', phone: '7015556677', consent: 'yes', key: '00000000000000000000000000000000' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(400);
  expect(await forged.text()).toContain('Заявка не принята');
});

test('two patients on the same booking page at once each get a form of their own, and both bookings arrive', async ({
  browser,
}, testInfo) => {
  // Within the page cache's few seconds: a kept form would hand the second patient the first one's idempotency
  // key, and the API would take their booking for a repeat of the first and drop it.
  const { baseURL, viewport, userAgent, isMobile: mobile, hasTouch } = testInfo.project.use;
  const options = { baseURL, viewport, userAgent, isMobile: mobile, hasTouch, javaScriptEnabled: false };
  const patients = await Promise.all([browser.newContext(options), browser.newContext(options)]);
  try {
    const pages = await Promise.all(patients.map((context) => context.newPage()));
    const responses = [];
    for (const page of pages) responses.push(await page.goto('/booking/mail'));
    for (const response of responses) expect(response?.headers()['cache-control']).toBe('no-store');
    const keys = await Promise.all(
      pages.map((page) => page.locator('form[method="post"] input[name="key"]').inputValue()),
    );
    expect(keys[0]).not.toBe(keys[1]);
    const names = [uniqueName('Первый пациент'), uniqueName('Второй пациент')];
    for (const [i, page] of pages.entries()) {
      await sendBookingForm(page, names[i] ?? '', '701 555 66 77');
      await expect(page).toHaveURL(/\/booking\/sent$/);
    }
    for (const name of names) await expectStoredOnce(name, { name, phone: '77015556677', type: 'mail' });
  } finally {
    await Promise.all(patients.map((context) => context.close()));
  }
});
