import { clinicDayOf, INTL_LOCALE, type Locale } from '@clinic/shared';
import { CALENDAR_NAMES, type CalendarNames, isCyrillicWord, madeOnFirstUse } from '@clinic/shared/core';
import type { DoctorsText } from '../../../messages/doctorsText';

/** A calendar day as 'YYYY-MM-DD'; ISO strings compare in date order. */
export type IsoDay = string;

export interface WeekDay {
  iso: IsoDay;
  dayOfMonth: number;
  isPast: boolean;
  isToday: boolean;
}

/** A day's names in a language (`dayNames`). */
export interface DayNames {
  /** Short weekday: 'пн' … 'вс', 'дс' … 'жс'. */
  weekday: string;
  /** The month as it follows the day's number: 'мая', 'мамыр'. */
  month: string;
}

const DAY_MS = 86_400_000;
/** SPEC §9: the week starts on Monday. */
export const DAYS_IN_WEEK = 7;

/** How a language names a day's weekday, its month after the day's number, and its month in a title. */
interface Namer {
  weekday(date: Date): string;
  month(date: Date): string;
  titleMonth(date: Date): string;
}

const partOf = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((part) => part.type === type)?.value ?? '';

// Days are computed at UTC midnight, so they are formatted in UTC: no time zone can shift them by a day.
function intlNamer(locale: Locale): Namer {
  const tag = INTL_LOCALE[locale];
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  // A month in a title: the nominative of «май 2026» (not the genitive of «13 мая»).
  const monthYear = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    weekday: (date) => weekday.format(date),
    month: (date) => partOf(dayMonth.formatToParts(date), 'month'),
    // Lower case in the middle of a phrase; the title's first letter is made capital.
    titleMonth: (date) => partOf(monthYear.formatToParts(date), 'month').toLocaleLowerCase(tag),
  };
}

/** The site's own names of the language (CLDR's), for an engine without its data. */
const namesNamer = (names: CalendarNames): Namer => ({
  weekday: (date) => names.shortWeekdays[date.getUTCDay()] ?? '',
  month: (date) => names.dayMonths[date.getUTCMonth()] ?? '',
  titleMonth: (date) => names.months[date.getUTCMonth()] ?? '',
});

/**
 * Intl's names in the language, or the site's own where the engine lacks them: Chromium's trimmed ICU formats
 * kk-KZ with the root locale ('Sat', 'M11'), which would differ from the server's HTML.
 */
function namerOf(locale: Locale): Namer {
  const intl = intlNamer(locale);
  const sample = new Date(Date.UTC(2026, 10, 28));
  const speaks = [intl.weekday(sample), intl.month(sample), intl.titleMonth(sample)].every(isCyrillicWord);
  return speaks ? intl : namesNamer(CALENDAR_NAMES[locale]);
}

/** Each language's names, made on first use (no formatter at start-up, and only the page's language). */
const NAMERS: Record<Locale, () => Namer> = {
  ru: madeOnFirstUse(() => namerOf('ru')),
  kk: madeOnFirstUse(() => namerOf('kk')),
};

const toDate = (iso: IsoDay) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date): IsoDay => date.toISOString().slice(0, 10);
/**
 * Today on the clinic's clock (Almaty), whatever the visitor's time zone. Computed, not formatted: a locale's
 * date pattern is not a format to parse (ICU 72 writes en-CA month first).
 */
export function clinicToday(now: Date): IsoDay {
  return clinicDayOf(now);
}

/** The Monday of the week `offset` weeks after the week that holds `day`. */
export function mondayOf(day: IsoDay, offset = 0): IsoDay {
  const date = toDate(day);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return toIso(new Date(date.getTime() + (offset * DAYS_IN_WEEK - sinceMonday) * DAY_MS));
}

/** The seven days of a week, Monday first; days before today are past, today is marked. */
export function weekDays(today: IsoDay, offset: number): WeekDay[] {
  const monday = toDate(mondayOf(today, offset)).getTime();
  return Array.from({ length: DAYS_IN_WEEK }, (_, index) => {
    const date = new Date(monday + index * DAY_MS);
    const iso = toIso(date);
    return { iso, dayOfMonth: date.getUTCDate(), isPast: iso < today, isToday: iso === today };
  });
}

/** A day's weekday and month in the language (the month taken from Intl's parts, never cut from its text). */
export function dayNames(iso: IsoDay, locale: Locale): DayNames {
  const date = toDate(iso);
  const namer = NAMERS[locale]();
  return { weekday: namer.weekday(date), month: namer.month(date) };
}

const capitalize = (text: string, locale: Locale) =>
  text.charAt(0).toLocaleUpperCase(INTL_LOCALE[locale]) + text.slice(1);

/**
 * The week's month, or both months and years when it spans them, in the catalogue's word order: 'Май 2026',
 * 'Апрель – май 2026', 'Декабрь 2026 – январь 2027'; '2026 ж. мамыр', '2026 ж. сәуір – мамыр'.
 */
export function weekTitle(days: readonly WeekDay[], locale: Locale, text: DoctorsText): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return '';
  const [from, to] = [toDate(first.iso), toDate(last.iso)];
  const [fromYear, toYear] = [from.getUTCFullYear(), to.getUTCFullYear()];
  const namer = NAMERS[locale]();
  const [fromMonth, toMonth] = [namer.titleMonth(from), namer.titleMonth(to)];
  const title =
    fromYear !== toYear
      ? text('week.years', {
          from: fromMonth,
          fromYear: String(fromYear),
          to: toMonth,
          toYear: String(toYear),
        })
      : fromMonth !== toMonth
        ? text('week.months', { from: fromMonth, to: toMonth, year: String(toYear) })
        : text('week.month', { month: fromMonth, year: String(toYear) });
  return capitalize(title, locale);
}
