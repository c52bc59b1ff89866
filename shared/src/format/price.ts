import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../i18n/locale';
import { madeOnFirstUse } from './madeOnFirstUse';

/** SPEC §1: tenge, the language's number format ('12 000 ₸' in both), narrow currency symbol, no fraction digits. */
const priceFormat = (locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: 'KZT',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });
const priceFormats: Record<Locale, () => Intl.NumberFormat> = {
  ru: madeOnFirstUse(() => priceFormat('ru')),
  // Kazakh writes tenge as Russian does (CLDR: '12 000 ₸'), but a browser's ICU may carry no Kazakh number data
  // (Chromium's own formats kk-KZ as '₸ 12,000'): the Russian format, so the server and every browser agree.
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
