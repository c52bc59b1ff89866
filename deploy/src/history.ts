/**
 * `releases.json` in the deploy root: every change of a live remote, oldest first. remotes.json says what is
 * live now; the history says what was live before, which is what `rollback` returns to.
 */
import { writeJsonAtomically } from './atomicWrite';
import { deployPaths, ReleaseError, readJson } from './deployRoot';

/** What changed the live version for everyone (the live line below is made of these). */
export type ReleaseAction = 'build' | 'release' | 'rollback' | 'promote';
/** What changed a canary only (canary.json): the stable version stayed live for everyone else. */
export type CanaryAction = 'canary' | 'canary-step' | 'canary-rollback';

export interface HistoryEntry {
  remote: string;
  version: string;
  /** The version that was live before, if any. */
  previous: string | null;
  action: ReleaseAction | CanaryAction;
  at: string;
  /** A canary's share after the change, in percent. */
  share?: number;
  /** Why (the controller's verdict with its figures, or an operator's command). */
  reason?: string;
  /** Present when an operator overrode a refusal with --force; says what was overridden. */
  forced?: string;
}

interface HistoryFile {
  entries: HistoryEntry[];
}

export function readHistory(root: string): HistoryEntry[] {
  const file = readJson<HistoryFile>(deployPaths(root).historyFile);
  if (file === undefined) return [];
  if (!Array.isArray(file?.entries))
    throw new ReleaseError(`${deployPaths(root).historyFile}: expected { "entries": [...] }`);
  return file.entries;
}

export function appendHistory(root: string, entry: HistoryEntry): void {
  writeJsonAtomically(deployPaths(root).historyFile, { entries: [...readHistory(root), entry] });
}

export const historyOf = (entries: HistoryEntry[], remote: string) =>
  entries.filter((e) => e.remote === remote);

const CANARY_ACTIONS: readonly string[] = [
  'canary',
  'canary-step',
  'canary-rollback',
] satisfies CanaryAction[];
/** The entries that changed what everyone gets: a canary's start, steps and end leave the live line alone. */
const liveChanges = (entries: HistoryEntry[]) => entries.filter((e) => !CANARY_ACTIONS.includes(e.action));

/**
 * The line of versions that went live one after another, with rolled-back releases taken off it: v1, v2,
 * v3 then a rollback to v2 leaves [v1, v2], so a second rollback goes to v1, not back to v3.
 */
export function liveLine(entries: HistoryEntry[]): string[] {
  const line: string[] = [];
  for (const entry of liveChanges(entries)) {
    // What was live before the history began (a site deployed by hand) is where the line starts.
    if (line.length === 0 && entry.previous) line.push(entry.previous);
    const earlier = entry.action === 'rollback' ? line.lastIndexOf(entry.version) : -1;
    if (earlier >= 0) line.length = earlier + 1;
    else if (line.at(-1) !== entry.version) line.push(entry.version);
  }
  return line;
}

/** The version to roll back to: the last one on the live line before the live one. */
export function rollbackTarget(entries: HistoryEntry[], live: string | undefined): string | undefined {
  const line = liveLine(entries);
  while (line.length && line.at(-1) === live) line.pop();
  return line.at(-1);
}

/**
 * The last moment each version of a remote was live (ISO time): when it went live, or when the next release
 * replaced it. The live version is live now, which the callers know from remotes.json.
 */
export function lastLiveAt(entries: HistoryEntry[]): Map<string, string> {
  const last = new Map<string, string>();
  for (const entry of liveChanges(entries)) {
    last.set(entry.version, entry.at);
    if (entry.previous) last.set(entry.previous, entry.at);
  }
  return last;
}
