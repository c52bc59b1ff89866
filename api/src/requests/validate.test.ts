import { describe, expect, it } from 'vitest';
import type { FieldError } from '../../../shared/src/api/types';
import { validateContact } from './validate';

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
