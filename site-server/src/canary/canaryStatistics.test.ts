import { describe, expect, it } from 'vitest';
import {
  binomialUpperTail,
  normalUpperTail,
  p75,
  quantileOfSorted,
  rankShiftZ,
  rateIncreasePValue,
  sortedCopy,
} from './canaryStatistics';

describe('canary statistics', () => {
  it("gives the normal distribution's upper tail, also far out", () => {
    expect(normalUpperTail(0)).toBeCloseTo(0.5, 7);
    expect(normalUpperTail(1.959964)).toBeCloseTo(0.025, 6);
    expect(normalUpperTail(3.890592) / 5e-5).toBeCloseTo(1, 4);
    expect(normalUpperTail(-1)).toBeCloseTo(0.8413447, 6);
  });

  it('sums binomial tails exactly', () => {
    expect(binomialUpperTail(5, 5, 0.1)).toBeCloseTo(1e-5, 12);
    expect(binomialUpperTail(3, 10, 0.5)).toBeCloseTo(1 - 56 / 1024, 12);
    expect(binomialUpperTail(60, 1000, 0.05)).toBeCloseTo(0.0867, 3);
    expect(binomialUpperTail(0, 3, 0.1)).toBe(1);
  });

  it('tests a rise of a rate by the share of the bad views that are the canary’s', () => {
    // 5 errors, all on the canary's 10 % of the views: 0.1^5.
    expect(rateIncreasePValue(5, 100, 0, 900)).toBeCloseTo(1e-5, 12);
    // The same rate on both sides is no evidence at all.
    expect(rateIncreasePValue(1, 100, 9, 900)).toBeGreaterThan(0.5);
    expect(rateIncreasePValue(1, 100, 0, 0)).toBe(1);
  });

  it('takes p75 by nearest rank, and ranks a slower sample positive, ties and all', () => {
    expect(quantileOfSorted(sortedCopy([4, 1, 3, 2]), 0.75)).toBe(3);
    expect(quantileOfSorted(sortedCopy([]), 0.75)).toBeNaN();
    // The one p75 of /ops's curves and `npm run releases`: numbers sorted as numbers, none is null.
    expect(p75([900, 1000, 80, 2000])).toBe(1000);
    expect(p75([])).toBeNull();
    const fast = sortedCopy([100, 120, 120, 140, 160, 160, 180, 200]);
    const slow = sortedCopy([160, 180, 200, 200, 220, 240, 260, 280]);
    expect(rankShiftZ(slow, fast)).toBeGreaterThan(2);
    expect(rankShiftZ(fast, slow)).toBeLessThan(-2);
    expect(rankShiftZ(fast, fast)).toBe(0);
    expect(rankShiftZ(sortedCopy([5, 5, 5]), sortedCopy([5, 5]))).toBe(0);
  });
});
