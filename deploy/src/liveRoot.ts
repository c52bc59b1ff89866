/**
 * A served deploy root as one object: what is deployed now, read as one snapshot and read again only when one
 * stamp changes. Everything a site server derives from the deploy (the CSP, the page templates, the render states
 * of the generations) hangs off a snapshot (`perSnapshot`), so there is one rule for when any of it is fresh.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Canaries } from './canaryState';
import { INLINE_SCRIPTS_FILE, readScriptHashes } from './contentSecurityPolicy';
import { deployPaths, fileStamp, type LiveRemotes, type ShellInfo } from './deployRoot';
import {
  type DeployState,
  deployStateOf,
  readCanariesQuietly,
  readShellInfoQuietly,
  readStableRemotes,
} from './deployState';

/** What is deployed at one moment; never changes (a deploy makes a new one). */
export interface LiveSnapshot {
  readonly root: string;
  /** The stamp it was read under (`liveStamp`). */
  readonly stamp: string;
  /** /remotes.json: what every visitor gets but a canary's share and a preview's browser. */
  readonly stable: LiveRemotes;
  readonly canaries: Canaries;
  readonly shellInfo: Partial<ShellInfo> | null;
  /** index.html as built; null when there is none (pages then fall back to the static shell, which 404s). */
  readonly template: string | null;
  /** The shell's inline scripts as CSP hash sources (inline-scripts.json); none when it is missing or bad. */
  readonly scriptHashes: readonly string[];
  /** The render state of the stable map. */
  readonly state: DeployState;
  /** The render state of another remote map (a canary's side, a preview), read once per snapshot. */
  stateFor(remotes: LiveRemotes): DeployState;
}

export interface LiveRoot {
  readonly root: string;
  /**
   * What is deployed now: the same object as long as the stamp is the same. Given a `holder` (a request), the
   * snapshot it first got: one request sees one deploy (its map, its CSP and its template agree) and looks once.
   */
  current(holder?: object): LiveSnapshot;
}

/**
 * The files a release, rollback or canary replaces (each by an atomic rename): their stamp changes when, and only
 * when, what is deployed does. The manifests under mfe/ are not stamped: a version's folder never
 * changes, and which one is live is remotes.json's or canary.json's word. `.preview-key` is here for a site server
 * that reads the key file itself (no key ring given); it costs a re-read of the other small files when it rotates.
 */
const LIVE_FILES = ['remotes.json', 'canary.json', 'shell-info.json', 'index.html', INLINE_SCRIPTS_FILE];

export function liveStamp(root: string): string {
  return [...LIVE_FILES.map((name) => path.join(root, name)), deployPaths(root).previewKeyFile]
    .map(fileStamp)
    .join('|');
}

/** The key of a remote map: the same versions give the same key, whatever the order of the names. */
export const remoteMapKey = (remotes: LiveRemotes) =>
  JSON.stringify(Object.entries(remotes).sort(([a], [b]) => a.localeCompare(b)));

function readTemplate(root: string): string | null {
  try {
    return fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

/** Reads every file of the snapshot; a missing or malformed one reads as absent, never as a throw. */
function readSnapshot(root: string, stamp: string): LiveSnapshot {
  const stable = readStableRemotes(root);
  const shellInfo = readShellInfoQuietly(root);
  // At most one state per remote map a slot renders with (the stable one, canaries', previews' in use).
  const states = new Map<string, DeployState>();
  const stateFor = (remotes: LiveRemotes) => {
    const key = remoteMapKey(remotes);
    let state = states.get(key);
    if (!state) {
      state = deployStateOf(root, shellInfo, remotes);
      states.set(key, state);
    }
    return state;
  };
  return {
    root,
    stamp,
    stable,
    canaries: readCanariesQuietly(root),
    shellInfo,
    template: readTemplate(root),
    scriptHashes: readScriptHashes(root),
    get state() {
      return stateFor(stable);
    },
    stateFor,
  };
}

/**
 * The deploy root served from `root`. Each look takes the stamp (six stats, microseconds), at most once per
 * request: no interval is saved on it, since the page load right after a release must be rendered with the
 * release, and the /ops buttons that change canary.json in this process must see their change on the next request.
 */
export function openLiveRoot(root: string): LiveRoot {
  let snapshot: LiveSnapshot | null = null;
  const held = new WeakMap<object, LiveSnapshot>();
  function look(): LiveSnapshot {
    const stamp = liveStamp(root);
    if (snapshot?.stamp !== stamp) snapshot = readSnapshot(root, stamp);
    return snapshot;
  }
  return {
    root,
    current(holder) {
      if (!holder) return look();
      let seen = held.get(holder);
      if (!seen) {
        seen = look();
        held.set(holder, seen);
      }
      return seen;
    },
  };
}

/**
 * `make` of a snapshot, made once per snapshot: what is derived from the deploy is fresh exactly when the
 * snapshot is. A `make` that throws is not kept (the next asking tries again).
 */
export function perSnapshot<T>(make: (snapshot: LiveSnapshot) => T): (snapshot: LiveSnapshot) => T {
  const made = new WeakMap<LiveSnapshot, T>();
  return (snapshot) => {
    if (made.has(snapshot)) return made.get(snapshot) as T;
    const value = make(snapshot);
    made.set(snapshot, value);
    return value;
  };
}
