import type { BookingKind } from '@clinic/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PHONE } from '../devices';
import { seed } from './support/api';
import { bookingDialog, expectStoredOnce, recordBookingPosts, uniqueName } from './support/booking';
import type { Seed } from './support/bookingJourneys';
import { expect, onPhone, test } from './support/fixtures';
import { expectNoRussianUi, russianUiStrings } from './support/languages';

/**
 * Booking in Kazakh: the dialogs and the booking pages under /kk/ speak Kazakh (titles, the form, what to correct,
 * the confirmation), stay under /kk/, and send the same request as the Russian ones: once, as 7 and ten digits.
 */

const KK = {
  name: 'Атыңыз',
  phone: 'Телефон',
  consent: 'Дербес деректерді өңдеуге келісемін',
  consentLink: 'Дербес деректерді өңдеуге',
  send: 'Жіберу',
  cancel: 'Болдырмау',
  sent: 'Өтінім жіберілді',
  incomplete: 'Нөмірді толық енгізіңіз: +7 (XXX) XXX-XX-XX',
  foreign: 'Қазақстандық нөмір қажет: +7 немесе 8 және 10 цифр',
  consentRequired: 'Дербес деректерді өңдеуге келісіміңіз қажет',
  required: 'Міндетті өріс',
};

/** The doctor's booking link on a Kazakh doctor page, whatever its words: it leads under /kk/. */
const doctorBookingLink = (page: Page) => page.locator('a[href^="/kk/booking/doctor/"]').first();

/** 'Таңдалған күн: 28 қараша, сенбі', written with the test runner's own Intl, not the page's code. */
function preferredDayLineKk(day: string): string {
  const parts = new Intl.DateTimeFormat('kk-KZ', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: string) => parts.find((item) => item.type === type)?.value;
  return `Таңдалған күн: ${part('day')} ${part('month')}, ${part('weekday')}`;
}

/** No Russian UI string of the apps' catalogues inside `scope` (the dialog over a page of another remote). */
async function expectNoRussianIn(scope: Locator, skip: readonly string[] = []) {
  const shown = await scope.evaluate((element) => {
    const labels = [...element.querySelectorAll('[aria-label],[title],[placeholder],[alt]'), element].flatMap(
      (el) => ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [(element as HTMLElement).innerText, ...labels].join('\n');
  });
  const visible = skip.reduce((text, content) => text.split(content).join(' '), shown);
  expect(russianUiStrings().filter((text) => visible.includes(text))).toEqual([]);
}

/** Every link of the page to this site is in Kazakh, but the language switch's «Рус». */
async function expectLinksUnderKk(page: Page) {
  const hrefs = await page
    .locator('a[href^="/"]:not([hreflang="ru"])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => href !== '/kk' && !href.startsWith('/kk/'))).toEqual([]);
}

async function fillKk(form: Locator | Page, name: string, phone: string, consent = true) {
  await form.getByLabel(KK.name).fill(name);
  await form.getByLabel(KK.phone).fill(phone);
  if (consent) await form.getByRole('checkbox', { name: KK.consent }).check();
}

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([]);
});

/** The first doctor's page in Kazakh, opened; the doctor as the API has it. */
async function openKazakhDoctorPage(page: Page, request: APIRequestContext) {
  const { doctors } = await seed(request, 'kk');
  const doctor = doctors[0]!;
  await page.goto(`/kk/doctors-list/${doctor.slug}`);
  return doctor;
}

test.describe('with JavaScript', () => {
  test('a doctor’s dialog on a Kazakh page: Kazakh words, a wrong phone told in Kazakh, one request of 7 and ten digits', async ({
    page,
    request,
  }) => {
    const doctor = await openKazakhDoctorPage(page, request);
    const posts = recordBookingPosts(page);
    const link = doctorBookingLink(page);
    const day = new URL(`http://site${await link.getAttribute('href')}`).searchParams.get('day');
    await link.click();
    const dialog = bookingDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Дәрігерге жазылу' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/kk/doctors-list/${doctor.slug}`));
    await expect(dialog.getByText(`Дәрігер: ${doctor.name}`)).toBeVisible();
    if (day) await expect(dialog.getByText(preferredDayLineKk(day))).toBeVisible();
    await expect(dialog.getByText(/^Атыңыз бен телефоныңызды қалдырыңыз — әкімші/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: KK.cancel })).toBeVisible();
    await expect(dialog.getByRole('link', { name: KK.consentLink })).toHaveAttribute(
      'href',
      '/kk/personal-data',
    );
    await expectNoRussianIn(dialog, [doctor.name]);

    const name = uniqueName('Қазақша диалог');
    // Another country's code is told at once; an unfinished number on sending; nothing goes.
    await fillKk(dialog, name, '+996 555 123 456');
    await expect(dialog.getByText(KK.foreign)).toBeVisible();
    await dialog.getByLabel(KK.phone).fill('701 555');
    await dialog.getByRole('button', { name: KK.send }).click();
    await expect(dialog.getByText(KK.incomplete)).toBeVisible();
    await dialog.getByLabel(KK.name).fill(' ');
    await dialog.getByRole('button', { name: KK.send }).click();
    await expect(dialog.getByText(KK.required)).toBeVisible();
    await expectNoRussianIn(dialog, [doctor.name]);
    expect(posts).toHaveLength(0);

    await dialog.getByLabel(KK.name).fill(name);
    await dialog.getByLabel(KK.phone).fill('8 701 555 66 77');
    await expect(dialog.getByLabel(KK.phone)).toHaveValue('+7 (701) 555-66-77');
    await dialog.getByRole('button', { name: KK.send }).click();
    await expect(dialog.getByRole('heading', { name: KK.sent })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Жарайды' })).toBeVisible();
    await expectNoRussianIn(dialog, [doctor.name]);
    expect(posts).toHaveLength(1);
    const data = { doctor_id: doctor.id, name, phone: '77015556677', ...(day && { preferred_date: day }) };
    expect(posts[0]!.postDataJSON()).toEqual(data);
    await expectStoredOnce(name, data);
  });

  test('the online booking from the menu over a Kazakh booking page: no Russian on the page or in the dialog', async ({
    page,
  }) => {
    // The menu is the mobile layout's: the desktop project narrows its window to reach it.
    await page.setViewportSize(PHONE.viewport);
    await page.goto('/kk/booking/sent');
    const posts = recordBookingPosts(page);
    await page.getByRole('button', { name: 'Мәзір', exact: true }).first().click();
    await page.getByRole('link', { name: 'Онлайн жазылу', exact: true }).first().click();
    const dialog = bookingDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Онлайн жазылу' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Жабу' })).toBeVisible();
    await expectNoRussianUi(page);
    const name = uniqueName('Қазақша мәзір');
    await fillKk(dialog, name, '+7 701 555 66 77');
    await dialog.getByRole('button', { name: KK.send }).click();
    await expect(dialog.getByRole('heading', { name: KK.sent })).toBeVisible();
    await expectNoRussianUi(page);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toEqual({ name, phone: '77015556677', type: 'mail' });
    await expectStoredOnce(name, { name, phone: '77015556677', type: 'mail' });
  });
});

interface PageKind {
  kind: BookingKind | 'sent' | 'not found';
  path(data: Seed): string;
  title: string;
  /** The API's words the page shows ('Қызмет: <name>'). */
  shows?(data: Seed): string;
  /** The picked day it shows. */
  day?: string;
}

const IN_TWO_DAYS = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

const PAGES: PageKind[] = [
  {
    kind: 'services',
    path: ({ services }) => `/kk/booking/services/${services[0]?.id}`,
    title: 'Қабылдауға жазылу',
    shows: ({ services }) => `Қызмет: ${services[0]?.name}`,
  },
  {
    kind: 'promotion',
    path: ({ promotions }) => `/kk/booking/promotion/${promotions[0]?.id}`,
    title: 'Акция бойынша жазылу',
    shows: ({ promotions }) => `Акция: ${promotions[0]?.name}`,
  },
  {
    // With a day the clinic takes: the server's Intl and the browser's (which may lack kk-KZ) agree on its words.
    kind: 'doctor',
    path: ({ doctors }) => `/kk/booking/doctor/${doctors[0]?.id}?day=${IN_TWO_DAYS}`,
    title: 'Дәрігерге жазылу',
    shows: ({ doctors }) => `Дәрігер: ${doctors[0]?.name}`,
    day: IN_TWO_DAYS,
  },
  {
    kind: 'checkup',
    path: ({ checkUps }) => `/kk/booking/checkup/${checkUps[0]?.id}`,
    title: 'Check up бағдарламасына жазылу',
    shows: ({ checkUps }) => `Бағдарлама: ${checkUps[0]?.name}`,
  },
  { kind: 'consult', path: () => '/kk/booking/consult?entry=analyses', title: 'Талдауларға жазылу' },
  { kind: 'mail', path: () => '/kk/booking/mail', title: 'Кері қоңырау' },
  { kind: 'sent', path: () => '/kk/booking/sent', title: KK.sent },
  { kind: 'not found', path: () => '/kk/booking/nothing/here', title: 'Бет табылмады' },
];

const apiNames = ({ services, promotions, doctors, checkUps }: Seed) =>
  [services[0], promotions[0], doctors[0], checkUps[0]].map((item) => item?.name ?? '');

test.describe('every kind of booking page under /kk/', () => {
  for (const kind of PAGES) {
    test(`${kind.kind}: Kazakh words, its Kazakh title, links under /kk/`, async ({ page, request }) => {
      const data = await seed(request, 'kk');
      await page.goto(kind.path(data));
      await expect(page.getByRole('heading', { level: kind.kind === 'not found' ? 2 : 1 })).toHaveText(
        kind.title,
      );
      await expect(page).toHaveTitle(new RegExp(`^${kind.title}`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
      if (kind.shows) await expect(page.getByText(kind.shows(data))).toBeVisible();
      if (kind.day) await expect(page.getByText(preferredDayLineKk(kind.day))).toBeVisible();
      if (!['sent', 'not found'].includes(kind.kind)) {
        await expect(page.getByLabel(KK.name)).toBeVisible();
        await expect(page.getByRole('button', { name: KK.send })).toBeVisible();
        await expect(page.locator('form[method="post"]')).toHaveAttribute('action', kind.path(data));
      }
      await expectNoRussianUi(page, apiNames(data));
      await expectLinksUnderKk(page);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server’s HTML of a Kazakh booking page is Kazakh, and a forged post is refused in Kazakh', async ({
    page,
    request,
  }) => {
    const data = await seed(request, 'kk');
    await page.goto(`/kk/booking/checkup/${data.checkUps[0]?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check up бағдарламасына жазылу');
    await expect(page.getByRole('checkbox', { name: KK.consent })).toBeVisible();
    await expectNoRussianUi(page, apiNames(data));
    const forged = await request.post('/kk/booking/vip', {
      form: { name: 'Айгүл', phone: '7015556677', consent: 'yes', key: '00000000000000000000000000000000' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(400);
    expect(await forged.text()).toContain('Өтінім қабылданбады');
  });

  test('from a Kazakh doctor page: a wrong phone comes back in Kazakh, then one request of 7 and ten digits, and the Kazakh confirmation', async ({
    page,
    request,
  }) => {
    const doctor = await openKazakhDoctorPage(page, request);
    await doctorBookingLink(page).click();
    await expect(page).toHaveURL(new RegExp(`/kk/booking/doctor/${doctor.id}(\\?day=[\\d-]+)?$`));
    const day = new URL(page.url()).searchParams.get('day');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дәрігерге жазылу');
    if (day) await expect(page.getByText(preferredDayLineKk(day))).toBeVisible();
    await expectNoRussianUi(page, [doctor.name]);

    const name = uniqueName('Қазақша бет');
    await fillKk(page, name, '701 555', false);
    await page.getByRole('button', { name: KK.send }).click();
    // The page that comes back is the Kazakh one at the same address, the values kept.
    await expect(page).toHaveURL(new RegExp(`/kk/booking/doctor/${doctor.id}`));
    await expect(page.getByText(KK.incomplete)).toBeVisible();
    await expect(page.getByText(KK.consentRequired)).toBeVisible();
    await expect(page.getByLabel(KK.name)).toHaveValue(name);
    await expectNoRussianUi(page, [doctor.name, name]);
    await page.getByLabel(KK.phone).fill('+996 555 123 456');
    await page.getByRole('checkbox', { name: KK.consent }).check();
    await page.getByRole('button', { name: KK.send }).click();
    await expect(page.getByText(KK.foreign)).toBeVisible();
    await expectNoRussianUi(page, [doctor.name, name]);

    await page.getByLabel(KK.phone).fill('8 701 555 66 77');
    await page.getByRole('checkbox', { name: KK.consent }).check();
    await page.getByRole('button', { name: KK.send }).click();
    await expect(page).toHaveURL(/\/kk\/booking\/sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(KK.sent);
    await expectNoRussianUi(page);
    await expectStoredOnce(name, {
      doctor_id: doctor.id,
      name,
      phone: '77015556677',
      ...(day && { preferred_date: day }),
    });
  });

  test('a callback page in Kazakh at this width sends once', async ({ page }) => {
    await page.goto('/kk/booking/mail');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Кері қоңырау');
    const name = uniqueName(onPhone() ? 'Қазақша телефон' : 'Қазақша компьютер');
    await fillKk(page, name, '+7 701 555 66 77');
    await page.getByRole('button', { name: KK.send }).click();
    await expect(page).toHaveURL(/\/kk\/booking\/sent$/);
    await expectStoredOnce(name, { name, phone: '77015556677', type: 'mail' });
  });
});
