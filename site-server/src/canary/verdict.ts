import { type CanaryPolicy, healthyWindowAt, nextStep, RATE_SIGNALS, type RateSignal } from './canaryPolicy';
import {
  binomialUpperTail,
  normalUpperTail,
  quantileOfSorted,
  rankShiftZ,
  rateIncreasePValue,
  sortedCopy,
} from './canaryStatistics';
import type { VersionHealth } from './versionHealth';

export interface CanaryContext {
  /** The canary's share of visitors now, in percent. */
  share: number;
  /** How long the canary has been at that share, in seconds. */
  atStepSeconds: number;
}

export type Verdict = 'rollback' | 'promote' | 'wait';

export interface Decision {
  verdict: Verdict;
  /** For the release history, the log and /ops: what was seen, with the figures. */
  reason: string;
}

/** One signal compared: how much worse the canary is and how surely. */
interface Comparison {
  /** e.g. "errors 5.2 % of 120 views vs 0.5 % of 1,080". */
  summary: string;
  /** The canary's excess over stable: a share of views, or ms. */
  increase: number;
  /** The smallest increase that counts as a regression. */
  floor: number;
  /** One-sided: the chance a canary as healthy as stable looks at least this much worse. */
  p: number;
}

const LABELS: Record<RateSignal, string> = {
  errors: 'errors',
  fallbacks: 'fallbacks',
  loadFailures: 'load failures',
  hydrationErrors: 'hydration errors',
};

const percent = (rate: number) => `${(rate * 100).toFixed(rate < 0.1 ? 2 : 1)} %`;
const count = (n: number) => n.toLocaleString('en-US');
const ms = (value: number) => `${count(Math.round(value))} ms`;
const pValue = (p: number) => (p < 1e-4 ? p.toExponential(1) : p.toPrecision(2));
function duration(seconds: number): string {
  const s = Math.round(seconds);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')} min`;
}

/** How many of a version's views (or of its distinct visitors) showed a signal. */
interface Share {
  bad: number;
  of: number;
}

const viewsWith = (h: VersionHealth, signal: RateSignal): Share => ({ bad: h[signal], of: h.views });
const visitorsWith = (h: VersionHealth, signal: RateSignal): Share => ({
  bad: h.visitorsWith[signal],
  of: h.visitors,
});

function compareRate(
  signal: RateSignal,
  canary: Share,
  stable: Share,
  floor: number,
  unit: 'views' | 'visitors',
): Comparison {
  const c = canary.bad / canary.of;
  const s = stable.of > 0 ? stable.bad / stable.of : 0;
  return {
    summary: `${LABELS[signal]} ${percent(c)} of ${count(canary.of)} canary ${unit} vs ${percent(s)} of ${count(stable.of)}`,
    increase: c - s,
    floor,
    p: rateIncreasePValue(canary.bad, canary.of, stable.bad, stable.of),
  };
}

/**
 * The vital's p75 is what a regression is measured by (it is what CrUX and Search judge a page by); whether the
 * difference is more than chance is the rank test's answer, which uses every sample and so needs far fewer of them
 * than a comparison of two p75s would (canaryStatistics.ts). Too few samples on either side: not compared.
 */
function compareVital(
  name: 'LCP' | 'INP',
  canarySamples: number[],
  stableSamples: number[],
  floor: number,
  minSamples: number,
): Comparison | string {
  if (canarySamples.length < minSamples || stableSamples.length < minSamples) {
    return `${name} not compared (${count(canarySamples.length)} canary and ${count(stableSamples.length)} stable samples, ${minSamples} needed)`;
  }
  const c = sortedCopy(canarySamples);
  const s = sortedCopy(stableSamples);
  const cP75 = quantileOfSorted(c, 0.75);
  const sP75 = quantileOfSorted(s, 0.75);
  return {
    summary: `${name} p75 ${ms(cP75)} vs ${ms(sP75)} (${count(c.length)} and ${count(s.length)} samples)`,
    increase: cP75 - sP75,
    floor,
    p: normalUpperTail(rankShiftZ(c, s)),
  };
}

/**
 * Whether the views on both sides look like real traffic split by the canary's share, as they must before the hard
 * gate acts on a handful of the canary's visitors: beacons from enough networks (at least `minNetworks`, and at
 * least `minCount` over the share: at 10 % the 3 canary networks of the gate come with some 27 stable ones), and
 * the canary's networks no larger a part of them than its share makes likely. A sender with view tokens from a
 * few networks, however many, has neither: without real traffic its networks are too few; beside it, beacons for
 * the canary alone are more of the networks than the share gives the canary. Null when it does; else why not.
 */
function notRealTraffic(
  canary: VersionHealth,
  stable: VersionHealth,
  share: number,
  gate: CanaryPolicy['hardGate'],
): string | null {
  const p = share / 100;
  const networks = canary.sources + stable.sources;
  const needed = Math.max(gate.minNetworks, p > 0 ? Math.ceil(gate.minCount / p) : Number.POSITIVE_INFINITY);
  if (networks < needed) return `${count(networks)} networks of ${count(needed)} needed at ${share} %`;
  const pSplit = binomialUpperTail(canary.sources, networks, p);
  if (pSplit < gate.minShareP) {
    return `the canary's ${count(canary.sources)} of ${count(networks)} networks are not its ${share} % share (p = ${pValue(pSplit)})`;
  }
  return null;
}

/**
 * The canary controller's decision at one look, from canary and stable health over the same window.
 *
 * - Hard gate, before anything else: a signal seen by at least `minCount` distinct canary visitors from at least
 *   `minCount` networks, `minExcessRate` of its visitors above stable's rate, and not chance (p ≤ `maxP`): rolled
 *   back now, with however few visitors, once the sample is real traffic's (`notRealTraffic` above). Visitors, not views: twenty views from one sender are one visitor's word
 *   (Sentry's release health counts sessions for the same reason); and networks as well, because a sender can
 *   fetch a view token under a fresh visitor id as often as it likes, but sends from few networks.
 * - Fewer than `minVisitors` distinct visitors on either side: wait (an analysis with no data must not pass,
 *   Argo's well-known trap).
 * - A regression rolls back: a signal worse by at least its floor, at p ≤ `rollbackP`. That p is per look and
 *   per signal and far below the usual 1 %, because the controller looks again every interval: over the hundred
 *   or so looks a canary's steps take, on six signals, a healthy canary must still be rolled back in < 1 % of
 *   canaries (the data of successive looks overlap, so the looks are not independent chances; a constant boundary
 *   like Pocock's sequential design, checked by bench:canary rather than bounded by a loose Bonferroni product).
 * - Healthy for `healthyWindowSeconds` at this share and nothing looking worse at p ≤ `holdP`: promote. A signal in
 *   between waits for more views, so a regression too small to prove yet is not promoted to more visitors.
 */
export function decide(
  canary: VersionHealth,
  stable: VersionHealth,
  context: CanaryContext,
  policy: CanaryPolicy,
): Decision {
  const gate = policy.hardGate;
  const sampleProblem = notRealTraffic(canary, stable, context.share, gate);
  for (const signal of sampleProblem ? [] : gate.signals) {
    // As many networks as visitors: one sender's fresh cookies are many visitors, but one network.
    if (
      canary.visitors === 0 ||
      canary.visitorsWith[signal] < gate.minCount ||
      canary.sourcesWith[signal] < gate.minCount
    )
      continue;
    const comparison = compareRate(
      signal,
      visitorsWith(canary, signal),
      visitorsWith(stable, signal),
      gate.minExcessRate,
      'visitors',
    );
    // With no stable visitors in the window the count and rate alone decide: a canary failing this often is broken.
    if (comparison.increase >= gate.minExcessRate && (stable.visitors === 0 || comparison.p <= gate.maxP)) {
      return {
        verdict: 'rollback',
        reason: `hard gate: ${comparison.summary} (${count(canary.visitorsWith[signal])} visitors, p = ${pValue(comparison.p)})`,
      };
    }
  }

  if (canary.visitors < policy.minVisitors || stable.visitors < policy.minVisitors) {
    const gateWaits = sampleProblem ? `; hard gate waits: ${sampleProblem}` : '';
    return {
      verdict: 'wait',
      reason: `too few visitors for a verdict: canary ${count(canary.visitors)}, stable ${count(stable.visitors)}, ${policy.minVisitors} each needed${gateWaits}`,
    };
  }

  const comparisons: Comparison[] = RATE_SIGNALS.map((signal) =>
    compareRate(
      signal,
      viewsWith(canary, signal),
      viewsWith(stable, signal),
      policy.minRateIncrease,
      'views',
    ),
  );
  const skipped: string[] = [];
  for (const vital of [
    compareVital('LCP', canary.lcp, stable.lcp, policy.minLcpIncreaseMs, policy.minLatencySamples),
    compareVital('INP', canary.inp, stable.inp, policy.minInpIncreaseMs, policy.minLatencySamples),
  ]) {
    if (typeof vital === 'string') skipped.push(vital);
    else comparisons.push(vital);
  }

  const regressions = comparisons.filter((c) => c.increase >= c.floor && c.p <= policy.rollbackP);
  if (regressions.length > 0) {
    return {
      verdict: 'rollback',
      reason: `regression at ${context.share} %: ${regressions.map((c) => `${c.summary}, p = ${pValue(c.p)}`).join('; ')}`,
    };
  }

  const health = [...comparisons.map((c) => c.summary), ...skipped].join('; ');
  const suspect = comparisons.filter((c) => c.increase > 0 && c.p <= policy.holdP);
  if (suspect.length > 0) {
    return {
      verdict: 'wait',
      reason: `worse, not yet proven (p ≤ ${policy.holdP}), waiting for more views: ${suspect
        .map((c) => `${c.summary}, p = ${pValue(c.p)}`)
        .join('; ')}`,
    };
  }
  const healthyWindow = healthyWindowAt(context.share, policy);
  if (context.atStepSeconds < healthyWindow) {
    return {
      verdict: 'wait',
      reason: `healthy for ${duration(context.atStepSeconds)} of ${duration(healthyWindow)} at ${context.share} %: ${health}`,
    };
  }
  return {
    verdict: 'promote',
    reason: `healthy for ${duration(context.atStepSeconds)} at ${context.share} %, on to ${nextStep(context.share, policy)} %: ${health}`,
  };
}
