import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInLocale, pathWithoutLocale } from './locale';

describe('the language of an address', () => {
  it.each([
    ['/', 'ru'],
    ['/doctors-list/list', 'ru'],
    ['/kk', 'kk'],
    ['/kk/', 'kk'],
    ['/kk/doctors-list/list', 'kk'],
    ['/kkk', 'ru'],
    ['/kazakh', 'ru'],
  ])('%s is in %s', (path, locale) => expect(localeOfPath(path)).toBe(locale));

  it.each([
    ['/kk/doctors-list/list', '/doctors-list/list'],
    ['/kk', '/'],
    ['/kk/', '/'],
    ['/analysis/list', '/analysis/list'],
  ])('%s without its language is %s', (path, bare) => expect(pathWithoutLocale(path)).toBe(bare));

  it('moves an address to the other language with its query and fragment', () => {
    expect(pathInLocale('/doctors-list/list?letter=а&sort=price', 'kk')).toBe(
      '/kk/doctors-list/list?letter=%D0%B0&sort=price',
    );
    expect(pathInLocale('/kk/analysis/list?ids=1,2#total', 'ru')).toBe('/analysis/list?ids=1,2#total');
    expect(pathInLocale('/kk/services/top', 'kk')).toBe('/kk/services/top');
  });

  it("writes the home page as each language's root", () => {
    expect(pathInLocale('/', 'kk')).toBe('/kk');
    expect(pathInLocale('/kk', 'ru')).toBe('/');
    expect(pathInLocale('/?from=whatsapp', 'kk')).toBe('/kk?from=whatsapp');
  });
});
