// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACCEPT_LANGUAGE_MAX_LENGTH, localeOfAcceptLanguage } from './acceptLanguage';

describe('localeOfAcceptLanguage', () => {
  it.each([
    'kk',
    'KK',
    'kk-KZ',
    'kk-Cyrl-KZ',
    'kk;q=0.9, ru;q=0.8',
    'kk-KZ,kk;q=0.9,ru-RU;q=0.8,ru;q=0.7,en;q=0.6',
    'en-US, kk;q=0.5',
    'ru;q=0.5, kk',
    ' kk ; q = 1 ',
    'kk, ru',
    ['kk', 'ru;q=0.1'],
  ])('%j is Kazakh', (header) => {
    expect(localeOfAcceptLanguage(header)).toBe('kk');
  });

  it.each([
    undefined,
    null,
    '',
    'ru',
    'ru-RU',
    'ru, kk',
    'ru-RU, kk;q=0.5',
    'ru;q=0.5, kk;q=0.5',
    'en',
    'en-US,en;q=0.9',
    '*',
    'kk;q=0',
    'kk;q=0.000, ru;q=0',
    'kkk',
    'kz',
    'kk;q=2',
    'kk;q=abc',
    'kk;level=1',
    '<script>kk</script>',
    'kk\u0000',
  ])('%j is Russian', (header) => {
    expect(localeOfAcceptLanguage(header)).toBe('ru');
  });

  it('does not read a header longer than any browser sends (Russian, whatever it holds)', () => {
    const junk = `kk, ${'x'.repeat(10 * 1024)}`;
    expect(localeOfAcceptLanguage(junk)).toBe('ru');
    expect(localeOfAcceptLanguage(`kk,${' '.repeat(ACCEPT_LANGUAGE_MAX_LENGTH - 3)}`)).toBe('kk');
    expect(localeOfAcceptLanguage(`kk,${' '.repeat(ACCEPT_LANGUAGE_MAX_LENGTH - 2)}`)).toBe('ru');
  });
});
