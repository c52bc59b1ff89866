import { describe, expect, it } from 'vitest';
import { DEFAULT_CANARY_POLICY as POLICY } from './canaryPolicy';
import { decide as decideOn } from './verdict';
import type { VersionHealth } from './versionHealth';

const tenPercent = { share: 10, atStepSeconds: 60 };

/** A reproducible stream of samples: a lognormal around `median` (σ 0.5), as LCP and INP are. */
function lognormal(n: number, median: number, seed: number): number[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return (state + 0.5) / 2147483648;
  };
  return Array.from({ length: n }, () => {
    const z = Math.sqrt(-2 * Math.log(random())) * Math.cos(2 * Math.PI * random());
    return Math.round(median * Math.exp(0.5 * z));
  });
}

type ViewCounts = Omit<VersionHealth, 'visitors' | 'sources' | 'visitorsWith' | 'sourcesWith'>;

/** Each view a visitor of its own, each from a network of its own: views that all came from different people. */
const oneViewEach = (h: ViewCounts): VersionHealth => {
  const each = {
    errors: h.errors,
    fallbacks: h.fallbacks,
    loadFailures: h.loadFailures,
    hydrationErrors: h.hydrationErrors,
  };
  return { ...h, visitors: h.views, sources: h.views, visitorsWith: each, sourcesWith: each };
};

const decide = (canary: ViewCounts, stable: ViewCounts, ...rest: [typeof tenPercent, typeof POLICY]) =>
  decideOn(oneViewEach(canary), oneViewEach(stable), ...rest);

/** A version's health: `views` views, error rate `errorRate`, LCP and INP around the given medians. */
function version(
  views: number,
  options: { errorRate?: number; lcp?: number; inp?: number; seed?: number } = {},
) {
  const seed = options.seed ?? 1;
  return {
    views,
    errors: Math.round(views * (options.errorRate ?? 0.005)),
    fallbacks: Math.round(views * 0.003),
    loadFailures: 0,
    hydrationErrors: Math.round(views * 0.002),
    lcp: lognormal(views, options.lcp ?? 1800, seed),
    inp: lognormal(Math.round(views * 0.6), options.inp ?? 120, seed + 7),
  } satisfies ViewCounts;
}

describe('decide', () => {
  it('waits for the minimum sample, however bad the rates look', () => {
    const canary = { ...version(POLICY.minVisitors - 1), errors: 2 };
    const decision = decide(canary, version(900), tenPercent, POLICY);
    expect(decision.verdict).toBe('wait');
    expect(decision.reason).toMatch(/too few visitors for a verdict: canary 49, stable 900, 50 each needed/);
    // One more view and the same two errors are a verdict's matter (a wait of another kind, not "too few").
    expect(
      decide({ ...canary, views: POLICY.minVisitors }, version(900), tenPercent, POLICY).reason,
    ).not.toMatch(/too few/);
  });

  it('rolls back at once through the hard gate: load failures on a fifth of 20 views', () => {
    const canary = { ...version(20), loadFailures: 4 };
    const decision = decide(canary, version(180), tenPercent, POLICY);
    expect(decision.verdict).toBe('rollback');
    expect(decision.reason).toMatch(
      /^hard gate: load failures 20\.0 % of 20 canary visitors vs 0\.00 % of 180/,
    );
    // The same count on a stable version that fails as often is no hard gate: the failure is not the canary's.
    const stable = { ...version(180), loadFailures: 40 };
    expect(decide(canary, stable, tenPercent, POLICY).verdict).toBe('wait');
    // Two failures are not enough to judge on 20 views.
    expect(decide({ ...canary, loadFailures: 2 }, version(180), tenPercent, POLICY).verdict).toBe('wait');
  });

  it('rolls back a canary with errors 50 points above stable, naming the figures', () => {
    const decision = decide(version(100, { errorRate: 0.505 }), version(900), tenPercent, {
      ...POLICY,
      hardGate: { ...POLICY.hardGate, signals: [] },
    });
    expect(decision.verdict).toBe('rollback');
    expect(decision.reason).toMatch(
      /^regression at 10 %: errors 51\.0 % of 100 canary views vs 0\.56 % of 900, p = /,
    );
  });

  it('promotes a canary as healthy as stable once it has been so for the healthy window, not before', () => {
    const canary = version(300, { seed: 3 });
    const stable = version(2700, { seed: 5 });
    const early = decide(canary, stable, { share: 10, atStepSeconds: 299 }, POLICY);
    expect(early.verdict).toBe('wait');
    expect(early.reason).toMatch(/^healthy for 4:59 min of 5:00 min at 10 %/);
    const later = decide(canary, stable, { share: 10, atStepSeconds: 300 }, POLICY);
    expect(later.verdict).toBe('promote');
    expect(later.reason).toMatch(
      /^healthy for 5:00 min at 10 %, on to 50 %: errors 0\.67 % of 300 canary views vs 0\.52 % of 2,700/,
    );
    expect(later.reason).toMatch(/LCP p75 .* ms vs .* ms \(300 and 2,700 samples\)/);
    // At 50 % the healthy window is the second step's, 10 minutes.
    expect(decide(canary, stable, { share: 50, atStepSeconds: 300 }, POLICY).verdict).toBe('wait');
    expect(decide(canary, stable, { share: 50, atStepSeconds: 600 }, POLICY).reason).toMatch(/on to 100 %/);
  });

  it('rolls back a canary whose LCP p75 is 1000 ms above stable', () => {
    // Median 1800 → 2514 ms: the p75 (≈ 2520 ms) rises by about 1000 ms.
    const decision = decide(
      version(200, { lcp: 2514, seed: 3 }),
      version(1800, { seed: 5 }),
      tenPercent,
      POLICY,
    );
    expect(decision.verdict).toBe('rollback');
    expect(decision.reason).toMatch(
      /^regression at 10 %: LCP p75 3,\d{3} ms vs 2,\d{3} ms \(200 and 1,800 samples\)/,
    );
    expect(decision.reason).not.toMatch(/INP|errors/);
  });

  it('rolls back a slower INP, but leaves out a vital with too few samples', () => {
    const slow = version(200, { inp: 250, seed: 3 });
    expect(decide(slow, version(1800, { seed: 5 }), tenPercent, POLICY).reason).toMatch(
      /^regression at 10 %: INP p75/,
    );
    const fewInp = decide(
      { ...slow, inp: slow.inp.slice(0, 10) },
      version(1800, { seed: 5 }),
      tenPercent,
      POLICY,
    );
    expect(fewInp.verdict).toBe('wait');
    expect(fewInp.reason).toMatch(/INP not compared \(10 canary and 1,080 stable samples, 30 needed\)/);
  });

  it('holds, rather than promotes, a canary that looks worse but not yet provably so', () => {
    // 4 % errors against 0.56 %: p ≈ 0.008, below holdP (0.02) but far above rollbackP.
    const canary = { ...version(100, { seed: 3 }), errors: 4 };
    const decision = decide(canary, version(900, { seed: 5 }), { share: 10, atStepSeconds: 3600 }, POLICY);
    expect(decision.verdict).toBe('wait');
    expect(decision.reason).toMatch(
      /^worse, not yet proven \(p ≤ 0\.02\), waiting for more views: errors 4\.00 %/,
    );
  });

  it('counts distinct visitors for the sample and the hard gate: twenty views from one are one', () => {
    // The forgery as it would look had it been stored: 60 canary views with errors, from one visitor.
    const forged: VersionHealth = {
      ...oneViewEach(version(60)),
      errors: 60,
      visitors: 1,
      visitorsWith: { errors: 1, fallbacks: 0, loadFailures: 0, hydrationErrors: 0 },
    };
    const stable: VersionHealth = { ...oneViewEach(version(60)), visitors: 3 };
    const decision = decideOn(forged, stable, tenPercent, POLICY);
    expect(decision.verdict).toBe('wait');
    expect(decision.reason).toMatch(/too few visitors for a verdict: canary 1, stable 3, 50 each needed/);
    // The same errors spread over as many visitors and networks as the gate asks for: rolled back.
    const three = {
      ...forged,
      visitors: 3,
      sources: 3,
      visitorsWith: { ...forged.visitorsWith, errors: 3 },
      sourcesWith: { ...forged.sourcesWith, errors: 3 },
    };
    const real = oneViewEach(version(200));
    expect(decideOn(three, real, tenPercent, POLICY).reason).toMatch(
      /^hard gate: errors 100\.0 % of 3 canary visitors vs 0\.50 % of 200 \(3 visitors/,
    );
  });

  it('takes a sender’s fresh visitor ids for what they are: errors from one network never trip the hard gate', () => {
    // Forty «visitors», each a view token fetched under a new cookie, every one failing: one network.
    const sybil: VersionHealth = {
      ...oneViewEach(version(40)),
      errors: 40,
      visitorsWith: { errors: 40, fallbacks: 0, loadFailures: 0, hydrationErrors: 0 },
      sourcesWith: { errors: 1, fallbacks: 0, loadFailures: 0, hydrationErrors: 0 },
    };
    const decision = decideOn(sybil, oneViewEach(version(200)), tenPercent, POLICY);
    expect(decision.verdict).toBe('wait');
    expect(decision.reason).not.toMatch(/^hard gate/);
  });

  it('never acts on fresh tokens from six networks: the issue’s free-token canary, with and without stable beacons', () => {
    // Six canary «visitors», one view each from a network of its own, every one with an error; nobody else.
    const minted = (n: number, errors: number): VersionHealth => ({
      ...oneViewEach({ ...version(n), errors }),
      visitorsWith: { errors, fallbacks: 0, loadFailures: 0, hydrationErrors: 0 },
      sourcesWith: { errors: Math.min(errors, 6), fallbacks: 0, loadFailures: 0, hydrationErrors: 0 },
      sources: Math.min(n, 6),
    });
    const alone = decideOn(minted(6, 6), oneViewEach(version(0)), tenPercent, POLICY);
    expect(alone.verdict).toBe('wait');
    expect(alone.reason).toMatch(/hard gate waits: 6 networks of 30 needed at 10 %/);
    // The same sender's stable tokens beaconed too, from the same six networks: still six networks in all.
    const withStable = decideOn(minted(6, 6), minted(96, 0), tenPercent, POLICY);
    expect(withStable.verdict).toBe('wait');
    expect(withStable.reason).toMatch(/hard gate waits/);
    // At 50 % as well: twenty networks at least, whatever the share.
    expect(decideOn(minted(6, 6), minted(6, 0), { share: 50, atStepSeconds: 60 }, POLICY).verdict).toBe(
      'wait',
    );
  });

  it('never acts when the canary has more of the networks than its share gives it', () => {
    // 30 canary networks all failing beside 40 stable ones, at 10 %: a sender beaconing for the canary alone.
    const canary = { ...oneViewEach({ ...version(30), errors: 30 }) };
    const decision = decideOn(canary, oneViewEach(version(40)), tenPercent, POLICY);
    expect(decision.reason).toMatch(/hard gate waits: the canary's 30 of 70 networks are not its 10 % share/);
  });

  it('still rolls back a broken canary within a minute of real traffic (100 views a minute, 10 %)', () => {
    // 40 s: seven canary visitors, four of them with errors; sixty stable ones; each from a network of its own.
    const decision = decide({ ...version(7), errors: 4 }, version(60), tenPercent, POLICY);
    expect(decision.verdict).toBe('rollback');
    expect(decision.reason).toMatch(/^hard gate: errors 57\.1 % of 7 canary visitors/);
  });
});
