// The core entry, not the package's index (a shared module): the entry runs before the shared scope exists.
import { INTL_LOCALE } from '@clinic/shared/core';
import { nextTask } from './nextTask';

/** `CLINIC_CLOCK_ZONE` of @clinic/shared: the shell's entry runs before the shared scope exists. */
export const CLINIC_CLOCK_ZONE = 'UTC';

/**
 * The first Intl formatter of a locale loads ICU's data for it: 50–170 ms on a 4× slower phone for the first
 * number format, 10–20 ms more for a date format with a time zone. The formatters are made on first use, so
 * that cost landed in hydration, the moment the page's first price or figure rendered. Made here, one per
 * task while the shell's scripts download (the main thread waits for them anyway), the page's own formatters
 * find the data loaded and cost almost nothing. Nothing is kept: ICU caches the data, not the formatter.
 */
export async function warmLocaleData(): Promise<void> {
  // ru-RU on a Kazakh page too: @clinic/shared's formatters write numbers and dates as Russian does, in both
  // languages (`shared/src/format`: a browser without Kazakh ICU data would write them otherwise).
  const tag = INTL_LOCALE.ru;
  await nextTask();
  new Intl.NumberFormat(tag).format(0);
  await nextTask();
  new Intl.DateTimeFormat(tag, { timeZone: CLINIC_CLOCK_ZONE }).format(0);
}
