/**
 * The release tool with DATABASE_URL: the same commands, with PostgreSQL as the one release state of every host.
 * The tool's own deploy root (where the versions were built) is a working copy: it is brought to the shared
 * state, the command runs on it exactly as on one machine, and what it changed is then
 *   1. uploaded (the new versions' files, as blobs the store lacks),
 *   2. prepared (every host seen lately downloads and reports the versions ready; one that does not in time is
 *      named and nothing changes),
 *   3. swapped in (compare-and-swap on the generation: a release that raced this one and won makes this one a
 *      refusal, with nothing written), and announced to the hosts, which flip their files.
 */
import type pg from 'pg';
import { deployPaths, ReleaseError } from '../deployRoot';
import { type BlobStore, postgresBlobStore } from './blobStore';
import { ensureReleaseSchema, openPostgresPool, RELEASE_CHANNEL } from './database';
import { HOST_SEEN_S } from './hostSync';
import {
  type ReleaseState,
  readRootState,
  readSharedState,
  swapSharedState,
  versionsOf,
  writeStateToRoot,
} from './sharedState';
import { downloadVersion, uploadVersion, type VersionRef, versionKey } from './versionFiles';

export interface SharedReleaseIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface SharedReleaseOptions {
  databaseUrl: string;
  root: string;
  /** The single-machine command, run on the working copy (scripts/release/cli.ts `run`). */
  run: (argv: string[], io: SharedReleaseIo) => number;
  /** How long the hosts have to get a new version ready. */
  prepareMs?: number;
  /** How long to wait for the hosts to report the new generation before saying which have not yet. */
  flipWaitMs?: number;
}

const CHANGES = new Set(['release', 'rollback', 'promote']);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface HostRow {
  host: string;
  generation: string;
  ready: string[];
  serving: Record<string, string>;
  seen_s: number;
}

async function hostsSeen(db: pg.Pool, withinS?: number): Promise<HostRow[]> {
  const { rows } = await db.query<HostRow>(
    `SELECT host, generation, ready, serving, extract(epoch FROM now() - seen_at)::float AS seen_s
     FROM clinic_hosts ${withinS ? `WHERE seen_at > now() - interval '${withinS} seconds'` : ''} ORDER BY host`,
  );
  return rows;
}

/** Waits until every host seen lately reports `done`; returns the hosts still short of it when time is up. */
async function waitForHosts(db: pg.Pool, done: (host: HostRow) => boolean, ms: number): Promise<HostRow[]> {
  const until = Date.now() + ms;
  for (;;) {
    const short = (await hostsSeen(db, HOST_SEEN_S)).filter((host) => !done(host));
    if (!short.length || Date.now() >= until) return short;
    await wait(100);
  }
}

/** Uploads what the working copy serves that the store lacks, and asks the hosts to get the new versions ready. */
async function prepare(db: pg.Pool, blobs: BlobStore, root: string, fresh: VersionRef[], prepareMs: number) {
  for (const ref of fresh) await uploadVersion(db, blobs, root, ref);
  if (!fresh.length) return;
  for (const ref of fresh)
    await db.query(
      `INSERT INTO clinic_release_wanted (remote, version) VALUES ($1, $2)
       ON CONFLICT (remote, version) DO UPDATE SET wanted_at = now()`,
      [ref.remote, ref.version],
    );
  await db.query('SELECT pg_notify($1, $2)', [RELEASE_CHANNEL, 'prepare']);
  const keys = fresh.map(versionKey);
  const short = await waitForHosts(db, (host) => keys.every((key) => host.ready.includes(key)), prepareMs);
  if (short.length) {
    const names = short.map(
      (host) => `${host.host} (lacks ${keys.filter((k) => !host.ready.includes(k)).join(', ')})`,
    );
    throw new ReleaseError(
      `refused: not every host has the new version ready after ${prepareMs / 1000} s: ${names.join('; ')}. Nothing changed`,
    );
  }
}

/** The rest of a remote's uploaded versions, so a rollback from a fresh working copy finds the one it goes back to. */
async function downloadUploaded(db: pg.Pool, blobs: BlobStore, root: string, remote: string) {
  const { rows } = await db.query<VersionRef>(
    'SELECT remote, version FROM clinic_versions WHERE remote = $1',
    [remote],
  );
  for (const ref of rows) await downloadVersion(db, blobs, root, ref);
}

function formatHosts(hosts: HostRow[], generation: number): string[] {
  if (!hosts.length) return ['hosts: none has reported yet'];
  return [
    'hosts:',
    ...hosts.map((host) => {
      const serving = Object.entries(host.serving).map(([remote, version]) => `${remote} ${version}`);
      const age = host.seen_s > HOST_SEEN_S ? `last seen ${Math.round(host.seen_s)} s ago` : 'up';
      const behind = Number(host.generation) < generation ? ` — behind (generation ${host.generation})` : '';
      return `  ${host.host}: ${age}${behind}; ${serving.join(', ') || 'nothing live'}`;
    }),
  ];
}

const sameState = (a: ReleaseState, b: ReleaseState) =>
  JSON.stringify([a.remotes, a.canaries]) === JSON.stringify([b.remotes, b.canaries]);

/**
 * The first change through an empty shared store starts it from the working copy's live state, uploaded whole:
 * the site the hosts serve today becomes generation 1.
 */
async function adopt(db: pg.Pool, blobs: BlobStore, root: string, say: (line: string) => void) {
  const local = readRootState(root);
  for (const ref of versionsOf(local)) await uploadVersion(db, blobs, root, ref);
  await swapSharedState(db, 0, local, local.history);
  say(`the shared release state starts from ${deployPaths(root).remotesFile} (generation 1)`);
}

/**
 * Runs `change` on the working copy brought to the shared state (an empty store is first started from it), then
 * prepares, swaps in and announces what it changed. Returns the new generation, or null when `change` refused
 * (returned false) or changed nothing. A refusal on the way throws a ReleaseError; the working copy is then back at
 * the shared state as it is now.
 */
async function changeShared(
  db: pg.Pool,
  blobs: BlobStore,
  root: string,
  change: () => boolean,
  {
    prepareMs = 15_000,
    remote,
    say = () => {},
  }: { prepareMs?: number; remote?: string; say?: (line: string) => void },
): Promise<number | null> {
  if ((await readSharedState(db)).generation === 0) await adopt(db, blobs, root, say);
  const before = await readSharedState(db);
  try {
    writeStateToRoot(root, before);
    if (remote) await downloadUploaded(db, blobs, root, remote);
    if (!change()) return null;
    const after = readRootState(root);
    if (sameState(before, after)) return null;
    const known = new Set(versionsOf(before).map(versionKey));
    await prepare(
      db,
      blobs,
      root,
      versionsOf(after).filter((ref) => !known.has(versionKey(ref))),
      prepareMs,
    );
    return await swapSharedState(db, before.generation, after, after.history.slice(before.history.length));
  } catch (error) {
    // The working copy never keeps a change the hosts did not get.
    writeStateToRoot(root, await readSharedState(db).catch(() => before));
    throw error;
  }
}

/**
 * A change of the shared release state by a process other than the release tool (the canary controller): the
 * same steps, its own connection for the one change.
 */
export async function changeSharedState(
  databaseUrl: string,
  root: string,
  change: () => boolean,
): Promise<number | null> {
  const db = openPostgresPool({ databaseUrl, applicationName: 'clinic-release-change' });
  try {
    await ensureReleaseSchema(db);
    return await changeShared(db, postgresBlobStore(db), root, change, {});
  } finally {
    await db.end().catch(() => {});
  }
}

export async function sharedRelease(
  argv: string[],
  io: SharedReleaseIo,
  { databaseUrl, root, run, prepareMs = 15_000, flipWaitMs = 5000 }: SharedReleaseOptions,
): Promise<number> {
  const [command = '', remote = ''] = argv;
  const db = openPostgresPool({ databaseUrl, applicationName: 'clinic-release' });
  const blobs = postgresBlobStore(db);
  try {
    await ensureReleaseSchema(db);
    if (!CHANGES.has(command)) {
      const shared = await readSharedState(db);
      // An empty store (no change through it yet) says nothing about what is live: the working copy keeps its own.
      if (shared.generation > 0) writeStateToRoot(root, shared);
      const code = run(argv, io);
      if (command === 'releases')
        for (const line of formatHosts(await hostsSeen(db), shared.generation)) io.out(line);
      return code;
    }
    // The command's lines are held until its change is in: a refused swap must not have said "is live".
    const said: string[] = [];
    let code = 0;
    const generation = await changeShared(
      db,
      blobs,
      root,
      () => {
        code = run(argv, { out: (line) => said.push(line), err: io.err });
        return code === 0;
      },
      { prepareMs, remote, say: io.out },
    );
    for (const line of said) io.out(line);
    if (generation === null) return code;
    const behind = await waitForHosts(db, (host) => Number(host.generation) >= generation, flipWaitMs);
    io.out(
      behind.length
        ? `generation ${generation}; not yet on: ${behind.map((host) => host.host).join(', ')}`
        : `generation ${generation}, live on every host seen in the last ${HOST_SEEN_S} s`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ReleaseError) {
      io.err(`error: ${error.message}`);
      return 1;
    }
    io.err(
      `error: the shared release store (DATABASE_URL) did not answer: ${(error as Error).message}. Releases and rollbacks need it; nothing changed`,
    );
    return 1;
  } finally {
    await db.end().catch(() => {});
  }
}
