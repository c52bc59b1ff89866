import { seed } from './support/api';
import {
  bookingDialog,
  CONSENT,
  expectStoredOnce,
  pickedDay,
  recordBookingPosts,
  sendBookingForm,
  tickConsent,
  uniqueName,
} from './support/booking';
import { expect, onPhone, test } from './support/fixtures';

const SENT = 'Заявка отправлена';
/** What Chromium logs for an answer the test itself made fail. */
const PROVOKED = /Failed to load resource: the server responded with a status of (400|500|504)/;

// The fixture fails a test on a console error once the test uses it: every test here does.
test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([]);
});

test("an empty name shows 'Обязательное поле', sends nothing and keeps the dialog open", async ({ page }) => {
  const posts = recordBookingPosts(page);
  await page.goto('/contacts');
  await page.getByRole('link', { name: 'заказать обратный звонок' }).click();
  const dialog = bookingDialog(page);
  await sendBookingForm(dialog, '   ', '87011234567');
  const nameField = dialog.getByLabel('Ваше имя');
  await expect(dialog.getByRole('alert').filter({ hasText: 'Обязательное поле' })).toBeVisible();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Телефон')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
  expect(posts).toHaveLength(0);

  await nameField.fill('Айгуль');
  await expect(dialog.getByText('Обязательное поле')).toBeHidden();
});

test('submit stays disabled until the consent is ticked; the phone is masked as it is typed', async ({
  page,
}) => {
  await page.goto('/corporate-clients');
  await page.getByRole('link', { name: 'Получить консультацию' }).click();
  const dialog = bookingDialog(page);
  const submit = dialog.getByRole('button', { name: 'Отправить' });
  await expect(dialog.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Ваше имя').fill('Айгуль');
  const phone = dialog.getByLabel('Телефон');
  await phone.pressSequentially('8 701 123 45 67');
  await expect(phone).toHaveValue('+7 (701) 123-45-67');
  await expect(submit).toBeDisabled();
  await tickConsent(dialog);
  await expect(submit).toBeEnabled();
});

test.describe('when the API fails', () => {
  // Chromium logs the failed answers these tests provoke; nothing else may reach the console.
  test.use({ allowConsoleErrors: true });
  test.afterEach(({ consoleErrors }) => {
    expect(consoleErrors.filter((error) => !PROVOKED.test(error))).toEqual([]);
  });

  test('with the API answering 500 once, every value stays (also after closing), and the retry stores one request', async ({
    page,
    request,
  }) => {
    const { doctors } = await seed(request);
    const doctor = doctors[1]!;
    let attempts = 0;
    await page.route('**/api/request-doctors', async (route) => {
      attempts += 1;
      if (attempts === 1) await route.fulfill({ status: 500, body: 'Internal Server Error' });
      else await route.continue();
    });
    const posts = recordBookingPosts(page);
    await page.goto(`/doctors-list/${doctor.slug}`);
    const opener = page.getByRole('link', { name: 'Записаться на прием', exact: true }).first();
    await opener.click();
    const dialog = bookingDialog(page);
    const name = uniqueName('Сауле');
    await sendBookingForm(dialog, name, '+7 701 123 4567');

    // A 5xx may follow a booking the clinic stored: the outcome is said as unknown, never «не удалось».
    await expect(dialog.getByRole('alert')).toContainText('мы не знаем, дошла ли заявка');
    await expect(dialog.getByLabel('Ваше имя')).toHaveValue(name);
    await expect(dialog.getByLabel('Телефон')).toHaveValue('+7 (701) 123-45-67');
    await expect(dialog.getByRole('checkbox', { name: CONSENT })).toBeChecked();

    // Closed and opened again before the send succeeded: the draft is still there.
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();
    await opener.click();
    await expect(dialog.getByLabel('Ваше имя')).toHaveValue(name);
    await expect(dialog.getByLabel('Телефон')).toHaveValue('+7 (701) 123-45-67');

    await dialog.getByRole('button', { name: 'Повторить' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: SENT })).toBeVisible();
    expect(posts).toHaveLength(2);
    const [first, second] = posts.map((post) => post.headers()['idempotency-key']);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    expect(posts[1]?.postDataJSON()).toEqual(posts[0]?.postDataJSON());
    const preferred_date = await pickedDay(page);
    await expectStoredOnce(name, { doctor_id: doctor.id, name, phone: '77011234567', preferred_date });
    // The confirmation closes the dialog by itself, and focus is back on the button that opened it.
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('an answer lost on the way back: the retry is answered from the first, and one request is stored', async ({
    page,
    request,
  }) => {
    const { checkUps } = await seed(request);
    let attempts = 0;
    await page.route('**/api/request-checkups', async (route) => {
      attempts += 1;
      if (attempts > 1) return route.continue();
      await route.fetch(); // The clinic got it and stored it…
      await route.fulfill({ status: 504, body: 'Gateway Timeout' }); // …but the patient never heard back.
    });
    await page.goto(`/check-up/adults-details/${checkUps[1]?.slug}`);
    await page.getByRole('link', { name: 'Записаться на check-up', exact: true }).first().click();
    const dialog = bookingDialog(page);
    const name = uniqueName('Ерлан');
    await sendBookingForm(dialog, name, '87011234567');
    // nginx's own 504 when the site servers die mid-post: the booking may be stored, so the outcome is unknown.
    await expect(dialog.getByRole('alert')).toContainText('мы не знаем, дошла ли заявка');
    await dialog.getByRole('button', { name: 'Повторить' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: SENT })).toBeVisible();
    expect(attempts).toBe(2);
    await expectStoredOnce(name, { checkup_id: checkUps[1]?.id, name, phone: '77011234567' });
  });

  test('the server’s field errors (400) show under the fields', async ({ page }) => {
    await page.route('**/api/application-feedback', (route) =>
      route.fulfill({
        status: 400,
        json: { errors: [{ field: 'phone', message: 'Этот номер не обслуживается' }] },
      }),
    );
    await page.goto('/contacts');
    await page.getByRole('link', { name: 'заказать обратный звонок' }).click();
    const dialog = bookingDialog(page);
    await sendBookingForm(dialog, 'Айгуль', '87011234567');
    await expect(dialog.getByRole('alert').filter({ hasText: 'Этот номер не обслуживается' })).toBeVisible();
    await expect(dialog.getByLabel('Телефон')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Ваше имя')).toHaveValue('Айгуль');
  });
});

test('a persistent appointment dialog pulses instead of closing; focus goes in and comes back', async ({
  page,
  request,
}) => {
  const { services } = await seed(request);
  await page.goto(`/services/details/${services[0]?.slug}`);
  const opener = page.getByRole('link', { name: 'Записаться на прием' }).first();
  await opener.click();
  const dialog = bookingDialog(page);
  await expect(dialog.getByLabel('Ваше имя')).toBeFocused();
  await expect(dialog).toHaveCSS('animation-duration', '0.3s');
  // Layout width, not the box mid-animation (the opening scale would shrink it).
  const width = await dialog.evaluate((content) => (content as HTMLElement).offsetWidth);
  expect(width).toBeLessThanOrEqual(600);
  expect(width).toBeGreaterThan(330);
  await expect(dialog.getByRole('button', { name: 'Закрыть' })).toHaveCount(0);

  // Beside the dialog: a tap on a phone, a click on a desktop.
  if (onPhone()) await page.touchscreen.tap(5, 420);
  else await page.mouse.click(5, 420);
  await expect(dialog).toHaveAttribute('data-pulses', '1');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveAttribute('data-pulses', '2');
  await expect(dialog).toBeVisible();

  const closingDuration = await dialog.evaluate(async (content) => {
    const cancel = [...content.querySelectorAll('button')].find((b) => b.textContent === 'Отмена');
    cancel?.click();
    while (content.getAttribute('data-state') !== 'closed') {
      await new Promise(requestAnimationFrame);
    }
    return getComputedStyle(content).animationDuration;
  });
  expect(closingDuration).toBe('0.2s');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a callback dialog is 330 px wide, has a close button, and closes on Escape or an outside click', async ({
  page,
}) => {
  await page.goto('/contacts');
  const opener = page.getByRole('link', { name: 'заказать обратный звонок' });
  await opener.click();
  const dialog = bookingDialog(page);
  await expect(dialog.getByLabel('Ваше имя')).toBeFocused();
  expect(await dialog.evaluate((content) => (content as HTMLElement).offsetWidth)).toBe(330);
  await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  // Fully open (focus moved in, the 300 ms fade-in over) before the patient clicks beside it.
  await expect(dialog.getByLabel('Ваше имя')).toBeFocused();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // Beside the dialog: a tap on a phone, a click on a desktop.
  if (onPhone()) await page.touchscreen.tap(5, 420);
  else await page.mouse.click(5, 420);
  await expect(dialog).toBeHidden();

  await opener.click();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe('when the dialog’s own code fails to load', () => {
  test.use({ allowConsoleErrors: true });

  test('the patient sees a Russian message with a retry, and the retry opens the dialog', async ({
    page,
    consoleErrors,
  }) => {
    let broken = true;
    // The host (prefetched when idle) arrives; the dialog it loads on the first request does not.
    await page.route('**/mfe/booking/**', (route) =>
      broken && !/remoteEntry|mf-manifest|__federation_expose/.test(route.request().url())
        ? route.abort()
        : route.continue(),
    );
    await page.goto('/contacts');
    await page.getByRole('link', { name: 'заказать обратный звонок' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Блок «Запись онлайн» временно недоступен' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
    expect(consoleErrors.join('\n')).toMatch(/remote "booking" failed to load/);

    broken = false;
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(bookingDialog(page).getByRole('heading', { name: 'Обратный звонок' })).toBeVisible();
  });
});
