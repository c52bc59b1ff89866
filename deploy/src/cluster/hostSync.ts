/**
 * A host's side of the shared release state: its deploy root is a cache of what PostgreSQL says is live. It
 * downloads the versions a release is preparing, reports which it has ready, and writes the new state into its
 * files when a release flips, which the site server picks up as it picks up a local release. It hears a prepare
 * or a flip by LISTEN and also polls, so a lost notification costs one poll at most. When PostgreSQL is slow or
 * away, the host serves on from its files and says why in `status()`.
 */
import fs from 'node:fs';
import pg from 'pg';
import { deployPaths } from '../deployRoot';
import { postgresBlobStore } from './blobStore';
import { ensureReleaseSchema, openPostgresPool, RELEASE_CHANNEL } from './database';
import {
  localGeneration,
  readRootState,
  readSharedState,
  sharedGeneration,
  versionsOf,
  writeStateToRoot,
} from './sharedState';
import { downloadVersion, type VersionRef, versionKey } from './versionFiles';

/** How often a host asks PostgreSQL, and reports itself, without a notification. */
export const HOST_POLL_MS = 2000;
/** A host that reported within this long is one a release waits for. */
export const HOST_SEEN_S = 10;
/** Versions asked for by a release in progress stay wanted this long (a release that died leaves them). */
const WANTED_FOR = '1 hour';

export interface HostSyncStatus {
  /** False while PostgreSQL cannot be reached or the last sync failed: the host serves its last state. */
  ok: boolean;
  /** Why not, for /healthz (the log has the error itself). */
  reason?: string;
  /** The generation this host's files are at. */
  generation: number;
  lastSyncAt: number | null;
}

export interface HostSync {
  /** Settles after the first sync, whether it reached PostgreSQL or not (a host then serves what it has). */
  readonly firstSync: Promise<void>;
  status(): HostSyncStatus;
  /** One sync now (tests; the loop calls it on its own). */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export interface HostSyncOptions {
  root: string;
  databaseUrl: string;
  /** The host's name in `npm run releases` and in a release's wait (SITE_HOST, else hostname:deploy root). */
  host: string;
  pollMs?: number;
  log?: (line: string) => void;
}

/** Why a sync failed on /healthz: the host's own files, or else the store (the log has the error itself). */
export const SYNC_REASONS = {
  store: 'the shared release store does not answer; serving the last release state',
  root: "this host's deploy root cannot be read or written; serving the last release state",
} as const;

/** A failure of this host's own files, told apart from the store's. */
class DeployRootError extends Error {}
function onDisk<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw new DeployRootError((error as Error).message);
  }
}

/** Upserted on every sync: a release waits only for hosts seen lately, and names the one not ready. */
const REPORT = `
  INSERT INTO clinic_hosts (host, seen_at, generation, serving, ready) VALUES ($1, now(), $2, $3, $4)
  ON CONFLICT (host) DO UPDATE SET seen_at = now(), generation = $2, serving = $3, ready = $4`;

export function startHostSync({
  root,
  databaseUrl,
  host,
  pollMs = HOST_POLL_MS,
  log = console.warn,
}: HostSyncOptions): HostSync {
  const db = openPostgresPool({ databaseUrl, applicationName: 'clinic-host-sync' });
  const blobs = postgresBlobStore(db);
  let schemaMade = false;
  let closed = false;
  let status: HostSyncStatus = {
    ok: false,
    reason: 'starting',
    generation: localGeneration(root),
    lastSyncAt: null,
  };
  let listener: pg.Client | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  const present = (ref: VersionRef) => fs.existsSync(deployPaths(root).versionDir(ref.remote, ref.version));

  async function syncOnce(): Promise<void> {
    if (!schemaMade) {
      await ensureReleaseSchema(db);
      schemaMade = true;
    }
    listen();
    const wanted = await db.query<VersionRef>(
      `SELECT remote, version FROM clinic_release_wanted WHERE wanted_at > now() - interval '${WANTED_FOR}'`,
    );
    const generation = await sharedGeneration(db);
    const shared = generation > localGeneration(root) ? await readSharedState(db) : null;
    const needed = [...wanted.rows, ...(shared ? versionsOf(shared) : [])];
    for (const ref of needed) {
      if (present(ref)) continue;
      try {
        await downloadVersion(db, blobs, root, ref);
      } catch (error) {
        log(`[sync] ${versionKey(ref)} not downloaded: ${(error as Error).message}`);
      }
    }
    // A flip is written only once every version it serves is on this disk: a page never names a missing one.
    if (shared && versionsOf(shared).every(present)) onDisk(() => writeStateToRoot(root, shared));
    const local = onDisk(() => readRootState(root));
    const serving = Object.fromEntries(versionsOf(local).map((ref) => [ref.remote, ref.version]));
    for (const [remote, canary] of Object.entries(local.canaries))
      if (canary) serving[`${remote} canary`] = `${canary.version} (${canary.share} %)`;
    const ready = [...new Set([...needed, ...versionsOf(local)].filter(present).map(versionKey))];
    await db.query(REPORT, [host, local.generation, JSON.stringify(serving), JSON.stringify(ready)]);
    status = { ok: true, generation: local.generation, lastSyncAt: Date.now() };
  }

  /** One sync at a time; a notification during one runs another right after it. */
  function sync(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = syncOnce()
      .catch((error: Error) => {
        // The reason is shown on /healthz: no address or error text a stranger could use.
        const reason = error instanceof DeployRootError ? SYNC_REASONS.root : SYNC_REASONS.store;
        if (status.reason !== reason) log(`[sync] ${reason} (${error.message})`);
        status = { ...status, ok: false, reason, generation: localGeneration(root) };
      })
      .finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          void sync();
        }
      });
    return running;
  }

  function listen(): void {
    if (listener || closed) return;
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'clinic-host-listen' });
    listener = client;
    const drop = () => {
      if (listener === client) listener = null;
      client.end().catch(() => {});
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', () => void sync());
    client
      .connect()
      .then(() => client.query(`LISTEN ${RELEASE_CHANNEL}`))
      .catch(drop);
  }

  const timer = setInterval(() => void sync(), pollMs);
  timer.unref();
  const firstSync = sync();

  return {
    firstSync,
    status: () => status,
    sync,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
      await listener?.end().catch(() => {});
      await db.end().catch(() => {});
    },
  };
}
