// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endCanary, promote, startCanary } from './canary';
import { readCanaries } from './canaryState';
import { readLiveRemotes } from './deployRoot';
import { goLive } from './goLive';
import { readHistory, rollbackTarget } from './history';
import { prune } from './prune';
import {
  addVersion,
  CANDIDATE_DOCTORS,
  liveDoctors,
  STABLE_DOCTORS,
  withDoctorsCandidate,
} from './testing/fakeDeployRoot';

const quiet = { warn: () => {} };

describe('a canary of one remote', () => {
  it('puts a version live for a share of visitors and leaves remotes.json (everyone else) as it was', () => {
    const root = withDoctorsCandidate();
    const before = readLiveRemotes(root);
    expect(startCanary(root, 'doctors', CANDIDATE_DOCTORS, 10, quiet)).toEqual({
      remote: 'doctors',
      version: CANDIDATE_DOCTORS,
      stable: STABLE_DOCTORS,
      share: 10,
    });
    expect(readLiveRemotes(root)).toEqual(before);
    expect(readCanaries(root).doctors).toMatchObject({
      version: CANDIDATE_DOCTORS,
      entry: `/mfe/doctors/${CANDIDATE_DOCTORS}/mf-manifest.json`,
      share: 10,
    });
    expect(readHistory(root).at(-1)).toMatchObject({
      action: 'canary',
      version: CANDIDATE_DOCTORS,
      previous: STABLE_DOCTORS,
      share: 10,
    });
  });

  it('steps up, then at 100 % becomes the stable version and the canary ends', () => {
    const root = withDoctorsCandidate();
    startCanary(root, 'doctors', CANDIDATE_DOCTORS, 10, quiet);
    promote(root, 'doctors', 50, { ...quiet, reason: 'healthy for 10 min' });
    expect(readCanaries(root).doctors?.share).toBe(50);
    expect(liveDoctors(root)).toBe(STABLE_DOCTORS);
    expect(promote(root, 'doctors', 100, { ...quiet, reason: 'healthy at 50 %' })).toMatchObject({
      version: CANDIDATE_DOCTORS,
      share: 100,
    });
    expect(readHistory(root).at(-1)).toMatchObject({ action: 'promote', reason: 'healthy at 50 %' });
    expect(liveDoctors(root)).toBe(CANDIDATE_DOCTORS);
    expect(readCanaries(root).doctors).toBeUndefined();
    expect(readHistory(root).map((e) => `${e.action} ${e.share ?? ''}`.trim())).toEqual([
      'canary 10',
      'canary-step 50',
      'promote',
    ]);
    // The promotion is a release on the live line: a rollback returns to the version before the canary.
    expect(rollbackTarget(readHistory(root), CANDIDATE_DOCTORS)).toBe(STABLE_DOCTORS);
  });

  it('ends at once on a rollback with its reason kept, and never touches the live line', () => {
    const root = withDoctorsCandidate();
    startCanary(root, 'doctors', CANDIDATE_DOCTORS, 50, quiet);
    endCanary(root, 'doctors', { reason: 'errors per view 52 % against 0.4 %' });
    expect(readCanaries(root)).toEqual({});
    expect(liveDoctors(root)).toBe(STABLE_DOCTORS);
    expect(readHistory(root).at(-1)).toMatchObject({
      action: 'canary-rollback',
      share: 0,
      reason: 'errors per view 52 % against 0.4 %',
    });
    expect(rollbackTarget(readHistory(root), STABLE_DOCTORS)).toBeUndefined();
  });

  it('refuses what cannot be a canary, with the reason', () => {
    const root = withDoctorsCandidate();
    expect(() => startCanary(root, 'doctors', STABLE_DOCTORS, 10, quiet)).toThrow(
      /already the stable version/,
    );
    expect(() => startCanary(root, 'doctors', '9.9.9', 10, quiet)).toThrow(/unknown version "9.9.9"/);
    expect(() => startCanary(root, 'doctors', CANDIDATE_DOCTORS, 100, quiet)).toThrow(
      /a canary of 100 % is a release/,
    );
    expect(() => promote(root, 'doctors', 50, quiet)).toThrow(/doctors has no canary/);
    addVersion(root, 'doctors', '2.0.0-00000003', { sharedVersion: '9.0.0' });
    expect(() => startCanary(root, 'doctors', '2.0.0-00000003', 10, quiet)).toThrow(
      /refused: .*@clinic\/shared/,
    );
  });

  it('is ended by a release of the remote to everyone, and its version is never pruned while it runs', () => {
    const root = withDoctorsCandidate();
    startCanary(root, 'doctors', CANDIDATE_DOCTORS, 10, quiet);
    expect(prune(root, 1).map((v) => v.version)).not.toContain(CANDIDATE_DOCTORS);
    goLive(root, 'doctors', STABLE_DOCTORS, quiet);
    expect(readCanaries(root)).toEqual({});
  });
});
