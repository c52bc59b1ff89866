import type { Locale } from '../i18n/locale';

/**
 * Each language's weekday and month names as CLDR has them (calendarNames.test.ts checks them against Node's
 * full ICU), for an engine that claims a language but lacks its data: Chromium's trimmed ICU (Android Chrome's
 * too) formats kk-KZ with the root locale ('Sat', 'M11'), which would differ from the server's HTML. In
 * `@clinic/shared/core`, not the package's index, as isoDay is: only the pages that name a day carry it.
 */
export interface CalendarNames {
  /** Sunday first, as `Date#getUTCDay` counts: 'воскресенье', 'жексенбі'. */
  weekdays: readonly string[];
  /** 'вс', 'жс'. */
  shortWeekdays: readonly string[];
  /** January first. The month after a day's number: 'ноября' («28 ноября»), 'қараша' («28 қараша»). */
  dayMonths: readonly string[];
  /** The month alone, as in a title: 'ноябрь', 'қараша'. */
  months: readonly string[];
}

const KAZAKH_MONTHS = [
  'қаңтар',
  'ақпан',
  'наурыз',
  'сәуір',
  'мамыр',
  'маусым',
  'шілде',
  'тамыз',
  'қыркүйек',
  'қазан',
  'қараша',
  'желтоқсан',
];

export const CALENDAR_NAMES: Record<Locale, CalendarNames> = {
  ru: {
    weekdays: ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'],
    shortWeekdays: ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'],
    dayMonths: [
      'января',
      'февраля',
      'марта',
      'апреля',
      'мая',
      'июня',
      'июля',
      'августа',
      'сентября',
      'октября',
      'ноября',
      'декабря',
    ],
    months: [
      'январь',
      'февраль',
      'март',
      'апрель',
      'май',
      'июнь',
      'июль',
      'август',
      'сентябрь',
      'октябрь',
      'ноябрь',
      'декабрь',
    ],
  },
  // Kazakh keeps the month's nominative after a number.
  kk: {
    weekdays: ['жексенбі', 'дүйсенбі', 'сейсенбі', 'сәрсенбі', 'бейсенбі', 'жұма', 'сенбі'],
    shortWeekdays: ['жс', 'дс', 'сс', 'ср', 'бс', 'жм', 'сб'],
    dayMonths: KAZAKH_MONTHS,
    months: KAZAKH_MONTHS,
  },
};

/** Whether Intl wrote the language's own word: Cyrillic letters, not the root locale's 'Sat' or 'M11'. */
export const isCyrillicWord = (text: string): boolean => /^\p{Script=Cyrillic}+$/u.test(text);
