import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../i18n/locale';
import { madeOnFirstUse } from './madeOnFirstUse';

/**
 * SPEC §1: tenge, the language's number format ('12 000 ₸' in both), narrow currency symbol, no fraction digits.
 * Kazakh writes tenge as Russian does, so both format with Russian's data: a browser whose ICU lacks Kazakh's
 * (Chromium's trimmed data: '₸ 12,000') then shows what the server rendered, and hydration finds no mismatch.
 */
const priceFormat = (_locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALE.ru, {
    style: 'currency',
    currency: 'KZT',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });
/**
 * Kazakh's tenge is written as Russian's (CLDR: '12 000 ₸'), so it is formatted with ru-RU: a browser whose ICU
 * data has no Kazakh (Chromium's trimmed icudtl.dat) formats kk-KZ as the root locale ('₸ 12,000'), which would
 * differ from the server's HTML.
 */
const priceFormats: Record<Locale, () => Intl.NumberFormat> = {
  ru: madeOnFirstUse(() => priceFormat('ru')),
  kk: madeOnFirstUse(() => priceFormat('ru')),
};

/** A missing or broken price counts as 0 (SPEC §9: price defaults to 0). */
export function priceOrZero(price: number | null | undefined): number {
  return typeof price === 'number' && Number.isFinite(price) ? price : 0;
}

export function formatPrice(price: number | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  return priceFormats[locale]().format(priceOrZero(price));
}

/** SPEC §9: price prefix 'от'. */
export function formatPriceFrom(price: number | null | undefined): string {
  return `от ${formatPrice(price)}`;
}
