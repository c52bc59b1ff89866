// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deployPaths, readLiveRemotes } from './deployRoot';
import { goLive } from './goLive';
import { readHistory } from './history';
import { prune } from './prune';
import { addVersion, deployedSite, readText } from './testing/fakeDeployRoot';

const quiet = { warn: () => {} };
const versionsOf = (root: string, name: string) => fs.readdirSync(deployPaths(root).remoteDir(name)).sort();

/** analyses: v1 (first build) → v2 → v3 live, plus v4 built later and never released. */
function withHistory() {
  const root = deployedSite();
  addVersion(root, 'analyses', '1.1.0-00000002', { builtAt: '2025-02-01T00:00:00.000Z' });
  addVersion(root, 'analyses', '1.2.0-00000003', { builtAt: '2025-03-01T00:00:00.000Z' });
  goLive(root, 'analyses', '1.1.0-00000002', { ...quiet, now: () => new Date('2025-02-02') });
  goLive(root, 'analyses', '1.2.0-00000003', { ...quiet, now: () => new Date('2025-03-02') });
  addVersion(root, 'analyses', '1.3.0-00000004', { builtAt: '2025-04-01T00:00:00.000Z' });
  return root;
}

describe('prune --keep N', () => {
  it('keeps the live version and the rollback target first, then the most recent', () => {
    const root = withHistory();
    expect(prune(root, 2)).toEqual([
      { remote: 'analyses', version: '1.3.0-00000004' },
      { remote: 'analyses', version: '1.0.0-00000001' },
    ]);
    expect(versionsOf(root, 'analyses')).toEqual(['1.1.0-00000002', '1.2.0-00000003']);
  });

  it('with --keep 1 leaves only what is live, for every remote, and never rewrites remotes.json', () => {
    const root = withHistory();
    addVersion(root, 'booking', '0.9.0-0000000b');
    const remotes = readText(deployPaths(root).remotesFile);
    prune(root, 1);
    expect(versionsOf(root, 'analyses')).toEqual(['1.2.0-00000003']);
    expect(versionsOf(root, 'booking')).toEqual(['1.0.0-00000003']);
    expect(readText(deployPaths(root).remotesFile)).toBe(remotes);
    expect(readHistory(root)).toHaveLength(2);
    expect(readLiveRemotes(root).catalog).toBe('/mfe/catalog/1.0.0-00000000/mf-manifest.json');
  });

  it('removes nothing with --dry-run', () => {
    const root = withHistory();
    expect(prune(root, 1, { dryRun: true })).toHaveLength(3);
    expect(versionsOf(root, 'analyses')).toHaveLength(4);
  });

  it('refuses a keep below 1', () => {
    const root = withHistory();
    expect(() => prune(root, 0)).toThrow(/--keep must be a whole number ≥ 1/);
    expect(() => prune(root, Number.NaN)).toThrow(/--keep/);
    expect(versionsOf(root, 'analyses')).toHaveLength(4);
  });
});
