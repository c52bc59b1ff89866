/** Making one version of one remote live: the checks, the rewrite of remotes.json, the history entry. */
import os from 'node:os';
import { writeJsonAtomically } from './atomicWrite';
import { readCanaries, withoutCanary, writeCanaries } from './canaryState';
import {
  assertRemoteName,
  deployPaths,
  manifestUrl,
  ReleaseError,
  type RemoteName,
  readLiveRemotes,
  readShellInfo,
  versionOfEntry,
} from './deployRoot';
import { appendHistory, type ReleaseAction } from './history';
import { withReleaseLock } from './lock';
import { checkManifest, findVersion, sharedMismatch } from './versions';

export interface GoLiveOptions {
  /** Override the @clinic/shared compatibility refusal (never a missing version or a broken manifest). */
  force?: boolean;
  /** Serve the remote from another origin: remotes.json gets `<baseUrl>/mfe/<name>/<version>/mf-manifest.json`. */
  baseUrl?: string;
  action?: ReleaseAction;
  /** Why, for the history (the canary controller's verdict, an operator's note). */
  reason?: string;
  /** Where the loud --force warning goes. */
  warn?: (line: string) => void;
  now?: () => Date;
}

export interface GoLiveResult {
  remote: string;
  version: string;
  previous: string | null;
  /** False when the version was already live: nothing was written. */
  changed: boolean;
  forced?: string;
}

/**
 * The version to put in front of patients (whole, or as a canary) after the checks every release passes: it is
 * built, its manifest is whole, and it fits the live shell's @clinic/shared unless `force` (loudly) says so.
 */
export function checkedVersion(
  root: string,
  name: string,
  wanted: string | undefined,
  options: GoLiveOptions = {},
): { version: string; mismatch?: string } {
  assertRemoteName(name);
  const version = findVersion(root, name, wanted);
  checkManifest(name, version.dir);
  const mismatch = sharedMismatch(name, version, readShellInfo(root));
  if (mismatch && !options.force) {
    throw new ReleaseError(
      `refused: ${mismatch}. Rebuild it against the live shell's @clinic/shared, or pass --force`,
    );
  }
  if (mismatch) {
    const warn = options.warn ?? ((line: string) => console.error(line));
    warn(`!!! FORCED RELEASE of ${name} ${version.version} (${os.userInfo().username}):`);
    warn(`!!! ${mismatch}.`);
    warn('!!! It may fail to load or break the shell at run time; recorded as forced in releases.json.');
  }
  return { version: version.version, ...(mismatch ? { mismatch } : {}) };
}

function endCanaryOf(root: string, name: RemoteName): void {
  const canaries = readCanaries(root);
  if (canaries[name]) writeCanaries(root, withoutCanary(canaries, name));
}

export function goLive(
  root: string,
  name: string,
  wanted: string | undefined,
  options: GoLiveOptions = {},
): GoLiveResult {
  assertRemoteName(name);
  if (options.baseUrl !== undefined && !/^https?:\/\/[^\s"'<>]+$/.test(options.baseUrl)) {
    throw new ReleaseError(
      `--base-url must be an http(s) URL such as https://mfe.example.kz, got "${options.baseUrl}"`,
    );
  }
  const version = checkedVersion(root, name, wanted, options);
  const mismatch = version.mismatch;

  return withReleaseLock(root, () => {
    const live = readLiveRemotes(root);
    const previous = versionOfEntry(name, live[name]) ?? null;
    const entry = manifestUrl(name, version.version, options.baseUrl);
    if (live[name] === entry) {
      endCanaryOf(root, name);
      return { remote: name, version: version.version, previous, changed: false };
    }

    // Only this remote's line changes; the shell and the other remotes stay exactly as they are.
    writeJsonAtomically(deployPaths(root).remotesFile, { ...live, [name]: entry });
    // Then its canary ends, whichever version it had: one version for all again. In this order a canary being
    // promoted is never swapped back to the old version between the two writes.
    endCanaryOf(root, name);
    appendHistory(root, {
      remote: name,
      version: version.version,
      previous,
      action: options.action ?? 'release',
      at: (options.now?.() ?? new Date()).toISOString(),
      ...(mismatch ? { forced: mismatch } : {}),
      ...(options.reason ? { reason: options.reason } : {}),
    });
    return {
      remote: name,
      version: version.version,
      previous,
      changed: true,
      ...(mismatch ? { forced: mismatch } : {}),
    };
  });
}
