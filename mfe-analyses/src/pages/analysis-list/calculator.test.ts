import { describe, expect, it } from 'vitest';
import { BLOOD_TEST_SURCHARGE, calculatorTotal, surchargeApplies } from './calculator';

const analysis = (price: number | null | undefined, bloodTestIncluded = false) => ({
  price,
  bloodTestIncluded,
});

describe('SPEC §9: "total = sum of prices (missing = 0) plus 900 when applicable"', () => {
  it('the surcharge is 900 ("Blood test surcharge 900")', () => {
    expect(BLOOD_TEST_SURCHARGE).toBe(900);
  });

  it('is 0 for nothing selected', () => {
    expect(calculatorTotal([])).toBe(0);
    expect(surchargeApplies([])).toBe(false);
  });

  it('is the price of one analysis without a blood draw', () => {
    expect(calculatorTotal([analysis(2600)])).toBe(2600);
  });

  it('adds the surcharge to one analysis with a blood draw', () => {
    expect(calculatorTotal([analysis(1100, true)])).toBe(2000);
  });

  it('sums N analyses', () => {
    expect(calculatorTotal([analysis(1100), analysis(2900), analysis(4500), analysis(900)])).toBe(9400);
  });

  it('"added once if any selected analysis has bloodTestIncluded": two blood analyses, one surcharge', () => {
    const selected = [analysis(1100, true), analysis(1200, true), analysis(3100)];
    expect(surchargeApplies(selected)).toBe(true);
    expect(calculatorTotal(selected)).toBe(1100 + 1200 + 3100 + 900);
  });

  it('"missing = 0": an analysis without a price counts as 0', () => {
    expect(calculatorTotal([analysis(null), analysis(undefined), analysis(1500)])).toBe(1500);
    expect(calculatorTotal([analysis(null, true)])).toBe(900);
  });
});
