import { IMask } from 'react-imask';
import { describe, expect, it } from 'vitest';
import { isPhoneEmpty, normalizePhone, PHONE_MASK_OPTIONS } from './phone';

const SAME_NUMBER = ['8 701 123 45 67', '+7 701 123 4567', '87011234567'];

/** A paste (or an autofill) into the empty field: the whole string arrives as one input. */
function paste(text: string) {
  const masked = IMask.createMask({ ...PHONE_MASK_OPTIONS });
  masked.resolve(text);
  return masked;
}

/** Typing one character after another at the end of the field, as the input element does. */
function type(text: string) {
  const masked = IMask.createMask({ ...PHONE_MASK_OPTIONS });
  for (const char of text) masked.splice(masked.value.length, 0, char, 'NONE', { input: true, raw: true });
  return masked;
}

describe('normalizePhone (SPEC §5: sent as 7 followed by the ten digits)', () => {
  it.each(SAME_NUMBER)('reads %s as 77011234567', (input) => {
    expect(normalizePhone(input)).toBe('77011234567');
  });

  it('reads the masked form, the full international form and ten bare digits', () => {
    expect(normalizePhone('+7 (701) 123-45-67')).toBe('77011234567');
    expect(normalizePhone('77011234567')).toBe('77011234567');
    expect(normalizePhone('7011234567')).toBe('77011234567');
  });

  it('refuses numbers that are too short or too long', () => {
    expect(normalizePhone('8 701 123 45')).toBeNull();
    expect(normalizePhone('+7 (701) 123-45-6')).toBeNull();
    expect(normalizePhone('870112345678')).toBeNull();
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone('   ')).toBeNull();
  });

  it('refuses letters and other country codes', () => {
    expect(normalizePhone('8 701 abc 45 67')).toBeNull();
    expect(normalizePhone('телефон 87011234567')).toBeNull();
    expect(normalizePhone('+8 701 123 45 67')).toBeNull();
    expect(normalizePhone('97011234567')).toBeNull();
  });
});

describe('the phone mask +7 (###) ###-##-##', () => {
  it.each(SAME_NUMBER)('pasting %s shows +7 (701) 123-45-67', (input) => {
    const masked = paste(input);
    expect(masked.value).toBe('+7 (701) 123-45-67');
    expect(normalizePhone(masked.value)).toBe('77011234567');
  });

  it.each(SAME_NUMBER)('typing %s key by key shows +7 (701) 123-45-67', (input) => {
    expect(type(input).value).toBe('+7 (701) 123-45-67');
  });

  it('pastes ten bare digits and the masked form itself', () => {
    expect(paste('7011234567').value).toBe('+7 (701) 123-45-67');
    expect(paste('+7 (701) 123-45-67').value).toBe('+7 (701) 123-45-67');
  });

  it('keeps letters out and stops at ten digits', () => {
    expect(type('8701абв1234567').value).toBe('+7 (701) 123-45-67');
    expect(type('+7 701 123 45 67 89').value).toBe('+7 (701) 123-45-67');
  });

  it('leaves a short number incomplete, so validation can say so', () => {
    const masked = type('8701123');
    expect(masked.value).toBe('+7 (701) 123');
    expect(normalizePhone(masked.value)).toBeNull();
    expect(isPhoneEmpty(masked.value)).toBe(false);
  });

  it('counts a field holding only the mask as empty', () => {
    expect(isPhoneEmpty('')).toBe(true);
    expect(isPhoneEmpty('+7 (')).toBe(true);
    expect(isPhoneEmpty('+7 (7')).toBe(false);
  });
});
