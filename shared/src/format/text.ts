import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../i18n/locale';
import { madeOnFirstUse } from './madeOnFirstUse';
/** SPEC §9 truncation: the first `max` characters followed by '...'. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}

/** SPEC §9 truncation lengths. */
export const TRUNCATE = {
  serviceNameOnList: 30,
  serviceNameOnDiscountCard: 40,
  promotionCardDescription: 60,
  topServiceDescriptionMobile: 80,
  tileName: 12,
  wideMobileTileName: 40,
} as const;

const ratingFormat = (locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** Kazakh's decimal comma is Russian's: ru-RU for both (see `priceFormats`: some browsers lack kk-KZ's data). */
const ratingFormats: Record<Locale, () => Intl.NumberFormat> = {
  ru: madeOnFirstUse(() => ratingFormat('ru')),
  kk: madeOnFirstUse(() => ratingFormat('ru')),
};

/** SPEC §9: rating with one decimal and a comma ('4,8', the same in Kazakh). */
export function formatRating(rating: number, locale: Locale = DEFAULT_LOCALE): string {
  return ratingFormats[locale]().format(rating);
}

/** '-15%' for a discount badge; empty when there is no discount. */
export function formatDiscount(discount: number | null | undefined): string {
  return discount ? `-${discount}%` : '';
}
