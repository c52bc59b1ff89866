/**
 * The few formulas the canary's verdict needs, written here because no statistics library is in the repo and
 * each is a textbook formula of a few lines. All tests are one-sided: the question is only ever "is the canary
 * worse than stable?"; a canary that is better is healthy.
 */

/** P(Z ≥ z) for a standard normal Z (Numerical Recipes' erfc: relative error < 1.2e-7, also far in the tail). */
export function normalUpperTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  let poly = 0;
  for (const c of ERFC_COEFFICIENTS) poly = c + t * poly;
  const erfc = t * Math.exp(-x * x + poly);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

/** Highest power first, for Horner's rule. */
const ERFC_COEFFICIENTS = [
  0.17087277, -0.82215223, 1.48851587, -1.13520398, 0.27886807, -0.18628806, 0.09678418, 0.37409196,
  1.00002368, -1.26551223,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7: about 15 significant digits). */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let sum = 0;
  for (const [i, coefficient] of c.entries()) sum += i === 0 ? coefficient : coefficient / (y + i);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** P(X ≥ x) for X ~ Binomial(n, p), summed exactly from x upwards. */
export function binomialUpperTail(x: number, n: number, p: number): number {
  if (x <= 0) return 1;
  if (x > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  const logP = Math.log(p);
  const logQ = Math.log1p(-p);
  let term = Math.exp(logGamma(n + 1) - logGamma(x + 1) - logGamma(n - x + 1) + x * logP + (n - x) * logQ);
  let sum = 0;
  for (let i = x; i <= n; i++) {
    sum += term;
    term *= ((n - i) / (i + 1)) * (p / (1 - p));
    if (term < sum * 1e-16) break;
  }
  return Math.min(1, sum);
}

/**
 * One-sided p-value that the canary's rate of bad page views is higher than stable's: the exact conditional test
 * for two counts. Given k bad views in all, each of them is the canary's with the probability of its share of the
 * views, if both versions are alike; the p-value is the chance of the canary having at least its count of them.
 * Exact for rare events (a 0.5 % error rate gives a handful of counts, where a normal approximation is wrong
 * by orders of magnitude in the tail), and conservative when events are common (the binomial's tail is heavier
 * than Fisher's hypergeometric one).
 */
export function rateIncreasePValue(
  canaryBad: number,
  canaryViews: number,
  stableBad: number,
  stableViews: number,
) {
  if (canaryViews === 0 || stableViews === 0) return 1;
  return binomialUpperTail(canaryBad, canaryBad + stableBad, canaryViews / (canaryViews + stableViews));
}

/** The sample's p-quantile by nearest rank, as CrUX and web-vitals dashboards report p75. `sorted` ascending. */
export function quantileOfSorted(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

export function sortedCopy(values: readonly number[]): Float64Array {
  return Float64Array.from(values).sort();
}

/** The p75 of unsorted values as the controller reads it (nearest rank); null with none. */
export function p75(values: readonly number[]): number | null {
  return values.length ? quantileOfSorted(sortedCopy(values), 0.75) : null;
}

/**
 * Mann–Whitney's rank test as a z-score: positive when the canary's values tend to be larger (slower) than
 * stable's. Rank-based, so one 60-second LCP or a skewed distribution does not sway it, and with ties (INP comes
 * in frame-sized steps) handled by mid-ranks and the tie-corrected variance. For a slowdown of the whole
 * distribution it needs about half the page views that comparing two sample p75s would (its efficiency against
 * a test on log-times is 95 %; the sample p75's is about 55 %). Both inputs sorted ascending.
 */
export function rankShiftZ(canary: Float64Array, stable: Float64Array): number {
  const n1 = canary.length;
  const n2 = stable.length;
  const n = n1 + n2;
  if (n1 === 0 || n2 === 0) return 0;
  let i = 0;
  let j = 0;
  let rank = 0;
  let canaryRanks = 0;
  let ties = 0;
  while (i < n1 || j < n2) {
    // Past its end, a side's next value is +∞: the other side's comes first.
    const value = Math.min(canary[i] ?? Number.POSITIVE_INFINITY, stable[j] ?? Number.POSITIVE_INFINITY);
    let a = 0;
    let b = 0;
    while (i < n1 && canary[i] === value) {
      i++;
      a++;
    }
    while (j < n2 && stable[j] === value) {
      j++;
      b++;
    }
    const t = a + b;
    canaryRanks += a * (rank + (t + 1) / 2);
    rank += t;
    if (t > 1) ties += t * t * t - t;
  }
  const u = canaryRanks - (n1 * (n1 + 1)) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1)));
  if (variance <= 0) return 0;
  const centred = u - (n1 * n2) / 2;
  // Continuity correction toward 0: the conservative side.
  return (Math.sign(centred) * Math.max(0, Math.abs(centred) - 0.5)) / Math.sqrt(variance);
}
