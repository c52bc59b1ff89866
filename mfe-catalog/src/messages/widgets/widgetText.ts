import { defineCatalogs, formatPrice, type Translate, useLocale, useText } from '@clinic/shared';
import { useCallback } from 'react';
import type ru from './ru.json';

/**
 * The words of the home page's widgets and of the cards they share with the pages («от …», «все акции»): a
 * catalogue of their own, so `/` downloads only these few messages, one chunk per language.
 */
export const WIDGET_CATALOGS = defineCatalogs('catalog-widgets', {
  ru: () => import(/* webpackChunkName: "messages-catalog-widgets-ru" */ './ru.json'),
  kk: () => import(/* webpackChunkName: "messages-catalog-widgets-kk" */ './kk.json'),
});

export type WidgetMessage = keyof typeof ru;

export const useWidgetText = (): Translate<WidgetMessage> => useText<WidgetMessage>(WIDGET_CATALOGS);

/** A price in the page's language, and the same «from» price: «от 9 500 ₸», «9 500 ₸ бастап». */
export function usePrices() {
  const text = useWidgetText();
  const locale = useLocale();
  const price = useCallback((value: number | null | undefined) => formatPrice(value, locale), [locale]);
  const priceFrom = useCallback(
    (value: number | null | undefined) => text('price.from', { price: formatPrice(value, locale) }),
    [text, locale],
  );
  return { price, priceFrom };
}
