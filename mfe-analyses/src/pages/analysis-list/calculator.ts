import { type Analysis, priceOrZero } from '@clinic/shared';

/** SPEC §9: the blood test surcharge, added once when any selected analysis has `bloodTestIncluded`. */
export const BLOOD_TEST_SURCHARGE = 900;

type Priced = Pick<Analysis, 'price' | 'bloodTestIncluded'>;

/** SPEC §9: the surcharge applies when any selected analysis needs a blood draw. */
export function surchargeApplies(selected: readonly Priced[]): boolean {
  return selected.some((analysis) => analysis.bloodTestIncluded === true);
}

/** SPEC §9: total = the sum of prices (missing = 0) plus 900 once when the surcharge applies. */
export function calculatorTotal(selected: readonly Priced[]): number {
  const sum = selected.reduce((total, analysis) => total + priceOrZero(analysis.price), 0);
  return surchargeApplies(selected) ? sum + BLOOD_TEST_SURCHARGE : sum;
}
