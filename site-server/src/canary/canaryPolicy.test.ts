// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/servers';
import {
  DEFAULT_CANARY_POLICY,
  healthyWindowAt,
  mergeCanaryPolicy,
  nextStep,
  readCanaryPolicy,
} from './canaryPolicy';

const roots: string[] = [];
function deployRoot(policy?: string): string {
  const root = tempDir('canary-policy-');
  roots.push(root);
  if (policy !== undefined) fs.writeFileSync(path.join(root, 'canary-policy.json'), policy);
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('readCanaryPolicy', () => {
  it('gives the defaults when the deploy root has no canary-policy.json', () => {
    expect(readCanaryPolicy(deployRoot())).toEqual(DEFAULT_CANARY_POLICY);
    expect(DEFAULT_CANARY_POLICY).toMatchObject({
      steps: [10, 50],
      analysisIntervalSeconds: 10,
      minVisitors: 50,
    });
  });

  it('merges the file over the defaults, the hard gate key by key', () => {
    const policy = readCanaryPolicy(
      deployRoot(JSON.stringify({ steps: [5, 25, 50], minVisitors: 200, hardGate: { minCount: 4 } })),
    );
    expect(policy.steps).toEqual([5, 25, 50]);
    expect(policy.minVisitors).toBe(200);
    expect(policy.hardGate).toEqual({ ...DEFAULT_CANARY_POLICY.hardGate, minCount: 4 });
    expect(policy.windowSeconds).toBe(DEFAULT_CANARY_POLICY.windowSeconds);
    // The defaults object itself is untouched.
    expect(DEFAULT_CANARY_POLICY.steps).toEqual([10, 50]);
    expect(DEFAULT_CANARY_POLICY.hardGate.minCount).toBe(3);
  });

  it('refuses bad values with a message naming the file, the setting and the value', () => {
    const bad = (json: string) => () => readCanaryPolicy(deployRoot(json));
    expect(bad('{"steps": [50, 10]}')).toThrow(
      /canary-policy\.json: "steps" must be rising percentages .* got \[50,10\]/,
    );
    expect(bad('{"steps": [10, 100]}')).toThrow(/"steps" must be rising percentages/);
    expect(bad('{"minVisitors": 4}')).toThrow(
      /"minVisitors" must be a whole number of visitors, 10 or more; got 4/,
    );
    expect(bad('{"minVisitors": "50"}')).toThrow(/"minVisitors" must be .* got "50"/);
    // A file written when the sample counted page views is named, not silently read another way.
    expect(bad('{"minViews": 50}')).toThrow(/"minViews" is now "minVisitors"/);
    expect(bad('{"rollbackP": 0.5}')).toThrow(/"rollbackP" must be a probability from 1e-12 to 0.1; got 0.5/);
    expect(bad('{"hardGate": {"minExcessRate": 2}}')).toThrow(/"hardGate.minExcessRate" must be a share/);
    expect(bad('{"hardGate": {"signals": ["crashes"]}}')).toThrow(
      /"hardGate.signals" must list some of errors/,
    );
    expect(bad('{"windowMinutes": 30}')).toThrow(
      /unknown setting "windowMinutes"; the settings are .*windowSeconds/,
    );
    expect(bad('{"holdP": 1e-6}')).toThrow(/"holdP" \(0.000001\) must not be below "rollbackP"/);
    expect(bad('{"windowSeconds": 120}')).toThrow(/"windowSeconds" \(120\) must be at least the longest/);
    expect(bad('[10, 50]')).toThrow(/must be a JSON object/);
    expect(bad('{steps: [10]}')).toThrow(/canary-policy\.json: is not valid JSON/);
  });

  it('takes one healthy window for every step, or one per step with the last repeated', () => {
    const one = mergeCanaryPolicy({ healthyWindowSeconds: 120 });
    expect([10, 50].map((share) => healthyWindowAt(share, one))).toEqual([120, 120]);
    const perStep = mergeCanaryPolicy({ steps: [5, 25, 50], healthyWindowSeconds: [60, 300] });
    expect([5, 25, 50, 30, 75].map((share) => healthyWindowAt(share, perStep))).toEqual([
      60, 300, 300, 300, 300,
    ]);
    expect(() => mergeCanaryPolicy({ healthyWindowSeconds: [] })).toThrow(/"healthyWindowSeconds" must be/);
    expect(() => mergeCanaryPolicy({ healthyWindowSeconds: -1 })).toThrow(/"healthyWindowSeconds" must be/);
  });
});

describe('nextStep', () => {
  it('goes from step to step, then to 100 %; a share set by hand goes to the next step above it', () => {
    expect([0, 10, 25, 50, 80].map((share) => nextStep(share, DEFAULT_CANARY_POLICY))).toEqual([
      10, 50, 50, 100, 100,
    ]);
  });
});
