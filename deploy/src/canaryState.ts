/**
 * `canary.json` in the deploy root: per remote, a version live for a share of visitors beside the stable one in
 * remotes.json. Written atomically under the release lock like remotes.json, so every site server (and the
 * controller) reads either the old state or the new one.
 */
import { writeJsonAtomically } from './atomicWrite';
import { deployPaths, REMOTES, ReleaseError, type RemoteName, readJson } from './deployRoot';

export interface Canary {
  version: string;
  /** The canary's manifest URL, as remotes.json would list it. */
  entry: string;
  /** Percent of visitors, 1–99 (100 is a promotion: the version goes into remotes.json). */
  share: number;
  /** When the canary started, and when its share last changed (ISO). */
  since: string;
  stepSince: string;
  /** Under human control: the controller reports, never promotes or rolls back. */
  manual?: boolean;
}

export type Canaries = Partial<Record<RemoteName, Canary>>;

const isCanary = (value: unknown): value is Canary => {
  const c = value as Canary;
  return (
    typeof c?.version === 'string' &&
    typeof c.entry === 'string' &&
    Number.isFinite(c.share) &&
    c.share > 0 &&
    c.share < 100 &&
    typeof c.since === 'string' &&
    typeof c.stepSince === 'string'
  );
};

/** The canaries as written; a malformed file is an operator's error (the release tool refuses it). */
export function readCanaries(root: string): Canaries {
  const file = deployPaths(root).canaryFile;
  const value = readJson<unknown>(file) ?? {};
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new ReleaseError(`${file} must be an object { "<remote>": { version, entry, share, … } }`);
  const canaries: Canaries = {};
  for (const [name, canary] of Object.entries(value)) {
    if (!(REMOTES as readonly string[]).includes(name) || !isCanary(canary))
      throw new ReleaseError(`${file}: "${name}" is not a remote with { version, entry, share 1–99, since }`);
    canaries[name as RemoteName] = canary;
  }
  return canaries;
}

export function writeCanaries(root: string, canaries: Canaries): void {
  writeJsonAtomically(deployPaths(root).canaryFile, canaries);
}

/** A share as an operator types it: a whole percent 1–100. */
export function parseShare(text: string | undefined, flag: string): number {
  const share = Number(text);
  if (!text || !Number.isInteger(share) || share < 1 || share > 100)
    throw new ReleaseError(`${flag} takes a whole percent from 1 to 100, got "${text ?? ''}"`);
  return share;
}

export function withoutCanary(canaries: Canaries, name: RemoteName): Canaries {
  const { [name]: _ended, ...rest } = canaries;
  return rest;
}
