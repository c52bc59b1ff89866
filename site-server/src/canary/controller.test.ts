// @vitest-environment node

import { promote, readCanaries, readHistory, readLiveRemotes, startCanary } from '@clinic/deploy';
import { addVersion, deployedSite } from '@clinic/deploy/src/testing/fakeDeployRoot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CANARY_POLICY } from './canaryPolicy';
import {
  type AsyncHealthSource,
  analyseCanaries,
  analyseCanariesFrom,
  type HealthSource,
} from './controller';
import { NO_HEALTH, type VersionHealth } from './versionHealth';

// deployedSite() makes version 1.0.0-0000000<i> of the i-th remote live: doctors is the third.
const STABLE = '1.0.0-00000002';
const CANARY = '1.1.0-00000009';
const START = Date.parse('2026-11-25T10:00:00Z');
const quiet = { warn: () => {}, now: () => new Date(START) };

/** `n` views, each from a visitor of its own. */
const views = (n: number, errors = 0): VersionHealth => ({
  ...NO_HEALTH,
  views: n,
  errors,
  visitors: n,
  sources: n,
  visitorsWith: { ...NO_HEALTH.visitorsWith, errors },
  sourcesWith: { ...NO_HEALTH.sourcesWith, errors },
  lcp: Array.from({ length: n }, (_, i) => 1800 + (i % 10) * 40),
  inp: Array.from({ length: n }, (_, i) => 80 + (i % 10) * 5),
});

function canaryAt(share: number, manual = false) {
  const root = deployedSite();
  addVersion(root, 'doctors', CANARY);
  startCanary(root, 'doctors', CANARY, share, { ...quiet, manual });
  return root;
}

/** Beacons as the store would answer: `canary` for the canary's version, `stable` for the stable one. */
const source =
  (canary: VersionHealth, stable: VersionHealth): HealthSource =>
  (_remote, version) =>
    version === CANARY ? canary : stable;

describe('the canary controller', () => {
  it('rolls a broken canary back with the verdict’s reason in the history, and leaves the stable version live', () => {
    const root = canaryAt(10);
    const [step] = analyseCanaries(root, source(views(20, 10), views(400, 1)), { now: START + 60_000 });
    expect(step).toMatchObject({ remote: 'doctors', action: 'rollback', decision: { verdict: 'rollback' } });
    expect(readCanaries(root)).toEqual({});
    expect(readLiveRemotes(root).doctors).toContain(STABLE);
    expect(readHistory(root).at(-1)).toMatchObject({
      action: 'canary-rollback',
      reason: expect.stringMatching(/^controller: hard gate: errors/),
    });
  });

  it('promotes a healthy canary step by step after each healthy window, then makes it stable', () => {
    const root = canaryAt(10);
    const healthy = source(views(300), views(3000));
    // Before the step's healthy window: no step.
    expect(analyseCanaries(root, healthy, { now: START + 60_000 })[0]?.action).toBe('none');
    const window10 = DEFAULT_CANARY_POLICY.healthyWindowSeconds[0] ?? 0;
    expect(analyseCanaries(root, healthy, { now: START + (window10 + 1) * 1000 })[0]?.action).toBe('step');
    expect(readCanaries(root).doctors?.share).toBe(50);
    const stepped = Date.parse(readCanaries(root).doctors?.stepSince ?? '');
    const window50 = DEFAULT_CANARY_POLICY.healthyWindowSeconds[1] ?? 0;
    expect(analyseCanaries(root, healthy, { now: stepped + (window50 + 1) * 1000 })[0]?.action).toBe(
      'promote',
    );
    expect(readLiveRemotes(root).doctors).toContain(CANARY);
    expect(readHistory(root).map((e) => e.action)).toEqual(['canary', 'canary-step', 'promote']);
  });

  it('gives no verdict on too few visitors, and under --manual only reports', () => {
    const root = canaryAt(10);
    expect(analyseCanaries(root, source(views(5), views(40)), { now: START + 3_600_000 })[0]).toMatchObject({
      action: 'none',
      decision: { verdict: 'wait', reason: expect.stringMatching(/too few visitors/) },
    });
    const manual = canaryAt(10, true);
    const [step] = analyseCanaries(manual, source(views(20, 10), views(400)), { now: START + 60_000 });
    expect(step).toMatchObject({ action: 'none', decision: { verdict: 'rollback' } });
    expect(readCanaries(manual).doctors?.share).toBe(10);
  });

  it('compares both versions over the same window, never before the canary started', () => {
    const root = canaryAt(10);
    const asked: [string, number, number][] = [];
    const recording: HealthSource = (_remote, version, since, until) => {
      asked.push([version, since, until]);
      return NO_HEALTH;
    };
    analyseCanaries(root, recording, { now: START + 60_000 });
    analyseCanaries(root, recording, { now: START + 7_200_000 });
    expect(asked).toEqual([
      [CANARY, START, START + 60_000],
      [STABLE, START, START + 60_000],
      [CANARY, START + 7_200_000 - DEFAULT_CANARY_POLICY.windowSeconds * 1000, START + 7_200_000],
      [STABLE, START + 7_200_000 - DEFAULT_CANARY_POLICY.windowSeconds * 1000, START + 7_200_000],
    ]);
  });
});

describe('the canary controller reading health from a database (several hosts)', () => {
  const from =
    (canary: VersionHealth, stable: VersionHealth): AsyncHealthSource =>
    async (_remote, version) =>
      version === CANARY ? canary : stable;

  it('decides and acts as with the deploy root’s beacons, each action through `apply`', async () => {
    const root = canaryAt(10);
    const applied: boolean[] = [];
    const [step] = await analyseCanariesFrom(root, from(views(20, 10), views(400, 1)), {
      now: START + 60_000,
      apply: async (change) => applied.push(change()),
    });
    expect(step).toMatchObject({ remote: 'doctors', action: 'rollback', decision: { verdict: 'rollback' } });
    expect(applied).toEqual([true]);
    expect(readCanaries(root)).toEqual({});
    expect(readHistory(root).at(-1)).toMatchObject({ action: 'canary-rollback' });
  });

  it('acts on nothing once it is no longer the one controller, or when the canary moved while it read', async () => {
    const root = canaryAt(10);
    const broken = from(views(20, 10), views(400, 1));
    const lost = await analyseCanariesFrom(root, broken, { now: START + 60_000, mayAct: async () => false });
    expect(lost).toEqual([]);
    expect(readCanaries(root).doctors?.share).toBe(10);

    const moving: AsyncHealthSource = async (remote, version, since, until) => {
      // An operator steps the canary while the controller reads its health.
      if (version === CANARY) promote(root, 'doctors', 50, quiet);
      return broken(remote, version, since, until);
    };
    const [step] = await analyseCanariesFrom(root, moving, { now: START + 60_000 });
    expect(step).toMatchObject({ action: 'none', decision: { verdict: 'rollback' } });
    expect(readCanaries(root).doctors?.share).toBe(50);
  });
});
