/** The day the patient picked on a doctor's page, as the dialog and the booking page show it and read it. */
import {
  BOOKING_DAY_PARAM,
  BOOKING_ENTRY_PARAM,
  type BookingEntry,
  type BookingRequest,
  INTL_LOCALE,
  type Locale,
} from '@clinic/shared';
import { CALENDAR_NAMES, type IsoDay, isCyrillicWord, isIsoDay, unbookableDay } from '@clinic/shared/core';

/** One formatter per language, made on first use. */
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

// The day is a calendar date, not an instant: read at UTC midnight and written in UTC, no time zone can move it.
function dayFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format;
}

export type DayParts = { weekday: string; day: string; month: string };

/**
 * The weekday, the date and the month of a day in a language ('суббота', '28', 'ноября'; 'сенбі', '28',
 * 'қараша'), from Intl's parts rather than its whole string: the catalogue's `preferredDay` puts them in each
 * language's order with our own punctuation, whatever the engine and its ICU version write between them. An
 * engine that claims the language but lacks its data (Chromium builds write 'Sat' and 'M11' for kk-KZ) gets
 * the site's own names (CLDR's), so the server's HTML and the browser's hydration say the same.
 */
export function preferredDayParts(day: IsoDay, locale: Locale): DayParts {
  const date = new Date(`${day}T00:00:00Z`);
  const parts = dayFormat(locale).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  const [weekday, month] = [part('weekday'), part('month')];
  if (isCyrillicWord(weekday) && isCyrillicWord(month)) return { weekday, day: part('day'), month };
  const names = CALENDAR_NAMES[locale];
  return {
    weekday: names.weekdays[date.getUTCDay()] ?? '',
    day: String(date.getUTCDate()),
    month: names.dayMonths[date.getUTCMonth()] ?? '',
  };
}

const ENTRIES: readonly BookingEntry[] = ['online', 'consultation', 'analyses'];

/**
 * What a booking page's query adds to the request its path names: the picked day and the entry point's words,
 * each only when it is one an entry point writes (an old or hand-edited link still opens the plain form). A day
 * the patient can no longer book (a link kept since, `today` being the clinic's) is left out likewise: the form
 * would carry it hidden, and the API's refusal is something the patient could not correct.
 */
export function withQuery(
  request: BookingRequest | null,
  search: string,
  today: IsoDay,
): BookingRequest | null {
  if (!request) return null;
  const query = new URLSearchParams(search);
  const asked = query.get(BOOKING_DAY_PARAM);
  const day = isIsoDay(asked) && !unbookableDay(asked, today) ? asked : null;
  const entry = ENTRIES.find((known) => known === query.get(BOOKING_ENTRY_PARAM));
  return {
    ...request,
    ...(day && { preferredDate: day }),
    ...(entry && { entry }),
  };
}
