import { clinicDayOf } from '@clinic/shared';

/** A calendar day as 'YYYY-MM-DD'; ISO strings compare in date order. */
export type IsoDay = string;

export interface WeekDay {
  iso: IsoDay;
  /** Short Russian weekday: 'пн' … 'вс'. */
  weekday: string;
  dayOfMonth: number;
  /** '5 мая': for screen readers. */
  label: string;
  isPast: boolean;
  isToday: boolean;
}

const DAY_MS = 86_400_000;
/** SPEC §9: the week starts on Monday. */
export const DAYS_IN_WEEK = 7;

// Days are computed at UTC midnight, so they are formatted in UTC: no time zone can shift them by a day.
const weekdayFormat = new Intl.DateTimeFormat('ru-RU', { weekday: 'short', timeZone: 'UTC' });
const dayMonthFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('ru-RU', { month: 'long', timeZone: 'UTC' });

const toDate = (iso: IsoDay) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date): IsoDay => date.toISOString().slice(0, 10);
const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('ru') + text.slice(1);

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
    return {
      iso,
      weekday: weekdayFormat.format(date),
      dayOfMonth: date.getUTCDate(),
      label: dayMonthFormat.format(date),
      isPast: iso < today,
      isToday: iso === today,
    };
  });
}

/** 'Май 2026', or 'Апрель – май 2026', or 'Декабрь 2026 – январь 2027' when the week spans two. */
export function weekTitle(days: readonly WeekDay[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return '';
  const [from, to] = [toDate(first.iso), toDate(last.iso)];
  const [fromYear, toYear] = [from.getUTCFullYear(), to.getUTCFullYear()];
  const [fromMonth, toMonth] = [monthFormat.format(from), monthFormat.format(to)];
  if (fromYear !== toYear) return `${capitalize(fromMonth)} ${fromYear} – ${toMonth} ${toYear}`;
  if (fromMonth !== toMonth) return `${capitalize(fromMonth)} – ${toMonth} ${toYear}`;
  return `${capitalize(fromMonth)} ${toYear}`;
}
