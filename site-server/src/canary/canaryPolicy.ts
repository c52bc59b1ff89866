import fs from 'node:fs';
import path from 'node:path';

/** The signals counted per page view (VersionHealth's counts). */
export const RATE_SIGNALS = ['errors', 'fallbacks', 'loadFailures', 'hydrationErrors'] as const;
export type RateSignal = (typeof RATE_SIGNALS)[number];

/**
 * How the canary controller judges a canary. One config: the defaults below, and any of them overridden by
 * `<deployRoot>/canary-policy.json`. Why each default is what it is: docs/operations.md, "The automatic decision";
 * `npm run bench:canary` measures them (bench/canary-results.md).
 */
export interface CanaryPolicy {
  /** How often the controller asks for a verdict, in seconds. */
  analysisIntervalSeconds: number;
  /** Canary and stable are compared over the last this many seconds (never before the canary started). */
  windowSeconds: number;
  /**
   * Distinct visitors each version needs in the window before any verdict but the hard gate's: visitors, not
   * views, because one sender can report any number of views but only as many visitors as it holds tokens for.
   */
  minVisitors: number;
  /** LCP (or INP) samples each version needs before that vital is compared; fewer: it is left out. */
  minLatencySamples: number;
  /** The canary's shares in percent, in order; after the last one the canary becomes stable (100 %). */
  steps: number[];
  /**
   * How long a canary stays healthy at each step before it goes to the next, in seconds: one per step, the last
   * one repeated for any further steps (a single number in the JSON file is every step's).
   */
  healthyWindowSeconds: number[];
  /** A signal rolls back when a healthy canary would look this bad less often than this, per look. */
  rollbackP: number;
  /** A canary is not promoted while a signal looks worse at this p-value or below: it waits for more views. */
  holdP: number;
  /** The smallest increase of a per-view rate that rolls back, absolute (0.005 = half a percentage point). */
  minRateIncrease: number;
  /** The smallest increase of LCP p75 that rolls back, in ms. */
  minLcpIncreaseMs: number;
  /** The smallest increase of INP p75 that rolls back, in ms. */
  minInpIncreaseMs: number;
  /** Rolls back at once, before the minimum sample, when a canary is plainly broken. */
  hardGate: {
    /** The signals it watches. */
    signals: RateSignal[];
    /** At least this many of the canary's distinct visitors saw the signal… */
    minCount: number;
    /** …which is this share of its visitors or more above stable's rate… */
    minExcessRate: number;
    /** …and a healthy canary would show that many less often than this. */
    maxP: number;
    /**
     * …and only on a sample that real traffic split by the canary's share would produce: beacons from at least
     * this many networks on both sides together (and at least `minCount` over the canary's share, so that its
     * `minCount` are a share's worth of them)…
     */
    minNetworks: number;
    /** …whose split between canary and stable is no less likely than this under the canary's share. */
    minShareP: number;
  };
}

export const DEFAULT_CANARY_POLICY: CanaryPolicy = {
  analysisIntervalSeconds: 10,
  windowSeconds: 1800,
  minVisitors: 50,
  minLatencySamples: 30,
  steps: [10, 50],
  healthyWindowSeconds: [300, 600],
  rollbackP: 5e-5,
  holdP: 0.02,
  minRateIncrease: 0.005,
  minLcpIncreaseMs: 100,
  minInpIncreaseMs: 20,
  hardGate: {
    signals: [...RATE_SIGNALS],
    minCount: 3,
    minExcessRate: 0.2,
    maxP: 0.002,
    minNetworks: 20,
    minShareP: 0.001,
  },
};

export const CANARY_POLICY_FILE = 'canary-policy.json';

/**
 * How long the canary must stay healthy at `share` (percent) before the next step: that step's window (a share set
 * by hand between steps takes the window of the step above it).
 */
export function healthyWindowAt(share: number, policy: CanaryPolicy): number {
  const step = policy.steps.findIndex((s) => s >= share);
  const windows = policy.healthyWindowSeconds;
  return windows[Math.min(step === -1 ? policy.steps.length - 1 : step, windows.length - 1)] ?? 0;
}

/** The next share after `currentShare` (percent): the next step, or 100 (the canary becomes stable). */
export function nextStep(currentShare: number, policy: CanaryPolicy): number {
  return policy.steps.find((share) => share > currentShare) ?? 100;
}

type Check = (value: unknown) => string | undefined;

const number =
  (min: number, max: number, what: string, whole = false): Check =>
  (value) =>
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= min &&
    value <= max &&
    (!whole || Number.isInteger(value))
      ? undefined
      : what;

const TOP_LEVEL: Record<Exclude<keyof CanaryPolicy, 'hardGate' | 'steps' | 'healthyWindowSeconds'>, Check> = {
  analysisIntervalSeconds: number(1, 3600, 'a number of seconds from 1 to 3600'),
  windowSeconds: number(60, 7 * 86400, 'a number of seconds from 60 to 604800 (a week)'),
  // Fewer and a canary failing on every view is merely «not proven» (4 of 4 against 0 of 4 is p = 0.06), so it
  // would not even be held back from a promotion.
  minVisitors: number(10, 1e9, 'a whole number of visitors, 10 or more', true),
  minLatencySamples: number(5, 1e9, 'a whole number of samples, 5 or more', true),
  rollbackP: number(1e-12, 0.1, 'a probability from 1e-12 to 0.1'),
  holdP: number(1e-12, 0.5, 'a probability from 1e-12 to 0.5'),
  minRateIncrease: number(0, 1, 'a share from 0 to 1 (0.005 is half a percentage point)'),
  minLcpIncreaseMs: number(0, 60_000, 'a number of milliseconds from 0 to 60000'),
  minInpIncreaseMs: number(0, 60_000, 'a number of milliseconds from 0 to 60000'),
};

const HARD_GATE: Record<Exclude<keyof CanaryPolicy['hardGate'], 'signals'>, Check> = {
  minCount: number(1, 1e9, 'a whole number of visitors, 1 or more', true),
  minExcessRate: number(0, 1, 'a share from 0 to 1 (0.2 is a fifth)'),
  maxP: number(1e-12, 1, 'a probability from 1e-12 to 1'),
  minNetworks: number(1, 1e9, 'a whole number of networks, 1 or more', true),
  minShareP: number(0, 1, 'a probability from 0 to 1'),
};

function fail(source: string, message: string): never {
  throw new Error(`${source}: ${message}`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The policy with `override` (a parsed canary-policy.json) merged over the defaults, every value checked. A bad
 * value throws a message naming the file, the setting, what it must be and what it was; nothing is half applied.
 */
export function mergeCanaryPolicy(override: unknown, source = CANARY_POLICY_FILE): CanaryPolicy {
  if (!isObject(override)) fail(source, 'must be a JSON object such as { "steps": [5, 25, 50] }');
  const policy: CanaryPolicy = structuredClone(DEFAULT_CANARY_POLICY);
  const known = [...Object.keys(TOP_LEVEL), 'steps', 'healthyWindowSeconds', 'hardGate'];
  for (const [key, value] of Object.entries(override)) {
    // The sample counts distinct visitors: a file written for page views must be read again by its owner.
    if (key === 'minViews')
      fail(source, '"minViews" is now "minVisitors" (distinct visitors, not page views)');
    if (!known.includes(key)) fail(source, `unknown setting "${key}"; the settings are ${known.join(', ')}`);
    if (key === 'steps') {
      const ok =
        Array.isArray(value) &&
        value.length > 0 &&
        value.every(
          (share, i) => typeof share === 'number' && share > 0 && share < 100 && share > (value[i - 1] ?? 0),
        );
      if (!ok)
        fail(
          source,
          `"steps" must be rising percentages between 0 and 100, such as [10, 50]; got ${JSON.stringify(value)}`,
        );
      policy.steps = value as number[];
    } else if (key === 'healthyWindowSeconds') {
      const windows = Array.isArray(value) ? value : [value];
      const seconds = number(0, 7 * 86400, '');
      if (windows.length === 0 || windows.some((w) => seconds(w) !== undefined)) {
        fail(
          source,
          `"healthyWindowSeconds" must be a number of seconds from 0 to 604800 (a week), or one per step such as [300, 600]; got ${JSON.stringify(value)}`,
        );
      }
      policy.healthyWindowSeconds = windows as number[];
    } else if (key === 'hardGate') {
      if (!isObject(value)) fail(source, `"hardGate" must be an object; got ${JSON.stringify(value)}`);
      for (const [gateKey, gateValue] of Object.entries(value)) {
        if (gateKey === 'signals') {
          const ok =
            Array.isArray(gateValue) && gateValue.every((s) => RATE_SIGNALS.includes(s as RateSignal));
          if (!ok)
            fail(
              source,
              `"hardGate.signals" must list some of ${RATE_SIGNALS.join(', ')}; got ${JSON.stringify(gateValue)}`,
            );
          policy.hardGate.signals = gateValue as RateSignal[];
          continue;
        }
        const check = HARD_GATE[gateKey as keyof typeof HARD_GATE];
        if (!check)
          fail(
            source,
            `unknown setting "hardGate.${gateKey}"; the settings are signals, ${Object.keys(HARD_GATE).join(', ')}`,
          );
        const problem = check(gateValue);
        if (problem)
          fail(source, `"hardGate.${gateKey}" must be ${problem}; got ${JSON.stringify(gateValue)}`);
        (policy.hardGate as Record<string, unknown>)[gateKey] = gateValue;
      }
    } else {
      const problem = TOP_LEVEL[key as keyof typeof TOP_LEVEL](value);
      if (problem) fail(source, `"${key}" must be ${problem}; got ${JSON.stringify(value)}`);
      (policy as unknown as Record<string, unknown>)[key] = value;
    }
  }
  // Settings that are fine alone but not together.
  if (policy.holdP < policy.rollbackP) {
    fail(
      source,
      `"holdP" (${policy.holdP}) must not be below "rollbackP" (${policy.rollbackP}): a canary held for less evidence than a rollback needs`,
    );
  }
  const longestHealthy = Math.max(...policy.healthyWindowSeconds);
  if (policy.windowSeconds < longestHealthy) {
    fail(
      source,
      `"windowSeconds" (${policy.windowSeconds}) must be at least the longest "healthyWindowSeconds" (${longestHealthy}): the window must hold the healthy time it judges`,
    );
  }
  if (policy.windowSeconds < policy.analysisIntervalSeconds) {
    fail(
      source,
      `"windowSeconds" (${policy.windowSeconds}) must be at least "analysisIntervalSeconds" (${policy.analysisIntervalSeconds})`,
    );
  }
  return policy;
}

/** The policy of a deploy root: its canary-policy.json over the defaults, or the defaults if there is none. */
export function readCanaryPolicy(deployRoot: string): CanaryPolicy {
  const file = path.join(deployRoot, CANARY_POLICY_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return structuredClone(DEFAULT_CANARY_POLICY);
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    fail(file, `is not valid JSON (${(error as Error).message})`);
  }
  return mergeCanaryPolicy(parsed, file);
}
