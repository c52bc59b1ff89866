import { seed } from './support/api';
import {
  bookingDialog,
  expectStoredOnce,
  fillBooking,
  recordBookingPosts,
  uniqueName,
} from './support/booking';
import { entryPoint, JOURNEYS } from './support/bookingJourneys';
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
  await entryPoint(page, 'Записаться на прием').click();
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
