import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { storedRequests } from '../../../api/src/testing/storedRequests';

export const CONSENT = 'Согласен на обработку персональных данных';
/** Every request POST of SPEC §7. */
export const REQUEST_URL = /\/api\/(request-[a-z]+|application-feedback)$/;

/** A name no other test (or earlier run) sends, so rows in the store can be told apart. */
export const uniqueName = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

export const bookingDialog = (page: Page) => page.getByRole('dialog');

/**
 * Types the name, pastes (fills) the phone and ticks the consent: in the dialog, or in the booking page's
 * form when the page is given (the page without JavaScript).
 */
export async function fillBooking(form: Locator | Page, name: string, phone: string) {
  await form.getByLabel('Ваше имя').fill(name);
  await form.getByLabel('Телефон').fill(phone);
  await tickConsent(form);
}

/** Fills the booking form as fillBooking does and sends it with «Отправить». */
export async function sendBookingForm(form: Locator | Page, name: string, phone: string) {
  await fillBooking(form, name, phone);
  await form.getByRole('button', { name: 'Отправить' }).click();
}

/** Ticks the consent box (the same native checkbox in the dialog and on the booking page). */
export async function tickConsent(form: Locator | Page) {
  const box = form.getByRole('checkbox', { name: CONSENT });
  await box.check();
  await expect(box).toBeChecked();
}

/** Every booking POST the browser sends from now on. */
export function recordBookingPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && REQUEST_URL.test(request.url())) posts.push(request);
  });
  return posts;
}

/** The rows the local e2e server stored (playwright.config.ts gives it this DATA_DIR). */
const storedRows = () => storedRequests(path.join(tmpdir(), `clinic-e2e-${process.env.E2E_PORT ?? 3100}`));

/** Exactly one request from this patient is stored (checked in the store when the server is the local one). */
export async function expectStoredOnce(name: string, data: Record<string, unknown>) {
  if (process.env.E2E_BASE_URL) return;
  await expect
    .poll(() => storedRows().filter((row) => row.data.name === name))
    .toEqual([expect.objectContaining({ data })]);
}

/** The day the doctor page's week picker has picked ('YYYY-MM-DD'): the one its booking carries. */
export async function pickedDay(page: Page): Promise<string> {
  // By CSS, not by role: behind an open dialog the page is hidden from the accessibility tree.
  const day = await page
    .locator('ul[aria-label="Дни недели"] a[aria-current="true"]')
    .getAttribute('data-day');
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return day as string;
}

/** Picks the Saturday of next week in a doctor page's picker (always a day the clinic takes); returns it. */
export async function pickNextSaturday(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Следующая неделя', exact: true }).first().click();
  const saturday = page.getByRole('list', { name: 'Дни недели' }).getByRole('link').nth(5);
  await expect(saturday).toHaveAccessibleName(/^сб /);
  await saturday.click();
  await expect(saturday).toHaveAttribute('aria-current', 'true');
  return pickedDay(page);
}

/**
 * 'Желаемый день: суббота, 28 ноября', as the dialog and the booking page must show it (written here with the
 * test runner's own Intl, not the page's code).
 */
export function preferredDayLine(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.toLocaleDateString('ru-RU', { weekday: 'long', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' })
    .formatToParts(date)
    .find((part) => part.type === 'month')?.value;
  return `Желаемый день: ${weekday}, ${date.getUTCDate()} ${month}`;
}
