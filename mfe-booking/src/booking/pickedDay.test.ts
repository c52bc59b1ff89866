import type { Locale } from '@clinic/shared';
import type { IsoDay } from '@clinic/shared/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_CATALOGS, bookingTextIn } from '../messages/bookingText';
import { preferredDayParts, withQuery } from './pickedDay';

beforeAll(() => Promise.all([BOOKING_CATALOGS.load('ru'), BOOKING_CATALOGS.load('kk')]));
/** The line PreferredDay shows. */
const preferredDayText = (day: IsoDay, locale: Locale) =>
  bookingTextIn(locale)('preferredDay', preferredDayParts(day, locale));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the picked day as the dialog and the booking page show it', () => {
  it('is the weekday and the date in Russian', () => {
    expect(preferredDayText('2026-11-28', 'ru')).toBe('Желаемый день: суббота, 28 ноября');
    expect(preferredDayText('2027-01-04', 'ru')).toBe('Желаемый день: понедельник, 4 января');
  });

  it('is the date and the weekday in Kazakh, in its own order', () => {
    expect(preferredDayText('2026-11-28', 'kk')).toBe('Таңдалған күн: 28 қараша, сенбі');
    expect(preferredDayText('2027-01-04', 'kk')).toBe('Таңдалған күн: 4 қаңтар, дүйсенбі');
  });

  it('is built from Intl’s parts, not from its whole string, so another order or punctuation changes nothing', () => {
    // An ICU that writes the date first and without a comma, as some versions do for other locales.
    vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts').mockReturnValue([
      { type: 'day', value: '28' },
      { type: 'literal', value: ' ' },
      { type: 'month', value: 'ноября' },
      { type: 'literal', value: ' ' },
      { type: 'weekday', value: 'суббота' },
    ]);
    expect(preferredDayText('2026-11-28', 'ru')).toBe('Желаемый день: суббота, 28 ноября');
  });

  it('where the engine lacks the language’s data (Chromium writes «Sat», «M11» for kk-KZ), says the same words', () => {
    const days = Array.from({ length: 366 }, (_, index) =>
      new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
    );
    const byIntl = (locale: Locale) => days.map((day) => preferredDayText(day, locale));
    const withIntl = { ru: byIntl('ru'), kk: byIntl('kk') };
    vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts').mockReturnValue([
      { type: 'month', value: 'M11' },
      { type: 'literal', value: ' ' },
      { type: 'day', value: '28' },
      { type: 'literal', value: ', ' },
      { type: 'weekday', value: 'Sat' },
    ]);
    expect({ ru: byIntl('ru'), kk: byIntl('kk') }).toEqual(withIntl);
    expect(preferredDayText('2026-11-28', 'kk')).toBe('Таңдалған күн: 28 қараша, сенбі');
  });
});

const TODAY = '2026-11-28';

describe('a booking page’s query', () => {
  it('adds the picked day and the entry point’s words to the request its path names', () => {
    expect(withQuery({ kind: 'doctor', targetId: 12 }, '?day=2026-11-28', TODAY)).toEqual({
      kind: 'doctor',
      targetId: 12,
      preferredDate: '2026-11-28',
    });
    expect(withQuery({ kind: 'mail' }, '?entry=online', TODAY)).toEqual({ kind: 'mail', entry: 'online' });
  });

  it('leaves out what no entry point writes, and keeps the form', () => {
    expect(withQuery({ kind: 'doctor', targetId: 12 }, '?day=2026-02-30&entry=<b>', TODAY)).toEqual({
      kind: 'doctor',
      targetId: 12,
    });
    expect(withQuery(null, '?day=2026-11-28', TODAY)).toBeNull();
  });

  it('leaves out a day that can no longer be booked: past, or beyond the horizon', () => {
    const doctor = { kind: 'doctor', targetId: 12 } as const;
    expect(withQuery(doctor, '?day=1999-01-01', TODAY)).toEqual(doctor);
    expect(withQuery(doctor, '?day=2026-11-26', TODAY)).toEqual(doctor);
    expect(withQuery(doctor, '?day=2026-11-27', TODAY)).toMatchObject({ preferredDate: '2026-11-27' });
    expect(withQuery(doctor, '?day=2027-01-27', TODAY)).toMatchObject({ preferredDate: '2027-01-27' });
    expect(withQuery(doctor, '?day=2027-01-28', TODAY)).toEqual(doctor);
  });
});
