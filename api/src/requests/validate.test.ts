import type { FieldError } from '@clinic/shared';
import { describe, expect, it } from 'vitest';
import { validateContact, validatePreferredDate } from './validate';

const PHONE = '77015556677';

describe('a request’s name, as the clinic stores it', () => {
  it.each([
    ['a zero-width space alone', '\u200b'],
    ['no letter', '+++ 123'],
    ['a bidi override', 'Сауле\u202eелуаС'],
    ['a control character', 'Сау\u0000ле'],
  ])('is refused with «Введите имя буквами» for %s', (_, name) => {
    const errors: FieldError[] = [];
    validateContact({ name, phone: PHONE }, errors);
    expect(errors).toEqual([{ field: 'name', message: 'Введите имя буквами' }]);
  });

  it('is stored composed, trimmed and with single spaces', () => {
    const errors: FieldError[] = [];
    expect(validateContact({ name: '  Сауле   Кенжебаева\u0438\u0306 ', phone: PHONE }, errors)).toEqual({
      name: 'Сауле Кенжебаевай',
      phone: PHONE,
    });
    expect(errors).toEqual([]);
  });
});

describe('a request’s preferred date (our extension: the day picked on a doctor’s page)', () => {
  // 00:30 on Sunday 29 November 2026 in Almaty (UTC+5): still the 28th in UTC.
  const NOW = Date.parse('2026-11-28T19:30:00Z');
  const check = (preferred_date: unknown) => {
    const errors: FieldError[] = [];
    const data = validatePreferredDate({ preferred_date }, errors, NOW);
    return { data, errors };
  };

  it('is optional: absent or null stores nothing', () => {
    expect(check(undefined)).toEqual({ data: {}, errors: [] });
    expect(check(null)).toEqual({ data: {}, errors: [] });
  });

  it('takes a real day from yesterday on the clinic’s clock to 60 days ahead, and stores it as sent', () => {
    for (const day of ['2026-11-28', '2026-11-29', '2026-12-31', '2027-01-28']) {
      expect(check(day)).toEqual({ data: { preferred_date: day }, errors: [] });
    }
  });

  it.each([
    ['not a date', 'суббота'],
    ['a date that does not exist', '2026-02-30'],
    ['another format', '28.11.2026'],
    ['a date with a time', '2026-11-30T10:00'],
    ['a number', 20261130],
    ['an empty string', ''],
  ])('refuses %s with a message in Russian', (_, day) => {
    expect(check(day).errors).toEqual([
      { field: 'preferred_date', message: 'Укажите дату в формате ГГГГ-ММ-ДД' },
    ]);
  });

  it('refuses a day before yesterday and one more than 60 days ahead', () => {
    expect(check('2026-11-27').errors).toEqual([{ field: 'preferred_date', message: 'Эта дата уже прошла' }]);
    expect(check('2027-01-29').errors).toEqual([
      { field: 'preferred_date', message: 'Записаться можно не более чем на 60 дней вперёд' },
    ]);
  });
});
