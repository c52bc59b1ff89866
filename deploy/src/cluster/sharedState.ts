/**
 * The release state of several hosts: one PostgreSQL row (what is live, and a generation number every change
 * compares and swaps) plus the history, one row per entry. Each host's deploy root holds a copy, written by
 * `writeStateToRoot`: the same files a single machine's release writes, so the site server reads one layout.
 */
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { writeFileAtomically, writeJsonAtomically } from '../atomicWrite';
import { type Canaries, readCanaries } from '../canaryState';
import { deployPaths, type LiveRemotes, ReleaseError, readLiveRemotes, versionOfEntry } from '../deployRoot';
import { type HistoryEntry, readHistory } from '../history';
import { RELEASE_CHANNEL } from './database';
import type { VersionRef } from './versionFiles';

export interface ReleaseState {
  /** 0 until the first release through the shared store; each change adds one. */
  generation: number;
  remotes: LiveRemotes;
  canaries: Canaries;
  history: HistoryEntry[];
}

/** Where a host keeps the generation its files are at (a dot-file: nginx and the site never serve it). */
const generationFile = (root: string) => path.join(root, '.release-generation');

export function localGeneration(root: string): number {
  try {
    return Number(fs.readFileSync(generationFile(root), 'utf8').trim()) || 0;
  } catch {
    return 0;
  }
}

/** The state as this deploy root's files have it. */
export function readRootState(root: string): ReleaseState {
  return {
    generation: localGeneration(root),
    remotes: readLiveRemotes(root),
    canaries: readCanaries(root),
    history: readHistory(root),
  };
}

export async function readSharedState(db: pg.Pool): Promise<ReleaseState> {
  const [state, history] = await Promise.all([
    db.query<{ generation: string; remotes: LiveRemotes; canaries: Canaries }>(
      'SELECT generation, remotes, canaries FROM clinic_release_state WHERE id = 1',
    ),
    db.query<{ entry: HistoryEntry }>('SELECT entry FROM clinic_release_history ORDER BY generation, seq'),
  ]);
  const row = state.rows[0];
  if (!row) throw new ReleaseError('the shared release state has no row; the schema was not made');
  return {
    generation: Number(row.generation),
    remotes: row.remotes,
    canaries: row.canaries,
    history: history.rows.map((r) => r.entry),
  };
}

/** Only the generation: what a host polls. */
export async function sharedGeneration(db: pg.Pool): Promise<number> {
  const { rows } = await db.query<{ generation: string }>(
    'SELECT generation FROM clinic_release_state WHERE id = 1',
  );
  return Number(rows[0]?.generation ?? 0);
}

/**
 * Replaces the live state if it is still at `expected` (compare-and-swap on the generation), appends the new
 * history entries in the same transaction and announces the new generation. A state changed meanwhile by
 * another release is refused as a whole: nothing of this change is written.
 */
export async function swapSharedState(
  db: pg.Pool,
  expected: number,
  next: Pick<ReleaseState, 'remotes' | 'canaries'>,
  added: HistoryEntry[],
): Promise<number> {
  const gone = Object.keys((await readSharedState(db)).remotes).filter((remote) => !next.remotes[remote]);
  if (expected > 0 && gone.length)
    throw new ReleaseError(`refused: the change would leave ${gone.join(', ')} with no live version`);
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const swapped = await client.query<{ generation: string }>(
      `UPDATE clinic_release_state SET generation = generation + 1, remotes = $2, canaries = $3, changed_at = now()
       WHERE id = 1 AND generation = $1 RETURNING generation`,
      [expected, JSON.stringify(next.remotes), JSON.stringify(next.canaries)],
    );
    const generation = Number(swapped.rows[0]?.generation ?? 0);
    if (!generation) {
      await client.query('ROLLBACK');
      const now = await sharedGeneration(db);
      throw new ReleaseError(
        `refused: another release changed the site while this one ran (generation ${expected} is now ${now}); nothing of this one was written, run it again`,
      );
    }
    for (const [seq, entry] of added.entries()) {
      await client.query('INSERT INTO clinic_release_history (generation, seq, entry) VALUES ($1, $2, $3)', [
        generation,
        seq,
        JSON.stringify(entry),
      ]);
    }
    await client.query('SELECT pg_notify($1, $2)', [RELEASE_CHANNEL, `flip:${generation}`]);
    await client.query('COMMIT');
    return generation;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Writes the state into a deploy root: the history, then remotes.json, then canary.json (the order a single
 * machine's release writes them in, see goLive.ts), then the generation. Each file is replaced atomically.
 */
export function writeStateToRoot(root: string, state: ReleaseState): void {
  const paths = deployPaths(root);
  writeJsonAtomically(paths.historyFile, { entries: state.history });
  writeJsonAtomically(paths.remotesFile, state.remotes);
  writeJsonAtomically(paths.canaryFile, state.canaries);
  writeFileAtomically(generationFile(root), `${state.generation}\n`);
}

/** The versions a state serves from the deploy root layout (a remote served from another origin is not here). */
export function versionsOf(state: Pick<ReleaseState, 'remotes' | 'canaries'>): VersionRef[] {
  const refs: VersionRef[] = [];
  for (const [remote, entry] of Object.entries(state.remotes)) {
    const version = versionOfEntry(remote, entry);
    if (version && entry.startsWith('/mfe/')) refs.push({ remote, version });
  }
  for (const [remote, canary] of Object.entries(state.canaries)) {
    if (canary?.entry.startsWith('/mfe/')) refs.push({ remote, version: canary.version });
  }
  return refs;
}
