import { type Analysis, formatPrice, useLocale } from '@clinic/shared';
import { type AnalysesMessage, useAnalysesText } from '../messages/analysesText';

/**
 * Whether the API gave an analysis a price: a positive amount. It sends `null` for one it has none for (the seed's
 * HLA-B27, ALEX²); absent, 0 or nonsense is none too. The total still counts such an analysis as 0 (SPEC §9,
 * calculator.ts): only what the patient reads changes.
 */
export function hasPrice(price: Analysis['price']): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

/** What stands in a price's place when there is none: «Цена по запросу», never «0 ₸» (a free analysis). */
export const PRICE_ON_REQUEST: AnalysesMessage = 'analysis.priceOnRequest';

/** An analysis's price as the patient reads it: «4 500 ₸», or «Цена по запросу» (Kazakh: «Бағасы сұрау бойынша»). */
export function useAnalysisPrice(): (price: Analysis['price']) => string {
  const text = useAnalysesText();
  const locale = useLocale();
  return (price) => (hasPrice(price) ? formatPrice(price, locale) : text(PRICE_ON_REQUEST));
}
