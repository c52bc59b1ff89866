/**
 * A calendar day as 'YYYY-MM-DD', the form a picked day travels in (the booking page's `?day=`, the request's
 * `preferred_date`). Not exported from the package's index: the booking remote, the site server and the API
 * load it from `@clinic/shared/core`, so it adds nothing to the pages that never read a day. No imports, for
 * the same reason.
 */
export type IsoDay = string;

/** A real calendar day written 'YYYY-MM-DD' (not '2026-02-30', not '2026-2-3'). */
export function isIsoDay(value: unknown): value is IsoDay {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * How far ahead a patient may pick a day, in days after today: the doctors' schedules are planned about two
 * months ahead. The week picker offers no later day and the reference API refuses one.
 */
export const PREFERRED_DAY_HORIZON_DAYS = 60;

/** The day `days` after `day` (before, when negative). */
export function addDays(day: IsoDay, days: number): IsoDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Why a patient may not ask for `day` when the clinic's today is `today`, or null when they may: from yesterday
 * (a page opened before midnight and sent after it) to PREFERRED_DAY_HORIZON_DAYS ahead.
 */
export function unbookableDay(day: IsoDay, today: IsoDay): 'past' | 'too-far' | null {
  if (day < addDays(today, -1)) return 'past';
  return day > addDays(today, PREFERRED_DAY_HORIZON_DAYS) ? 'too-far' : null;
}
