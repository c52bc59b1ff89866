// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deployPaths, readLiveRemotes, versionOfEntry } from './deployRoot';
import { goLive } from './goLive';
import { type HistoryEntry, liveLine, readHistory } from './history';
import { rollback } from './rollback';
import { addVersion, deployedSite } from './testing/fakeDeployRoot';

const quiet = { warn: () => {} };
const liveAnalyses = (root: string) => versionOfEntry('analyses', readLiveRemotes(root).analyses);

/** The live site after analyses went 1.0.0-00000001 (the first build, live already) → v2 → v3. */
function threeReleases() {
  const root = deployedSite();
  addVersion(root, 'analyses', '1.1.0-00000002');
  addVersion(root, 'analyses', '1.2.0-00000003');
  goLive(root, 'analyses', '1.1.0-00000002', quiet);
  goLive(root, 'analyses', '1.2.0-00000003', quiet);
  return root;
}

describe('rollback', () => {
  it('goes back to the version that was live before, then further back on each call', () => {
    const root = threeReleases();
    expect(rollback(root, 'analyses', undefined, quiet)).toMatchObject({
      version: '1.1.0-00000002',
      previous: '1.2.0-00000003',
    });
    expect(liveAnalyses(root)).toBe('1.1.0-00000002');
    expect(rollback(root, 'analyses', undefined, quiet).version).toBe('1.0.0-00000001');
    expect(() => rollback(root, 'analyses', undefined, quiet)).toThrow(
      /no earlier live version.*--to <version>/,
    );
    expect(readHistory(root).map((e) => `${e.action} ${e.version}`)).toEqual([
      'release 1.1.0-00000002',
      'release 1.2.0-00000003',
      'rollback 1.1.0-00000002',
      'rollback 1.0.0-00000001',
    ]);
  });

  it('leaves the other remotes as they are', () => {
    const root = threeReleases();
    const before = readLiveRemotes(root);
    rollback(root, 'analyses', undefined, quiet);
    expect({ ...readLiveRemotes(root), analyses: before.analyses }).toEqual(before);
  });

  it('goes to a named version with --to', () => {
    const root = threeReleases();
    expect(rollback(root, 'analyses', '1.0.0-00000001', quiet).version).toBe('1.0.0-00000001');
    expect(readHistory(root).at(-1)).toMatchObject({ action: 'rollback', previous: '1.2.0-00000003' });
    expect(() => rollback(root, 'analyses', '0.9.0', quiet)).toThrow(/unknown version "0\.9\.0"/);
  });

  it('refuses when the previous version was pruned', () => {
    const root = threeReleases();
    fs.rmSync(deployPaths(root).versionDir('analyses', '1.1.0-00000002'), { recursive: true });
    expect(() => rollback(root, 'analyses', undefined, quiet)).toThrow(/1\.1\.0-00000002, was pruned/);
    expect(liveAnalyses(root)).toBe('1.2.0-00000003');
  });

  it('refuses a remote that has never changed', () => {
    const root = deployedSite();
    expect(() => rollback(root, 'doctors', undefined, quiet)).toThrow(/doctors has no earlier live version/);
  });
});

describe('liveLine', () => {
  const entry = (version: string, action: HistoryEntry['action'] = 'release'): HistoryEntry => ({
    remote: 'analyses',
    version,
    previous: null,
    action,
    at: '2025-01-01T00:00:00.000Z',
  });

  it('takes rolled-back releases off the line, and a new release after a rollback continues from there', () => {
    expect(liveLine([entry('a', 'build'), entry('b'), entry('c'), entry('b', 'rollback')])).toEqual([
      'a',
      'b',
    ]);
    expect(liveLine([entry('a'), entry('b'), entry('a', 'rollback'), entry('d')])).toEqual(['a', 'd']);
    expect(liveLine([entry('a'), entry('b'), entry('z', 'rollback')])).toEqual(['a', 'b', 'z']);
  });
});
