import fs from 'node:fs';
import path from 'node:path';

/**
 * Whether `/mfe/<remote>/<version>/` exists in the deploy root: a beacon may name only deployed versions, so
 * nothing a browser sends can grow the metrics' labels or the database's versions beyond what ops deployed.
 * A remote's folder is listed again on a miss, at most once per `ttlMs`: not on the deploy root's snapshot
 * (deploy/src/liveRoot.ts), as a version is laid out under mfe/ (to preview it) without a stamped file changing.
 */
export function knownVersions(deployRoot: string, ttlMs = 5000, now = Date.now) {
  const listed = new Map<string, { versions: Set<string>; at: number }>();
  const list = (remote: string) => {
    try {
      return new Set(
        fs
          .readdirSync(path.join(deployRoot, 'mfe', remote), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
          .map((entry) => entry.name),
      );
    } catch {
      return new Set<string>();
    }
  };
  return (remote: string, version: string): boolean => {
    let entry = listed.get(remote);
    if (entry?.versions.has(version)) return true;
    if (!entry || now() - entry.at >= ttlMs) {
      entry = { versions: list(remote), at: now() };
      listed.set(remote, entry);
    }
    return entry.versions.has(version);
  };
}
