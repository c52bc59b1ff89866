import { BOOKING_DAY_PARAM } from '@clinic/shared';
import { type IsoDay, isIsoDay } from '@clinic/shared/core';

/**
 * The picked day in the doctor page's address, `?day=2026-11-28`: the day links are real links, so without
 * JavaScript a tap opens the page again with that day picked, and its «Записаться на прием» links to the booking
 * page with the same `?day=` (the parameter the booking page reads). With scripts a tap picks the day in place
 * and puts it in the address (replacing the entry), so a reload or the language switch keeps it.
 */
export function readDay(search: string): IsoDay | null {
  const day = new URLSearchParams(search).get(BOOKING_DAY_PARAM);
  return isIsoDay(day) ? day : null;
}

/** The page's query with this day picked (`?tab=reviews&day=2026-11-28`); the other parameters stay. */
export function daySearch(search: string, day: IsoDay): string {
  const query = new URLSearchParams(search);
  query.set(BOOKING_DAY_PARAM, day);
  return `?${query}`;
}

/** The page's own address with this day picked; the other parameters (the review tab) stay. */
export function dayHref(pathname: string, search: string, day: IsoDay): string {
  return `${pathname}${daySearch(search, day)}`;
}

/** Today on the page the server rendered (the picker's `data-today`), read before hydration; else null. */
export const TODAY_ATTRIBUTE = 'data-today';
export function todayInDocument(): IsoDay | null {
  if (typeof document === 'undefined') return null;
  const today = document.querySelector(`[${TODAY_ATTRIBUTE}]`)?.getAttribute(TODAY_ATTRIBUTE);
  return isIsoDay(today) ? today : null;
}
