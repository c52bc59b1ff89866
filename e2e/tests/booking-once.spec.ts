import { seed } from './support/api';
import { bookingDialog, expectStoredOnce, pickedDay, sendBookingForm, uniqueName } from './support/booking';
import { expect, test } from './support/fixtures';

/**
 * One booking, one record: whatever the network or the patient does after sending — the answer lost
 * and the page reloaded, Back and the form sent again, two patients on one page at the same moment — the clinic
 * gets each booking once and no booking of another patient is taken for a repeat.
 */

test('two patients who open the same booking page at the same moment each get a form of their own', async ({
  request,
  baseURL,
}) => {
  const { doctors } = await seed(request);
  const pages = await Promise.all(
    Array.from({ length: 8 }, () => fetch(`${baseURL}/booking/doctor/${doctors[0]!.id}`)),
  );
  const keys = await Promise.all(
    pages.map(async (answer) => /name="key" value="([^"]+)"/.exec(await answer.text())?.[1]),
  );
  const tokens = pages.map(
    (answer) => /booking_form=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1],
  );
  expect(keys.every(Boolean)).toBe(true);
  expect(new Set(keys).size).toBe(8);
  expect(tokens.every(Boolean)).toBe(true);
  expect(new Set(tokens).size).toBe(8);
  for (const answer of pages) expect(answer.headers.get('cache-control')).toBe('no-store');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Back after a booking and the form sent again: the clinic gets it once', async ({ page, request }) => {
    const { doctors } = await seed(request);
    const name = uniqueName('Назад и снова');
    await page.goto(`/booking/doctor/${doctors[0]!.id}`);
    const send = async () => {
      await sendBookingForm(page, name, '701 555 66 77');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заявка отправлена');
    };
    await send();
    await page.goBack();
    await expect(page.getByLabel('Ваше имя')).toBeVisible();
    await send();
    await expectStoredOnce(name, { name, phone: '77015556677', doctor_id: doctors[0]!.id });
  });
});

test.describe('a lost answer', () => {
  // Chromium logs the reset connection the test itself made.
  test.use({ allowConsoleErrors: true });

  test('a dialog whose answer was lost, sent again after a reload: the clinic gets it once', async ({
    page,
    request,
  }) => {
    const { doctors } = await seed(request);
    const doctor = doctors[1]!;
    const name = uniqueName('Ответ потерян');
    let lost = false;
    // The post reaches the clinic; its answer never reaches the browser.
    await page.route('**/api/request-doctors', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto(`/doctors-list/${doctor.slug}`);
    await page.getByRole('link', { name: 'Записаться на прием', exact: true }).first().click();
    await sendBookingForm(bookingDialog(page), name, '701 555 66 77');
    await expect(bookingDialog(page).getByRole('alert')).toBeVisible();
    await page.reload();
    await page.getByRole('link', { name: 'Записаться на прием', exact: true }).first().click();
    await sendBookingForm(bookingDialog(page), name, '701 555 66 77');
    await expect(bookingDialog(page).getByText('Заявка отправлена')).toBeVisible();
    const preferred_date = await pickedDay(page);
    await expectStoredOnce(name, { name, phone: '77015556677', doctor_id: doctor.id, preferred_date });
  });
});
