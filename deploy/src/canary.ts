/**
 * A canary of one remote: its next version live for a share of visitors (canary.json), the stable one for the
 * rest (remotes.json). Started by `release --canary`, stepped or finished by `promote`, ended by `rollback`
 * (by an operator, or by the canary controller with the reason of its verdict).
 */
import { type Canary, readCanaries, withoutCanary, writeCanaries } from './canaryState';
import {
  assertRemoteName,
  manifestUrl,
  ReleaseError,
  type RemoteName,
  readLiveRemotes,
  versionOfEntry,
} from './deployRoot';
import { checkedVersion, type GoLiveOptions, type GoLiveResult, goLive } from './goLive';
import { appendHistory } from './history';
import { withReleaseLock } from './lock';

export interface CanaryOptions extends GoLiveOptions {
  manual?: boolean;
}

export interface CanaryResult {
  remote: string;
  version: string;
  stable: string | null;
  /** The share after the change: 0 when the canary ended, 100 when it became the stable version. */
  share: number;
}

const nowIso = (options: CanaryOptions) => (options.now?.() ?? new Date()).toISOString();

function activeCanary(root: string, name: RemoteName): Canary {
  const canary = readCanaries(root)[name];
  if (!canary)
    throw new ReleaseError(`${name} has no canary; start one with npm run release -- ${name} --canary 10`);
  return canary;
}

/** Puts `wanted` (by default the newest build) live for `share` percent of visitors. */
export function startCanary(
  root: string,
  name: string,
  wanted: string | undefined,
  share: number,
  options: CanaryOptions = {},
): CanaryResult {
  assertRemoteName(name);
  if (share >= 100)
    throw new ReleaseError('a canary of 100 % is a release: npm run release -- <remote> <version>');
  const { version, mismatch } = checkedVersion(root, name, wanted, options);
  return withReleaseLock(root, () => {
    const stable = versionOfEntry(name, readLiveRemotes(root)[name]) ?? null;
    if (!stable)
      throw new ReleaseError(`${name} has no stable version in remotes.json to compare a canary with`);
    if (stable === version) throw new ReleaseError(`${name} ${version} is already the stable version`);
    const at = nowIso(options);
    const canary: Canary = {
      version,
      entry: manifestUrl(name, version, options.baseUrl),
      share,
      since: at,
      stepSince: at,
      ...(options.manual ? { manual: true } : {}),
    };
    writeCanaries(root, { ...readCanaries(root), [name]: canary });
    appendHistory(root, {
      remote: name,
      version,
      previous: stable,
      action: 'canary',
      at,
      share,
      ...(mismatch ? { forced: mismatch } : {}),
      ...(options.reason ? { reason: options.reason } : {}),
    });
    return { remote: name, version, stable, share };
  });
}

/** A canary's next share, or at 100 % its version becomes the stable one (remotes.json) and the canary ends. */
export function promote(root: string, name: string, to = 100, options: CanaryOptions = {}): CanaryResult {
  assertRemoteName(name);
  const canary = activeCanary(root, name);
  if (to >= 100) {
    // remotes.json first: between the two writes, the canary's visitors get the same version as everyone.
    const result: GoLiveResult = goLive(root, name, canary.version, { ...options, action: 'promote' });
    return { remote: name, version: result.version, stable: result.version, share: 100 };
  }
  return withReleaseLock(root, () => {
    const current = activeCanary(root, name);
    const stable = versionOfEntry(name, readLiveRemotes(root)[name]) ?? null;
    const at = nowIso(options);
    writeCanaries(root, { ...readCanaries(root), [name]: { ...current, share: to, stepSince: at } });
    appendHistory(root, {
      remote: name,
      version: current.version,
      previous: stable,
      action: 'canary-step',
      at,
      share: to,
      ...(options.reason ? { reason: options.reason } : {}),
    });
    return { remote: name, version: current.version, stable, share: to };
  });
}

/** Ends a canary at once: every visitor gets the stable version on their next page. */
export function endCanary(root: string, name: string, options: CanaryOptions = {}): CanaryResult {
  assertRemoteName(name);
  return withReleaseLock(root, () => {
    const canary = activeCanary(root, name);
    const stable = versionOfEntry(name, readLiveRemotes(root)[name]) ?? null;
    writeCanaries(root, withoutCanary(readCanaries(root), name));
    appendHistory(root, {
      remote: name,
      version: canary.version,
      previous: stable,
      action: 'canary-rollback',
      at: nowIso(options),
      share: 0,
      reason: options.reason ?? 'ended by an operator',
    });
    return { remote: name, version: canary.version, stable, share: 0 };
  });
}
