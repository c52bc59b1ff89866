import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, LOCALES } from '../i18n/locale';
import { CALENDAR_NAMES, isCyrillicWord } from './calendarNames';

const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
const monthPart = (parts: Intl.DateTimeFormatPart[]) => parts.find((part) => part.type === 'month')?.value;
// A Sunday, then the week; the 3rd of each month.
const week = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2026, 10, 22 + index)));
const year = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 3)));

describe('the calendar names the site keeps for an engine without a language’s data', () => {
  for (const locale of LOCALES) {
    const tag = INTL_LOCALE[locale];
    const names = CALENDAR_NAMES[locale];
    it(`are CLDR’s for ${tag}, as Node’s full ICU writes them`, () => {
      expect(week.map((date) => format(tag, { weekday: 'long' }).format(date))).toEqual(names.weekdays);
      expect(week.map((date) => format(tag, { weekday: 'short' }).format(date))).toEqual(names.shortWeekdays);
      const dayMonth = format(tag, { day: 'numeric', month: 'long' });
      expect(year.map((date) => monthPart(dayMonth.formatToParts(date)))).toEqual(names.dayMonths);
      const monthYear = format(tag, { month: 'long', year: 'numeric' });
      expect(year.map((date) => monthPart(monthYear.formatToParts(date))?.toLocaleLowerCase(tag))).toEqual(
        names.months,
      );
    });
  }

  it('tell a language’s word from the root locale’s stand-ins', () => {
    expect(isCyrillicWord('қараша')).toBe(true);
    expect(isCyrillicWord('M11')).toBe(false);
    expect(isCyrillicWord('Sat')).toBe(false);
  });
});
