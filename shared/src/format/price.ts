import { madeOnFirstUse } from './madeOnFirstUse';

/** SPEC §1: tenge, Russian number format, narrow currency symbol, no fraction digits. */
const priceFormat = madeOnFirstUse(
  () =>
    new Intl.NumberFormat('ru-RU', {
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

export function formatPrice(price: number | null | undefined): string {
  return priceFormat().format(priceOrZero(price));
}

/** SPEC §9: price prefix 'от'. */
export function formatPriceFrom(price: number | null | undefined): string {
  return `от ${formatPrice(price)}`;
}
