import { act, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { $locale, localeRead } from '../bus/contract';
import { defineCatalogs, i18nOf, textIn, useText } from './catalogs';

const RU = {
  'reviews.count': '{count, plural, one {# отзыв} few {# отзыва} many {# отзывов} other {# отзыва}}',
  'form.send': 'Отправить',
  'only.ru': 'Только по-русски',
};
const KK = {
  'reviews.count': '{count, plural, one {# пікір} other {# пікір}}',
  'form.send': 'Жіберу',
};
const module = (messages: Record<string, string>) => async () => ({ default: messages });

describe('an app’s catalogues', () => {
  it('reads its messages under its own namespace, with the plural rules of each language', async () => {
    const catalogs = defineCatalogs('test-plurals', { ru: module(RU), kk: module(KK) });
    await Promise.all([catalogs.load('ru'), catalogs.load('kk')]);
    const ru = textIn(catalogs, 'ru');
    const kk = textIn(catalogs, 'kk');
    expect([1, 3, 5, 21].map((count) => ru('reviews.count', { count }))).toEqual([
      '1 отзыв',
      '3 отзыва',
      '5 отзывов',
      '21 отзыв',
    ]);
    // Kazakh keeps the noun's one form after a numeral.
    expect([1, 3, 5].map((count) => kk('reviews.count', { count }))).toEqual([
      '1 пікір',
      '3 пікір',
      '5 пікір',
    ]);
    expect(kk('form.send')).toBe('Жіберу');
    // Another app's ids never collide with these.
    expect(i18nOf('kk').messages['test-plurals:form.send']).toBeDefined();
    expect(i18nOf('kk').messages['form.send']).toBeUndefined();
  });

  it('shows Russian, never an id, in a language the app was released without', async () => {
    const catalogs = defineCatalogs('test-russian-only', { ru: module(RU) });
    expect(catalogs.locales).toEqual(['ru']);
    await catalogs.load('kk');
    expect(textIn(catalogs, 'kk')('form.send')).toBe('Отправить');
  });

  it('downloads a language once, and again after a failed download', async () => {
    const ru = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: RU });
    const catalogs = defineCatalogs('test-retry', { ru });
    await expect(catalogs.load('ru')).rejects.toThrow('offline');
    expect(catalogs.loaded('ru')).toBe(false);
    await Promise.all([catalogs.load('ru'), catalogs.load('ru')]);
    expect(ru).toHaveBeenCalledTimes(2);
    expect(catalogs.loaded('ru')).toBe(true);
  });

  it('renders a component in the language of its scope, waiting for the catalogue', async () => {
    const catalogs = defineCatalogs('test-component', { ru: module(RU), kk: module(KK) });
    function Send() {
      const text = useText<keyof typeof RU>(catalogs);
      return <button type="button">{text('form.send')}</button>;
    }
    const scope = fork();
    await allSettled(localeRead, { scope, params: 'kk' });
    expect(scope.getState($locale)).toBe('kk');
    await act(async () => {
      render(
        <Provider value={scope}>
          <Suspense fallback="…">
            <Send />
          </Suspense>
        </Provider>,
      );
    });
    expect(await screen.findByRole('button')).toHaveProperty('textContent', 'Жіберу');
  });
});
