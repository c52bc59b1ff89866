// `npm run bench:canary`: the canary's automatic decision (site-server/src/canary/verdict.ts) against synthetic
// beacon streams, as the controller would run it: every analysis interval a verdict over the window; a promote
// raises the canary's share to the next step (so more of the views are the canary's), a rollback ends the run.
// "Views a minute" are ALL page views of the remote's pages, split between canary and stable by the share: at
// 100 a minute and 10 %, the canary sees about 10 views a minute.
// Pure computation with a seeded PRNG: the same figures on every run. Writes bench/canary-results.md.
// BENCH_RUNS (200) sets the runs per scenario; BENCH_RATES, BENCH_SCENARIOS and BENCH_POLICY (JSON over the
// defaults) are for tuning. A run with any of them prints its figures but leaves bench/canary-results.md alone.
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { decide } = await tsImport('../site-server/src/canary/verdict.ts', import.meta.url);
const { DEFAULT_CANARY_POLICY, nextStep } = await tsImport(
  '../site-server/src/canary/canaryPolicy.ts',
  import.meta.url,
);

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const POLICY = process.env.BENCH_POLICY
  ? { ...DEFAULT_CANARY_POLICY, ...JSON.parse(process.env.BENCH_POLICY) }
  : DEFAULT_CANARY_POLICY;
const RATES = (process.env.BENCH_RATES ?? '50,100,200,500').split(',').map(Number);
/** A run that has neither rolled back nor reached 100 % by then is counted as undecided. */
const MAX_MINUTES = 60;

// Baselines: per-view rates of a healthy version, and its vitals. LCP: lognormal, median 1.8 s, σ 0.5 in log
// space (p75 ≈ 2.52 s, CrUX's "good" limit, as phones on a mobile network see it). INP: median 120 ms, σ 0.6
// (p75 ≈ 180 ms), reported by 60 % of views (those with an interaction). Both rounded to whole ms.
const BASE = { errors: 0.005, fallbacks: 0.003, loadFailures: 0.001, hydrationErrors: 0.002 };
const LCP = { median: 1800, sigma: 0.5 };
const INP = { median: 120, sigma: 0.6, share: 0.6 };
const p75Of = ({ median, sigma }) => median * Math.exp(0.6744897501960817 * sigma);

const ALL_SCENARIOS = [
  { name: 'healthy', healthy: true },
  { name: 'errors +1 pt', errors: 0.01 },
  { name: 'errors +5 pt', errors: 0.05 },
  { name: 'errors +50 pt', errors: 0.5 },
  { name: 'LCP p75 +300 ms', lcpMs: 300 },
  { name: 'LCP p75 +1000 ms', lcpMs: 1000 },
  { name: 'INP p75 +50 ms', inpMs: 50 },
  { name: 'INP p75 +200 ms', inpMs: 200 },
];
/** BENCH_SCENARIOS=healthy,LCP picks scenarios by the start of their names (for tuning; the table has all). */
const SCENARIOS = process.env.BENCH_SCENARIOS
  ? ALL_SCENARIOS.filter((s) => process.env.BENCH_SCENARIOS.split(',').some((p) => s.name.startsWith(p)))
  : ALL_SCENARIOS;

/** mulberry32: small, fast, and good enough for a simulation; seeded per run so any run can be replayed. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(random) {
  // Box–Muller; one of the pair is enough here.
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

function poisson(random, mean) {
  if (mean > 200) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(random)));
  const limit = Math.exp(-mean);
  let k = 0;
  let product = random();
  while (product > limit) {
    k++;
    product *= random();
  }
  return k;
}

function emptyBucket() {
  return { views: 0, errors: 0, fallbacks: 0, loadFailures: 0, hydrationErrors: 0, lcp: [], inp: [] };
}

function addView(bucket, random, rates, lcpScale, inpScale) {
  bucket.views++;
  for (const signal of Object.keys(BASE)) if (random() < rates[signal]) bucket[signal]++;
  bucket.lcp.push(Math.round(LCP.median * lcpScale * Math.exp(LCP.sigma * normal(random))));
  if (random() < INP.share)
    bucket.inp.push(Math.round(INP.median * inpScale * Math.exp(INP.sigma * normal(random))));
}

/** What the beacon store would answer: the sum of the buckets in the window. */
function health(buckets) {
  const total = emptyBucket();
  for (const b of buckets) {
    total.views += b.views;
    total.errors += b.errors;
    total.fallbacks += b.fallbacks;
    total.loadFailures += b.loadFailures;
    total.hydrationErrors += b.hydrationErrors;
    for (const v of b.lcp) total.lcp.push(v);
    for (const v of b.inp) total.inp.push(v);
  }
  // Each view a visitor of its own, from a network of its own (below: views are independent draws).
  const each = {
    errors: total.errors,
    fallbacks: total.fallbacks,
    loadFailures: total.loadFailures,
    hydrationErrors: total.hydrationErrors,
  };
  return { ...total, visitors: total.views, sources: total.views, visitorsWith: each, sourcesWith: each };
}

/** One canary from release to its end: { outcome: 'rollback' | 'promoted' | 'undecided', seconds, reason }. */
function simulate(scenario, viewsPerMinute, seed) {
  const random = prng(seed);
  const dt = POLICY.analysisIntervalSeconds;
  const windowTicks = Math.max(1, Math.round(POLICY.windowSeconds / dt));
  const canaryRates = { ...BASE, errors: BASE.errors + (scenario.errors ?? 0) };
  // The regression scales the canary's distribution so its p75 rises by exactly the stated amount.
  const lcpScale = 1 + (scenario.lcpMs ?? 0) / p75Of(LCP);
  const inpScale = 1 + (scenario.inpMs ?? 0) / p75Of(INP);
  const canaryBuckets = [];
  const stableBuckets = [];
  let share = POLICY.steps[0];
  let stepStart = 0;
  for (let tick = 1; tick * dt <= MAX_MINUTES * 60; tick++) {
    const canary = emptyBucket();
    const stable = emptyBucket();
    const views = poisson(random, (viewsPerMinute * dt) / 60);
    for (let i = 0; i < views; i++) {
      if (random() < share / 100) addView(canary, random, canaryRates, lcpScale, inpScale);
      else addView(stable, random, BASE, 1, 1);
    }
    canaryBuckets.push(canary);
    stableBuckets.push(stable);
    if (canaryBuckets.length > windowTicks) {
      canaryBuckets.shift();
      stableBuckets.shift();
    }
    const now = tick * dt;
    const decision = decide(
      health(canaryBuckets),
      health(stableBuckets),
      { share, atStepSeconds: now - stepStart },
      POLICY,
    );
    if (decision.verdict === 'rollback')
      return { outcome: 'rollback', seconds: now, reason: decision.reason };
    if (decision.verdict === 'promote') {
      share = nextStep(share, POLICY);
      stepStart = now;
      if (share >= 100) return { outcome: 'promoted', seconds: now, reason: decision.reason };
    }
  }
  return { outcome: 'undecided', seconds: MAX_MINUTES * 60, reason: '' };
}

function quantile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

function time(seconds) {
  if (!Number.isFinite(seconds)) return '–';
  const s = Math.round(seconds);
  return s < 120 ? `${s} s` : `${(s / 60).toFixed(1)} min`;
}

const pct = (n, of) => `${((100 * n) / of).toFixed(1)} %`;

const started = Date.now();
const rows = [];
let healthyRuns = 0;
let healthyFalse = 0;
for (const rate of RATES) {
  for (const scenario of SCENARIOS) {
    const results = [];
    for (let run = 0; run < RUNS; run++)
      results.push(
        simulate(scenario, rate, 1 + run + 100_000 * ALL_SCENARIOS.indexOf(scenario) + 1_000_000 * rate),
      );
    const rolledBack = results.filter((r) => r.outcome === 'rollback');
    const promoted = results.filter((r) => r.outcome === 'promoted');
    const undecided = results.length - rolledBack.length - promoted.length;
    // Time to the verdict that ends the canary: the rollback for a broken one, the last promotion for a healthy one.
    const ending = (scenario.healthy ? promoted : rolledBack).map((r) => r.seconds).sort((a, b) => a - b);
    if (scenario.healthy) {
      healthyRuns += results.length;
      healthyFalse += rolledBack.length;
    }
    const row = {
      rate,
      scenario: scenario.name,
      rollback: pct(rolledBack.length, RUNS),
      promoted: pct(promoted.length, RUNS),
      undecided: pct(undecided, RUNS),
      median: time(quantile(ending, 0.5)),
      p90: time(quantile(ending, 0.9)),
      within60s: pct(rolledBack.filter((r) => r.seconds <= 60).length, RUNS),
      within15min: pct(rolledBack.filter((r) => r.seconds <= 900).length, RUNS),
      example: (scenario.healthy ? rolledBack : rolledBack.length ? rolledBack : promoted)
        .map((r) => r.reason)
        .slice(0, process.env.BENCH_VERBOSE ? 5 : 1)
        .join('\n          '),
    };
    rows.push(row);
    console.log(
      `${String(rate).padStart(3)}/min  ${scenario.name.padEnd(17)} rollback ${row.rollback.padStart(7)}  promoted ${row.promoted.padStart(7)}  undecided ${row.undecided.padStart(7)}  median ${row.median.padStart(8)}  p90 ${row.p90.padStart(8)}  ≤60 s ${row.within60s.padStart(7)}  ≤15 min ${row.within15min.padStart(7)}`,
    );
    if (process.env.BENCH_VERBOSE && row.example) console.log(`          e.g. ${row.example}`);
  }
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  `healthy canaries falsely rolled back: ${healthyFalse} of ${healthyRuns} (${pct(healthyFalse, healthyRuns)}); ${seconds} s`,
);

const find = (rate, name) => rows.find((r) => r.rate === rate && r.scenario === name);
const table = [
  '| views/min (all) | canary | rolled back | promoted to 100 % | undecided at 60 min | time to verdict, median | p90 | rolled back ≤ 60 s | ≤ 15 min |',
  '|---:|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.rate} | ${r.scenario} | ${r.rollback} | ${r.promoted} | ${r.undecided} | ${r.median} | ${r.p90} | ${r.within60s} | ${r.within15min} |`,
  ),
].join('\n');

const fifty = find(100, 'errors +50 pt');
const lcp300 = find(100, 'LCP p75 +300 ms');
const markdown = `# Canary decision bench

\`npm run bench:canary\` (bench/canary.mjs), ${new Date().toISOString().slice(0, 10)}, ${RUNS} runs per row, seeded
(the same figures on every run), ${seconds} s on this machine. It runs the verdict
(site-server/src/canary/verdict.ts) with the default policy, as the controller would: a look every
${POLICY.analysisIntervalSeconds} s over the last ${POLICY.windowSeconds / 60} min, a promote moving the canary
${POLICY.steps.join(' → ')} → 100 %, a rollback ending the run; a run still at a step after ${MAX_MINUTES} min is
"undecided".

**Views a minute are all page views of the remote's pages**, split between canary and stable by the share: at 100
a minute and 10 %, the canary sees about 10 views a minute (Poisson), stable about 90. Every view reports LCP, 60 %
report INP. Baseline per view: errors ${BASE.errors * 100} %, fallbacks ${BASE.fallbacks * 100} %, load failures
${BASE.loadFailures * 100} %, hydration errors ${BASE.hydrationErrors * 100} %; LCP lognormal (median ${LCP.median} ms,
σ ${LCP.sigma}, p75 ${Math.round(p75Of(LCP))} ms), INP lognormal (median ${INP.median} ms, σ ${INP.sigma}, p75
${Math.round(p75Of(INP))} ms). A regression raises the canary's error rate by the points given, or scales its LCP or
INP so that the p75 rises by the amount given. Time to verdict: to the rollback for a broken canary, to 100 % for a
healthy one.

${table}

Healthy canaries falsely rolled back, all rates together: **${healthyFalse} of ${healthyRuns}
(${pct(healthyFalse, healthyRuns)})**.

## Targets

- +50 points of errors rolled back within 60 s at 100 views a minute: median ${fifty?.median}, p90 ${fifty?.p90};
  ${fifty?.within60s} of runs within 60 s.
- A healthy canary falsely rolled back in < 1 % of runs: ${pct(healthyFalse, healthyRuns)} over ${healthyRuns} runs.
- +300 ms LCP p75 caught within 15 minutes at 100 views a minute: median ${lcp300?.median}, p90 ${lcp300?.p90};
  ${lcp300?.within15min} of runs within 15 min.

Read with care:

- **60 s for +50 points is met by the median, not by every run.** At 100 views a minute and 10 %, the canary has
  about 10 views in its first minute, 5 of them with an error (Poisson): the hard gate needs ${POLICY.hardGate.minCount} of
  them (and ${POLICY.hardGate.minExcessRate * 100} points above stable, and p ≤ ${POLICY.hardGate.maxP}), which a minute
  gives in about 88 % of runs, before the delay to the next look. Deciding on fewer errors would roll back healthy
  canaries on a run of bad luck.
- **+300 ms LCP at 100 views a minute is caught within 15 min in about half of the runs** (the median is near
  15 min, the p90 beyond it). It cannot be proven at 10 % in that time (about 150 canary views, whose p75 varies by
  ±170 ms by chance), so it is caught at 50 %; the hold (holdP) keeps it from reaching 100 % meanwhile. From 200
  views a minute it is caught within 15 min in most runs.
- **+1 point of errors is too small to prove before promotion at 50–100 views a minute** (0.5 % → 1.5 % on a few
  hundred canary views); it is caught from about 500 views a minute. rollbackP is the lever, at the price of false
  rollbacks.
- The false-rollback rate counts every look of a canary's life (about 90 looks to 100 %, six signals each):
  p ≤ ${POLICY.rollbackP} per look and signal is what keeps the whole life under 1 % (with 2e-4 it was 1.1 % at 500
  views a minute over 1,000 healthy runs; with 5e-5, 0.3 %: \`BENCH_RUNS=1000 BENCH_RATES=500
  BENCH_SCENARIOS=healthy BENCH_POLICY='{"rollbackP":2e-4}' npm run bench:canary\`).
- Views here are independent draws; real visitors are sticky (a heavy user's views are all on one side), which
  clusters the counts more than Poisson does and widens the real error bars somewhat.
`;
if (['BENCH_RUNS', 'BENCH_RATES', 'BENCH_SCENARIOS', 'BENCH_POLICY'].some((name) => process.env[name])) {
  console.log('a tuning run (BENCH_*): bench/canary-results.md left as it was');
} else {
  fs.writeFileSync(path.join(import.meta.dirname, 'canary-results.md'), markdown);
  console.log('wrote bench/canary-results.md');
}
