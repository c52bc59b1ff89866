import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../i18n/locale';
import { madeOnFirstUse } from './madeOnFirstUse';

/**
 * SPEC §1: tenge, narrow currency symbol, no fraction digits. Kazakh writes tenge as Russian does (CLDR: '12 000 ₸'),
 * so both languages format with ru-RU: a browser whose ICU has no Kazakh data (Chromium's trimmed icudtl.dat, as on
 * Android) formats kk-KZ as the root locale ('₸ 12,000'), which would differ from the server's HTML.
 */
const priceFormat = madeOnFirstUse(
  () =>
    new Intl.NumberFormat(INTL_LOCALE.ru, {
      style: 'currency',
      currency: 'KZT',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    }),
);

/** A missing or broken price counts as 0 (SPEC §9: price defaults to 0). */
export function priceOrZero(price: number | null | undefined): number {
  return typeof price === 'number' && Number.isFinite(price) ? price : 0;
}

/** The price in the page's language (`locale`: the same digits in both, see `priceFormat`). */
export function formatPrice(price: number | null | undefined, _locale: Locale = DEFAULT_LOCALE): string {
  return priceFormat().format(priceOrZero(price));
}

/** SPEC §9: price prefix 'от'. */
export function formatPriceFrom(price: number | null | undefined): string {
  return `от ${formatPrice(price)}`;
}
