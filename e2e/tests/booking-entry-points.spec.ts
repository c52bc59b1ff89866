import { seed } from './support/api';
import {
  bookingDialog,
  expectStoredOnce,
  fillBooking,
  pickedDay,
  preferredDayLine,
  recordBookingPosts,
  uniqueName,
} from './support/booking';
import { entryPoint, JOURNEYS, type Seed } from './support/bookingJourneys';
import { expect, test } from './support/fixtures';

// The fixture fails a test on a console error once the test uses it: every test here does.
test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([]);
});

for (const journey of JOURNEYS) {
  test(`from ${journey.name}, the dialog sends the right JSON to ${journey.endpoint}`, async ({
    page,
    request,
  }) => {
    const data = await seed(request);
    const opener = await journey.open(page, data);
    // The doctor page's picked day (today until the patient picks another) goes with the booking.
    const day = journey.picksDay ? await pickedDay(page) : undefined;
    await opener?.click();
    const dialog = bookingDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(journey.title);
    if (journey.shows) await expect(dialog).toContainText(journey.shows(data));
    if (day) await expect(dialog).toContainText(preferredDayLine(day));

    const name = uniqueName('Айгуль');
    await fillBooking(dialog, `  ${name} `, '8 701 123 45 67');
    await expect(dialog.getByLabel('Телефон')).toHaveValue('+7 (701) 123-45-67');
    const sent = page.waitForRequest(
      (req) => req.method() === 'POST' && req.url().endsWith(journey.endpoint),
    );
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    const post = await sent;

    const body = { ...journey.body(data), name, phone: '77011234567', ...(day && { preferred_date: day }) };
    expect(post.postDataJSON()).toEqual(body);
    expect(post.headers()['idempotency-key']).toMatch(/^[\w-]{16,100}$/);
    await expect(dialog.getByRole('status').filter({ hasText: 'Заявка отправлена' })).toBeVisible();
    await expect(dialog).toBeHidden();
    const focusBack = journey.focusBack?.(page) ?? opener;
    if (focusBack) await expect(focusBack).toBeFocused();
    await expectStoredOnce(name, body);
  });
}

/**
 * The entry points no journey above goes through, each with the dialog its words promise: the home page's
 * online-booking card, the check-ups' consultation, the doctors list's selected doctor.
 */
const MORE_ENTRY_POINTS: Array<{
  name: string;
  path: (data: Seed) => string;
  link: string;
  title: string;
  /** The layout the button is in: the other project resizes its window to reach it. */
  width?: 390 | 1280;
}> = [
  {
    name: 'the home page’s online booking',
    path: () => '/',
    link: 'Записаться онлайн',
    title: 'Онлайн-запись',
    width: 1280,
  },
  {
    name: 'the check-ups list',
    path: () => '/check-up/list',
    link: 'Получить консультацию',
    title: 'Консультация',
    width: 390,
  },
  {
    name: 'a check-up category (its first programme open)',
    path: ({ parents }) => `/check-up/adults/${parents[0]?.slug}`,
    link: 'Получить консультацию',
    title: 'Консультация',
    width: 390,
  },
  {
    name: 'the doctors list',
    path: () => '/doctors-list/list',
    link: 'Записаться на прием',
    title: 'Запись к врачу',
    width: 1280,
  },
];

for (const entry of MORE_ENTRY_POINTS) {
  test(`from ${entry.name}, «${entry.link}» opens «${entry.title}»`, async ({ page, request }) => {
    if (entry.width) await page.setViewportSize({ width: entry.width, height: 900 });
    await page.goto(entry.path(await seed(request)));
    const opener = entryPoint(page, entry.link);
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const dialog = bookingDialog(page);
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(entry.title);
  });
}

test('one request per submission: a double click and Enter while sending send once', async ({
  page,
  request,
}) => {
  const { services } = await seed(request);
  const posts = recordBookingPosts(page);
  // The post is held until the second attempt has been made, however slow the machine: the answer must not close
  // the form before Enter is pressed in it.
  let release = () => {};
  const secondAttemptMade = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/request-services', async (route) => {
    await secondAttemptMade;
    await route.continue();
  });
  await page.goto(`/services/details/${services[0]?.slug}`);
  await entryPoint(page, 'Записаться на прием').click();
  const dialog = bookingDialog(page);
  const name = uniqueName('Данияр');
  await fillBooking(dialog, name, '+7 701 123 4567');
  const submit = dialog.getByRole('button', { name: 'Отправить' });
  await submit.dblclick();
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Ваше имя').press('Enter');
  release();
  await expect(dialog.getByRole('status').filter({ hasText: 'Заявка отправлена' })).toBeVisible();
  expect(posts).toHaveLength(1);
  await expectStoredOnce(name, { service_id: services[0]?.id, name, phone: '77011234567' });
});
