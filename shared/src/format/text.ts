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

/** Kazakh's decimal comma is Russian's: ru-RU for both (see `priceFormat`: some browsers lack kk-KZ's data). */
const ratingFormat = madeOnFirstUse(
  () => new Intl.NumberFormat(INTL_LOCALE.ru, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** SPEC §9: rating with one decimal and a comma ('4,8', the same in Kazakh). */
export function formatRating(rating: number, _locale: Locale = DEFAULT_LOCALE): string {
  return ratingFormat().format(rating);
}

/** '-15%' for a discount badge; empty when there is no discount. */
export function formatDiscount(discount: number | null | undefined): string {
  return discount ? `-${discount}%` : '';
}
