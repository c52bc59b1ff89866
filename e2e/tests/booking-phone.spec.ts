import type { Page } from '@playwright/test';
import { seed } from './support/api';
import { bookingDialog, pickedDay, tickConsent, uniqueName } from './support/booking';
import { JOURNEYS, type Journey, type Seed } from './support/bookingJourneys';
import { expect, test } from './support/fixtures';

// The fixture fails a test on a console error once the test uses it: every test here does.
test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([]);
});

/**
 * Every dialog is one form (mfe-booking's BookingForm, PhoneInput and ConsentLabel), and what each kind sends is
 * held by booking-entry-points.spec.ts: the browser checks here run in two dialogs, a persistent one (the doctor's,
 * which also picks a day) and a callback one (contacts). The number's reading itself is unit-tested
 * (mfe-booking's phoneEdit.test.ts).
 */
const journey = (name: string) => JOURNEYS.find((each) => each.name === name) as Journey;
const TWO_DIALOGS = [journey('a doctor page'), journey('contacts')];

/** How the patient gives the number: the three ways the issue names, each ending at the same digits. */
const ENTRIES = [
  {
    how: 'typed as ten digits',
    enter: (phone: ReturnType<typeof phoneField>) => phone.pressSequentially('7015556677'),
  },
  {
    how: 'typed with 8 in front',
    enter: (phone: ReturnType<typeof phoneField>) => phone.pressSequentially('87015556677'),
  },
  { how: 'autofilled as +7…', enter: (phone: ReturnType<typeof phoneField>) => phone.fill('+77015556677') },
];

const phoneField = (page: Page) => bookingDialog(page).getByLabel('Телефон');

async function openDialog(page: Page, journey: Journey, data: Seed) {
  const opener = await journey.open(page, data);
  await opener?.click();
  await expect(bookingDialog(page)).toBeVisible();
  return bookingDialog(page);
}

test.describe('the phone as patients in Kazakhstan write it', () => {
  for (const journey of TWO_DIALOGS) {
    test(`${journey.name}: 7015556677, 87015556677 and autofilled +77015556677 all send 77015556677`, async ({
      page,
      request,
    }) => {
      // Three bookings in one test: more than one test's 30 s on a loaded 2-core machine.
      test.setTimeout(ENTRIES.length * 20_000);
      const data = await seed(request);
      for (const entry of ENTRIES) {
        const dialog = await openDialog(page, journey, data);
        const name = uniqueName('Айгуль');
        await dialog.getByLabel('Ваше имя').fill(name);
        await entry.enter(phoneField(page));
        await expect(phoneField(page), entry.how).toHaveValue('+7 (701) 555-66-77');
        await tickConsent(dialog);
        const sent = page.waitForRequest(
          (req) => req.method() === 'POST' && req.url().endsWith(journey.endpoint),
        );
        await dialog.getByRole('button', { name: 'Отправить' }).click();
        expect((await sent).postDataJSON(), entry.how).toEqual({
          ...journey.body(data),
          ...(journey.picksDay && { preferred_date: await pickedDay(page) }),
          name,
          phone: '77015556677',
        });
        await dialog.getByRole('button', { name: 'Хорошо' }).click();
        await expect(dialog).toBeHidden();
      }
    });
  }
});

test('the consent link opens the personal-data page in a new tab; the dialog keeps what was typed', async ({
  page,
  request,
}) => {
  // Each journey opens a new tab (a new renderer process for a noopener link): the test has a budget per journey.
  test.setTimeout(TWO_DIALOGS.length * 20_000);
  const data = await seed(request);
  for (const journey of TWO_DIALOGS) {
    const dialog = await openDialog(page, journey, data);
    await dialog.getByLabel('Ваше имя').fill('Айгуль');
    await phoneField(page).pressSequentially('7015556677');

    const [consentPage] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('link', { name: 'обработку персональных данных' }).click(),
    ]);
    await expect(consentPage).toHaveURL(/\/personal-data$/);
    await expect(consentPage.getByRole('heading', { level: 1 })).toHaveText(
      'Согласие на обработку персональных данных',
    );
    await expect(consentPage.getByText(/БИН \d{12}/).first()).toBeVisible();
    await consentPage.close();

    await expect(dialog, journey.kind).toBeVisible();
    await expect(dialog.getByLabel('Ваше имя')).toHaveValue('Айгуль');
    await expect(phoneField(page)).toHaveValue('+7 (701) 555-66-77');
    // Reading the text is not agreeing to it.
    await expect(dialog.getByRole('checkbox')).not.toBeChecked();
    // A persistent dialog is left with 'Отмена', a callback one with its close button.
    await dialog
      .getByRole('button', { name: /^(Отмена|Закрыть)$/ })
      .first()
      .click();
    await expect(dialog).toBeHidden();
  }
});

test('a number that cannot be Kazakh is said at once, in Russian, and nothing is trimmed or sent', async ({
  page,
}) => {
  let posts = 0;
  page.on('request', (req) => void (req.method() === 'POST' && posts++));
  await page.goto('/contacts');
  await page.getByRole('link', { name: 'заказать обратный звонок' }).click();
  const dialog = bookingDialog(page);
  const phone = phoneField(page);
  await phone.pressSequentially('70155566778');
  await expect(phone).toHaveValue('+7 (701) 555-66-77 8');
  await expect(dialog.getByRole('alert')).toHaveText('В номере лишние цифры: после +7 нужно ровно 10 цифр');
  await phone.fill('+996 555 123 456');
  await expect(phone).toHaveValue('+996 555 123 456');
  await expect(dialog.getByRole('alert')).toHaveText('Нужен номер в Казахстане: +7 или 8 и 10 цифр');
  await dialog.getByLabel('Ваше имя').fill('Айгуль');
  await tickConsent(dialog);
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toBe(0);
});
