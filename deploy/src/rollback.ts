import { assertRemoteName, deployPaths, ReleaseError, readLiveRemotes, versionOfEntry } from './deployRoot';
import { type GoLiveOptions, type GoLiveResult, goLive } from './goLive';
import { historyOf, readHistory, rollbackTarget } from './history';
import { listBuiltVersions } from './versions';

/**
 * Goes back to the version that was live before the live one (walking further back on each call), or to
 * the version named with `to`. It is a release like any other: same checks, same atomic rewrite, and the
 * history records it as a rollback.
 */
export function rollback(root: string, name: string, to?: string, options: GoLiveOptions = {}): GoLiveResult {
  assertRemoteName(name);
  if (to) return goLive(root, name, to, { ...options, action: 'rollback' });

  const live = versionOfEntry(name, readLiveRemotes(root)[name]);
  const target = rollbackTarget(historyOf(readHistory(root), name), live);
  if (!target) {
    throw new ReleaseError(
      `${name} has no earlier live version in ${deployPaths(root).historyFile}; name one with --to <version> (npm run releases lists them)`,
    );
  }
  if (!listBuiltVersions(root, name).some((v) => v.version === target)) {
    throw new ReleaseError(
      `the previous version of ${name}, ${target}, was pruned; name another with --to <version>`,
    );
  }
  return goLive(root, name, target, { ...options, action: 'rollback' });
}
