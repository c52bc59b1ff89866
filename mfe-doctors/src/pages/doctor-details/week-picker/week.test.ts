import { textIn } from '@clinic/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCTORS_CATALOGS, type DoctorsMessage } from '../../../messages/doctorsText';
import { clinicToday, dayNames, mondayOf, weekDays, weekTitle } from './week';

// A fixed clock: Wednesday 13 May 2026, 10:00 in Almaty (UTC+5).
const NOW = new Date('2026-05-13T05:00:00Z');
const TODAY = clinicToday(NOW);

const ru = textIn<DoctorsMessage>(DOCTORS_CATALOGS, 'ru');
const kk = textIn<DoctorsMessage>(DOCTORS_CATALOGS, 'kk');
beforeAll(() => Promise.all([DOCTORS_CATALOGS.load('ru'), DOCTORS_CATALOGS.load('kk')]));
afterEach(() => vi.restoreAllMocks());

describe('the week picker (SPEC §9: weekdays and months in the page’s language, the week starts on Monday)', () => {
  it('takes today on the clinic clock', () => {
    expect(TODAY).toBe('2026-05-13');
    // 23:30 UTC on the 12th is already the 13th in Almaty.
    expect(clinicToday(new Date('2026-05-12T23:30:00Z'))).toBe('2026-05-13');
  });

  it("does not depend on a locale's date pattern (ICU 72 writes en-CA month first: 05/13/2026)", () => {
    const RealFormat = Intl.DateTimeFormat;
    const monthFirst = (locale?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) =>
      new RealFormat(locale === 'en-CA' ? 'en-US' : locale, options);
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(monthFirst as unknown as typeof Intl.DateTimeFormat);
    expect(clinicToday(NOW)).toBe('2026-05-13');
    expect(weekDays(clinicToday(NOW), 0)[2]?.iso).toBe('2026-05-13');
  });

  it('starts the week on Monday and names the days in Russian and in Kazakh', () => {
    const days = weekDays(TODAY, 0);
    expect(days.map((day) => dayNames(day.iso, 'ru').weekday)).toEqual([
      'пн',
      'вт',
      'ср',
      'чт',
      'пт',
      'сб',
      'вс',
    ]);
    expect(days.map((day) => dayNames(day.iso, 'kk').weekday)).toEqual([
      'дс',
      'сс',
      'ср',
      'бс',
      'жм',
      'сб',
      'жс',
    ]);
    expect(days.map((day) => day.dayOfMonth)).toEqual([11, 12, 13, 14, 15, 16, 17]);
    expect(dayNames('2026-05-13', 'ru')).toEqual({ weekday: 'ср', month: 'мая' });
    expect(dayNames('2026-05-13', 'kk')).toEqual({ weekday: 'ср', month: 'мамыр' });
    // Lower case in the middle of a phrase: «28 қараша».
    expect(dayNames('2026-11-28', 'kk').month).toBe('қараша');
    expect(mondayOf('2026-05-17')).toBe('2026-05-11');
    expect(mondayOf('2026-05-11')).toBe('2026-05-11');
  });

  it('greys the days before today and marks today (SPEC §2)', () => {
    const days = weekDays(TODAY, 0);
    expect(days.filter((day) => day.isPast).map((day) => day.iso)).toEqual(['2026-05-11', '2026-05-12']);
    expect(days.filter((day) => day.isToday).map((day) => day.iso)).toEqual(['2026-05-13']);
  });

  it('moves to the next and the previous week', () => {
    const next = weekDays(TODAY, 1);
    expect(next.map((day) => day.dayOfMonth)).toEqual([18, 19, 20, 21, 22, 23, 24]);
    expect(next.some((day) => day.isPast || day.isToday)).toBe(false);
    const previous = weekDays(TODAY, -1);
    expect(previous[0]?.iso).toBe('2026-05-04');
    expect(previous.every((day) => day.isPast)).toBe(true);
  });

  it('names the month, or both months and years when the week spans them', () => {
    expect(weekTitle(weekDays(TODAY, 0), 'ru', ru)).toBe('Май 2026');
    expect(weekTitle(weekDays('2026-04-29', 0), 'ru', ru)).toBe('Апрель – май 2026');
    expect(weekTitle(weekDays('2026-12-30', 0), 'ru', ru)).toBe('Декабрь 2026 – январь 2027');
    expect(weekTitle(weekDays(TODAY, 0), 'kk', kk)).toBe('2026 ж. мамыр');
    expect(weekTitle(weekDays('2026-04-29', 0), 'kk', kk)).toBe('2026 ж. сәуір – мамыр');
    expect(weekTitle(weekDays('2026-12-30', 0), 'kk', kk)).toBe('2026 ж. желтоқсан – 2027 ж. қаңтар');
  });

  it('names Kazakh days with the site’s own names where the browser’s Intl has no Kazakh (it answers Sat, M11)', async () => {
    const RealFormat = Intl.DateTimeFormat;
    const noKazakh = function DateTimeFormat(
      locale?: Intl.LocalesArgument,
      options?: Intl.DateTimeFormatOptions,
    ) {
      return new RealFormat(locale === 'kk-KZ' ? 'und' : locale, options);
    };
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(noKazakh as unknown as typeof Intl.DateTimeFormat);
    vi.resetModules();
    const fresh = await import('./week');
    expect(new Intl.DateTimeFormat('kk-KZ', { weekday: 'short' }).format(NOW)).toBe('Wed');
    expect(fresh.dayNames('2026-11-28', 'kk')).toEqual({ weekday: 'сб', month: 'қараша' });
    expect(fresh.weekTitle(fresh.weekDays('2026-04-29', 0), 'kk', kk)).toBe('2026 ж. сәуір – мамыр');
    expect(fresh.dayNames('2026-11-28', 'ru')).toEqual({ weekday: 'сб', month: 'ноября' });
  });
});
