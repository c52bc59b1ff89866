import fs from 'node:fs';
import { readCanaries } from './canaryState';
import { REMOTES, ReleaseError, readLiveRemotes, versionOfEntry } from './deployRoot';
import { historyOf, lastLiveAt, readHistory, rollbackTarget } from './history';
import { listBuiltVersions } from './versions';

export interface PrunedVersion {
  remote: string;
  version: string;
}

/**
 * Keeps, per remote, `keep` versions and deletes the other folders. The order of keeping: the live version
 * and its canary (always kept), the one `rollback` would return to, then the rest by the last time each mattered (was live,
 * or was built). Tabs opened before a deploy keep loading the version they started with until it is pruned.
 */
export function prune(root: string, keep: number, { dryRun = false } = {}): PrunedVersion[] {
  if (!Number.isInteger(keep) || keep < 1)
    throw new ReleaseError(`--keep must be a whole number ≥ 1, got ${keep}`);
  const live = readLiveRemotes(root);
  const history = readHistory(root);
  const canaries = readCanaries(root);
  const removed: PrunedVersion[] = [];
  for (const remote of REMOTES) {
    const entries = historyOf(history, remote);
    const liveVersion = versionOfEntry(remote, live[remote]);
    const canaryVersion = canaries[remote]?.version;
    const target = rollbackTarget(entries, liveVersion);
    const lastLive = lastLiveAt(entries);
    const rank = (version: string, builtAt: string) => {
      if (version === liveVersion || version === canaryVersion) return Number.POSITIVE_INFINITY;
      if (version === target) return Number.MAX_VALUE;
      return Math.max(Date.parse(lastLive.get(version) ?? '') || 0, Date.parse(builtAt) || 0);
    };
    const ranked = listBuiltVersions(root, remote).sort(
      (a, b) => rank(b.version, b.builtAt) - rank(a.version, a.builtAt),
    );
    for (const version of ranked.slice(keep)) {
      if (version.version === liveVersion || version.version === canaryVersion) continue;
      if (!dryRun) fs.rmSync(version.dir, { recursive: true, force: true });
      removed.push({ remote, version: version.version });
    }
  }
  return removed;
}
