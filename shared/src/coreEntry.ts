/**
 * `@clinic/shared/core`: the dependency-free part of the package (no React, no Chakra, no imports outside
 * these files), for code where the package's index cannot go or should not: Node (the API, scripts, deploy,
 * e2e), the build configs (a remote's `src/expose/sections.ts`), the shell's entry before the shared scope
 * exists, and the pages that name a day (calendar days are not in the index, so `/` does not carry them).
 * Browser builds keep only the exports they use.
 */
export { CLINIC, CLINIC_WORDS } from './config/clinic';
export { CALENDAR_NAMES, type CalendarNames, isCyrillicWord } from './format/calendarNames';
export {
  CLINIC_CLOCK_ZONE,
  CLINIC_UTC_OFFSET_MINUTES,
  clinicDayOf,
  formatReviewTime,
  onClinicClock,
} from './format/date';
export { addDays, type IsoDay, isIsoDay, PREFERRED_DAY_HORIZON_DAYS, unbookableDay } from './format/isoDay';
export { madeOnFirstUse } from './format/madeOnFirstUse';
export { formatPrice, formatPriceFrom, priceOrZero } from './format/price';
export { formatDiscount, formatRating, TRUNCATE, truncate } from './format/text';
export { loadOncePerLocale } from './i18n/loadOncePerLocale';
export * from './i18n/locale';
export * from './routing/paths';
