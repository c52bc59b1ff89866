import type { BookingRequest, Doctor } from '@clinic/shared';
import { formatPrice, formatReviewTime } from '@clinic/shared/core';
import type { Page } from '@playwright/test';
import { apiData } from './support/api';
import {
  bookingDialog,
  expectStoredOnce,
  pickedDay,
  pickNextSaturday,
  preferredDayLine,
  recordBookingPosts,
  sendBookingForm,
  uniqueName,
} from './support/booking';
import { expect, onPhone, test } from './support/fixtures';

const ruPlural = (n: number, one: string, few: string, many: string) => {
  const rule = new Intl.PluralRules('ru').select(n);
  return `${n} ${rule === 'one' ? one : rule === 'few' ? few : many}`;
};

/** A doctor of the API with the most reviews sent: the page has something to show in every part. */
async function reviewedDoctor(page: Page): Promise<Doctor> {
  const doctors = await apiData<Doctor[]>(page.request, '/doctors');
  return [...doctors].sort((a, b) => b.reviews.length - a.reviews.length)[0]!;
}

/** Records every `bookingRequested` on the bus, read from the one @clinic/shared the shell shares. */
async function recordBookings(page: Page) {
  await page.evaluate(() => {
    type Versions = Record<
      string,
      { lib?: () => { bookingRequested: { watch(fn: (r: unknown) => void): void } } }
    >;
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Versions> }> };
      }
    ).__FEDERATION__.__SHARE__;
    const versions = Object.values(share)
      .map((host) => host.default['@clinic/shared'])
      .find(Boolean)!;
    const shared = Object.values(versions)[0]!.lib!();
    const log: unknown[] = [];
    (window as unknown as { bookings: unknown[] }).bookings = log;
    shared.bookingRequested.watch((request) => log.push(request));
  });
  return () => page.evaluate(() => (window as unknown as { bookings: BookingRequest[] }).bookings);
}

test('the doctor page shows the profile, both prices and the reviews', async ({ page }) => {
  const doctor = await reviewedDoctor(page);
  const review = doctor.reviews[0]!;
  await page.goto(`/doctors-list/${doctor.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
  const main = page.locator('main');
  await expect(main).toContainText(`Первичный прием${formatPrice(doctor.first_appointment.price)}`);
  await expect(main).toContainText(`Повторный прием${formatPrice(doctor.repeated_appointment.price)}`);
  await expect(main).toContainText(`стаж ${ruPlural(doctor.experience, 'год', 'года', 'лет')}`);
  await expect(main).toContainText(ruPlural(doctor.reviews_count, 'отзыв', 'отзыва', 'отзывов'));
  await expect(main).toContainText(doctor.rating.toFixed(1).replace('.', ','));
  await expect(
    page.getByRole('img', { name: `Рейтинг ${doctor.rating.toFixed(1).replace('.', ',')} из 5` }).first(),
  ).toBeVisible();

  if (onPhone()) {
    await page.getByRole('link', { name: 'Отзывы', exact: true }).click();
  } else {
    await expect(page.getByRole('region', { name: 'Карточка врача' })).toContainText(doctor.description);
    const reviews = page.getByRole('region', { name: 'Отзывы о враче' });
    await expect(reviews.getByRole('navigation', { name: 'Отзывы по оценке' }).getByRole('link')).toHaveText([
      `Все (${doctor.reviews_count})`,
      `Положительные (${doctor.reviews_count})`,
      'Отрицательные (0)',
    ]);
  }
  const list = page.getByRole('list', { name: 'Отзывы' });
  await expect(list.getByRole('listitem')).toHaveCount(doctor.reviews.length);
  await expect(list.getByRole('listitem').first()).toContainText(review.review);
  await expect(list.getByRole('listitem').first()).toContainText(formatReviewTime(review.created_at));
  expect(formatReviewTime(review.created_at)).toMatch(/^\d\d:\d\d \d\d\.\d\d\.\d\d$/);
});

test('sign-up fires bookingRequested with the id of the doctor of the route', async ({ page }) => {
  const doctor = (await apiData<Doctor[]>(page.request, '/doctors'))[4]!;
  await page.goto(`/doctors-list/${doctor.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
  const bookings = await recordBookings(page);
  await page.getByRole('link', { name: 'Записаться на прием' }).click();
  // With the day the week picker has picked: today, as nothing else was picked.
  const preferredDate = await pickedDay(page);
  expect(await bookings()).toEqual([{ kind: 'doctor', targetId: doctor.id, preferredDate }]);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the tabs: О враче / Отзывы on mobile, all / positive / negative reviews on desktop, as links', async ({
  page,
}) => {
  const doctor = await reviewedDoctor(page);
  const path = `/doctors-list/${doctor.slug}`;
  await page.goto(path);
  const tab = (name: RegExp | string) => page.getByRole('link', { name, exact: typeof name === 'string' });
  const reviewList = page.getByRole('list', { name: 'Отзывы' }).getByRole('listitem');
  if (!onPhone()) {
    const column = page.getByRole('region', { name: 'Отзывы о враче' });
    await expect(tab(/^Все \(/)).toHaveAttribute('aria-current', 'page');
    await expect(reviewList).toHaveCount(doctor.reviews.length);
    await tab(/^Отрицательные/).click();
    await expect(page).toHaveURL(`${path}?tab=negative`);
    await expect(tab(/^Отрицательные/)).toHaveAttribute('aria-current', 'page');
    await expect(column).toContainText('Отрицательных отзывов нет.');
    await tab(/^Положительные/).click();
    await expect(reviewList).toHaveCount(doctor.reviews.length);
    // Back returns to the tab before.
    await page.goBack();
    await expect(column).toContainText('Отрицательных отзывов нет.');
    return;
  }
  const card = page.getByRole('main');
  await expect(tab('О враче')).toHaveAttribute('aria-current', 'page');
  await expect(card).toContainText(doctor.description);
  await expect(card).toContainText('Образование');
  await expect(card).toContainText(doctor.education[0]!.university);
  await tab('Отзывы').click();
  await expect(page).toHaveURL(`${path}?tab=reviews`);
  await expect(tab('Отзывы')).toHaveAttribute('aria-current', 'page');
  await expect(reviewList.first()).toContainText(doctor.reviews[0]!.review);
  await expect(card).not.toContainText(doctor.description);
  await tab('О враче').click();
  await expect(page).toHaveURL(path);
  await expect(card).toContainText(doctor.description);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a tab’s link shows that tab, rendered by the server', async ({ page }) => {
    const doctor = await reviewedDoctor(page);
    await page.goto(`/doctors-list/${doctor.slug}`);
    const name = onPhone() ? 'Отзывы' : /^Отрицательные/;
    await page.getByRole('link', { name, exact: typeof name === 'string' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=${onPhone() ? 'reviews' : 'negative'}$`));
    await expect(page.getByRole('main')).toContainText(
      onPhone() ? doctor.reviews[0]!.review : 'Отрицательных отзывов нет.',
    );
  });
});

test('the week picker: Monday first, past days greyed, today marked, next and previous week', async ({
  page,
}) => {
  // Wednesday 13 May 2026, 10:00 in Almaty.
  await page.clock.setFixedTime(new Date('2026-05-13T05:00:00Z'));
  const doctor = (await apiData<Doctor[]>(page.request, '/doctors'))[0]!;
  await page.goto(`/doctors-list/${doctor.slug}`);
  const list = page.getByRole('list', { name: 'Дни недели' });
  // The days a patient may pick are links (to this page with `?day=`); the past ones are marked, not links.
  const days = list.locator('li > *');
  await expect(page.getByText('Май 2026')).toBeVisible();
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveText(/^пн\s*11\s*мая/);
  await expect(days.nth(0)).toHaveAttribute('aria-disabled', 'true');
  await expect(days.nth(1)).toHaveAttribute('aria-disabled', 'true');
  await expect(list.getByRole('link')).toHaveCount(5);
  const today = list.getByRole('link', { name: /^ср\s*13\s*мая\s*сегодня$/ });
  await expect(today).toHaveAttribute('aria-current', 'true');
  await expect(today).toContainText('сегодня');
  await expect(page.getByRole('button', { name: 'Предыдущая неделя' })).toBeDisabled();

  await page.getByRole('button', { name: 'Следующая неделя' }).click();
  await expect(days.first()).toHaveText(/^пн\s*18\s*мая/);
  await expect(list.getByRole('link')).toHaveCount(7);
  await days.nth(2).click();
  await expect(days.nth(2)).toHaveAttribute('aria-current', 'true');
  // With scripts a tap picks the day in place, and the address says so (as the day's link would).
  await expect(page).toHaveURL(new RegExp(`/doctors-list/${doctor.slug}\\?day=2026-05-20$`));
  await page.getByRole('button', { name: 'Предыдущая неделя' }).click();
  await expect(days.first()).toHaveText(/^пн\s*11\s*мая/);
});

test('the tapped day is in the address: a reload, a tab and the language switch keep it', async ({
  page,
}) => {
  const doctor = (await apiData<Doctor[]>(page.request, '/doctors'))[0]!;
  const tab = onPhone() ? 'reviews' : 'negative';
  await page.goto(`/doctors-list/${doctor.slug}?tab=${tab}`);
  const entries = await page.evaluate(() => history.length);
  const day = await pickNextSaturday(page);
  // The address's day replaces the entry (a pick is no new page for Back), the tab kept.
  await expect(page).toHaveURL(new RegExp(`/doctors-list/${doctor.slug}\\?tab=${tab}&day=${day}$`));
  expect(await page.evaluate(() => history.length)).toBe(entries);

  await page.reload();
  expect(await pickedDay(page)).toBe(day);
  // A tab's link keeps the day: the first tab is the bare address with it.
  await page
    .getByRole('link', { name: onPhone() ? 'О враче' : /^Все \(/, exact: onPhone() || undefined })
    .click();
  await expect(page).toHaveURL(new RegExp(`/doctors-list/${doctor.slug}\\?day=${day}$`));
  expect(await pickedDay(page)).toBe(day);

  await page.locator('footer').getByRole('link', { name: 'Қаз' }).click();
  await expect(page).toHaveURL(new RegExp(`/kk/doctors-list/${doctor.slug}\\?day=${day}$`));
  await expect(page.locator('html[data-page-ready]')).toBeAttached();
  const picked = page.locator('ul[aria-label="Апта күндері"] a[aria-current="true"]');
  await expect(picked).toHaveAttribute('data-day', day);
  // A tap on the Kazakh page stays on the Kazakh page.
  const friday = page.locator(`ul[aria-label="Апта күндері"] a[data-day]`).nth(4);
  const fridayIso = await friday.getAttribute('data-day');
  await friday.click();
  await expect(page).toHaveURL(new RegExp(`/kk/doctors-list/${doctor.slug}\\?day=${fridayIso}$`));
  await page.reload();
  await expect(picked).toHaveAttribute('data-day', fridayIso ?? '');
});

test('the picked day travels: the dialog shows it, the request carries it, the clinic stores it', async ({
  page,
}) => {
  const doctor = (await apiData<Doctor[]>(page.request, '/doctors'))[0]!;
  await page.goto(`/doctors-list/${doctor.slug}`);
  const day = await pickNextSaturday(page);
  const posts = recordBookingPosts(page);
  await page.getByRole('link', { name: 'Записаться на прием', exact: true }).first().click();
  const dialog = bookingDialog(page);
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Запись к врачу');
  await expect(dialog.getByText(preferredDayLine(day))).toBeVisible();
  const name = uniqueName('Суббота');
  await sendBookingForm(dialog, name, '701 555 66 77');
  await expect(dialog.getByRole('status').filter({ hasText: 'Заявка отправлена' })).toBeVisible();
  const sent = { doctor_id: doctor.id, name, phone: '77015556677', preferred_date: day };
  expect(posts.map((post) => post.postDataJSON())).toEqual([sent]);
  await expectStoredOnce(name, sent);
});

test('a doctor without a photo shows the placeholder', async ({ page }) => {
  const doctor = (await apiData<Doctor[]>(page.request, '/doctors')).find((item) => !item.image)!;
  await page.goto(`/doctors-list/${doctor.slug}`);
  await expect(page.getByRole('img', { name: `${doctor.name}: фото пока нет` })).toBeVisible();
});

test('an unknown doctor gets a Russian not-found message with a way back', async ({ page }) => {
  await page.goto('/doctors-list/no-such-doctor');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await page.getByRole('link', { name: 'Все врачи' }).click();
  await expect(page).toHaveURL(/\/doctors-list\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Врачи' })).toBeVisible();
});

test.describe('when the doctor cannot be read', () => {
  test.use({ allowConsoleErrors: true });
  test('a Russian error with a retry that recovers', async ({ page }) => {
    // The first doctor: the list links to that one in both layouts (the desktop one selects the others).
    const doctor = (await apiData<Doctor[]>(page.request, '/doctors'))[0]!;
    let failures = 1;
    // The server renders a doctor's page with the doctor; the browser reads one itself on the way from the list.
    await page.goto('/doctors-list/list');
    await page.route(`**/api/doctors/${doctor.id}`, (route) =>
      failures-- > 0 ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
    );
    await page
      .getByRole('main')
      .locator(`a[href="/doctors-list/${doctor.slug}"]`)
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.getByRole('alert')).toContainText('Не удалось загрузить данные');
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
  });
});
