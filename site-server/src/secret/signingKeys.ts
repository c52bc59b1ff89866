/**
 * The keys the site signs with: the site secret (form tokens, proofs' challenges, page views, view tokens) and the
 * preview key (preview links). Each is, in order:
 *   - SITE_SECRET / PREVIEW_KEY when set: that, the same on every machine, never rotated here;
 *   - with DATABASE_URL, one key for every host, in PostgreSQL (`clinic_secrets`): the first host to start makes
 *     it (its own copy if it had one, else a new one), every host reads it every POLL_MS and keeps a copy in its
 *     deploy root, the same file as without; a host that starts while PostgreSQL is away signs and checks with
 *     that copy (without one, the site secret is a key of this process until PostgreSQL answers);
 *   - else the file in the deploy root (the site secret made on first start; the preview key by `npm run preview`),
 *     read again when it changes.
 * A rotation (`npm run rotate-secret`) makes a new key that signs from then on; the previous one is still accepted
 * for as long as a token it signed can live (SITE_KEY_GRACE_MS, PREVIEW_KEY_GRACE_MS), then dropped. A request
 * never waits on any of this: the keys are in memory, PostgreSQL is only read in the background.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { deployPaths, fileStamp, PREVIEW_KEY_GRACE_MS } from '@clinic/deploy';
import {
  type KeyRecord,
  readKeyFile,
  rotatedRecord,
  sameRecord,
  writeKeyFile,
} from '@clinic/deploy/src/keyFile';
import pg from 'pg';
import { FORM_TOKEN_MAX_AGE_MS } from '../booking/formToken';
import { CHALLENGE_TTL_S } from '../booking/proofOfWork';
import { type SharedAt, sharedTables } from '../postgres/postgresLink';
import { PAGE_VIEW_TTL_MS } from '../rum/pageView';
import { VIEW_TOKEN_TTL_MS } from '../rum/viewToken';
import type { AcceptedKeys, KeyRing } from './keyRing';
import {
  isSiteKey,
  newSiteKey,
  readSiteSecretFile,
  SITE_SECRET_FILE,
  secretFromEnv,
  siteSecretRecord,
} from './siteSecret';

/** The longest a token the site secret signs can live: a form token (2 h); the others live 30 minutes. */
export const SITE_KEY_GRACE_MS = Math.max(
  FORM_TOKEN_MAX_AGE_MS,
  VIEW_TOKEN_TTL_MS,
  PAGE_VIEW_TTL_MS,
  CHALLENGE_TTL_S * 1000,
);
export { PREVIEW_KEY_GRACE_MS };
/** How often a host reads the shared keys: a rotation reaches every host within this (and a query's time). */
export const POLL_MS = 2000;
/**
 * How often a site server without DATABASE_URL looks whether the key file changed (a rotation on the file). The
 * key files do not follow the deploy root's snapshot (deploy/src/liveRoot.ts): with DATABASE_URL the file is this
 * process's own copy of PostgreSQL's key, which it writes, and either way a ring keeps the last good key when the
 * file is damaged and the previous one through its grace, state a snapshot that reads a file as it is cannot hold.
 */
const FILE_CHECK_MS = 1000;
/** How long the rotate command waits for PostgreSQL. */
const ROTATE_WAIT_MS = 10_000;

export type KeyName = 'site' | 'preview';
export const KEY_NAMES: readonly KeyName[] = ['site', 'preview'];

const TABLE = 'clinic_secrets';
// previous_until: when the previous key stops being accepted, set by the rotation (hosts need not agree on it).
const CREATE_TABLE = `
  SELECT pg_advisory_xact_lock(hashtext('${TABLE}'));
  CREATE TABLE IF NOT EXISTS ${TABLE} (
    name text PRIMARY KEY,
    key text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    previous_key text,
    rotated_at timestamptz,
    previous_until timestamptz
  );
  UPDATE ${TABLE} SET previous_key = NULL, previous_until = NULL WHERE previous_until <= now();
`;
const COLUMNS = `name, key, previous_key, (extract(epoch FROM previous_until) * 1000)::float8 AS previous_until`;
const READ = `SELECT ${COLUMNS} FROM ${TABLE} WHERE name = ANY($1::text[])`;
// The first host's keys win; every other host's insert does nothing, and it reads the winner's.
const CREATE_KEYS = `
  INSERT INTO ${TABLE} (name, key) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (name) DO NOTHING`;
// One statement: two rotations at once queue on the row, and the second one's previous key is the first's new one.
const ROTATE = `
  INSERT INTO ${TABLE} AS s (name, key) VALUES ($1, $2)
  ON CONFLICT (name) DO UPDATE SET
    previous_key = CASE WHEN $3::boolean THEN NULL ELSE s.key END,
    previous_until = CASE WHEN $3::boolean THEN NULL ELSE to_timestamp($4::float8 / 1000) END,
    key = excluded.key, created_at = now(), rotated_at = now()
  RETURNING ${COLUMNS}`;

interface Row {
  name: KeyName;
  key: string;
  previous_key: string | null;
  previous_until: number | null;
}
const recordOf = (row: Row): KeyRecord =>
  row.previous_key && row.previous_until !== null
    ? { key: row.key, previous: { key: row.previous_key, until: Math.round(row.previous_until) } }
    : { key: row.key };

/** What differs between the two keys: where each is kept, how it is written, how it is used. */
interface Kind<K> {
  envName: 'SITE_SECRET' | 'PREVIEW_KEY';
  fromEnv(env: NodeJS.ProcessEnv): K | null;
  file(deployRoot: string): string;
  /** The file's record; throws on a damaged one. */
  read(file: string): KeyRecord | null;
  valid(text: string): boolean;
  fresh(): string;
  decode(text: string): K;
  graceMs: number;
}

const KINDS: { site: Kind<Buffer>; preview: Kind<string> } = {
  site: {
    envName: 'SITE_SECRET',
    fromEnv: secretFromEnv,
    file: (deployRoot) => path.join(deployRoot, SITE_SECRET_FILE),
    read: readSiteSecretFile,
    valid: isSiteKey,
    fresh: newSiteKey,
    decode: (text) => Buffer.from(text, 'hex'),
    graceMs: SITE_KEY_GRACE_MS,
  },
  preview: {
    envName: 'PREVIEW_KEY',
    fromEnv: (env) => env.PREVIEW_KEY || null,
    file: (deployRoot) => deployPaths(deployRoot).previewKeyFile,
    read: readKeyFile,
    valid: (text) => /^\S+$/.test(text),
    fresh: () => randomBytes(32).toString('base64url'),
    decode: (text) => text,
    graceMs: PREVIEW_KEY_GRACE_MS,
  },
};

/** A ring over a record that can change: its keys decoded once per record, the previous one until its time. */
function recordRing<K>(decode: (text: string) => K, now: () => number) {
  let record: KeyRecord | null = null;
  let keys: { current: K; previous?: K } | null = null;
  return {
    get record() {
      return record;
    },
    set(next: KeyRecord | null) {
      record = next;
      keys = next && { current: decode(next.key), previous: next.previous && decode(next.previous.key) };
    },
    current(): K {
      if (!keys) throw new Error('no key');
      return keys.current;
    },
    accepted(): K[] {
      if (!record || !keys) return [];
      const previous = record.previous && record.previous.until > now() ? keys.previous : undefined;
      return previous === undefined ? [keys.current] : [keys.current, previous];
    },
  };
}

export interface SigningKeys {
  /** The site secret: never without a key. */
  site: KeyRing<Buffer>;
  /** The preview key: none until `npm run preview` made one (without DATABASE_URL) or PostgreSQL gave one. */
  preview: AcceptedKeys<string>;
  /** Settles once the keys came from PostgreSQL (at once without DATABASE_URL). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface SigningKeyOptions {
  deployRoot: string;
  env?: NodeJS.ProcessEnv;
  /** PostgreSQL (DATABASE_URL, or the site server's link to it); without it, the deploy root's files. */
  shared?: SharedAt;
  pollMs?: number;
  log?: (line: string) => void;
  now?: () => number;
}

/**
 * The site's signing keys for this process, read once (SITE_SECRET and PREVIEW_KEY, else PostgreSQL and the
 * deploy root's copies). Throws only as the site secret's file does today: a damaged one, or none and a deploy root
 * it cannot be made in (without DATABASE_URL).
 */
export function openSigningKeys({
  deployRoot,
  env = process.env,
  shared,
  pollMs = POLL_MS,
  log = console.warn,
  now = Date.now,
}: SigningKeyOptions): SigningKeys {
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, run: () => void) => {
    const timer = setInterval(run, ms);
    timer.unref();
    timers.push(timer);
  };
  const logged = new Set<string>();
  const logOnce = (line: string) => {
    if (logged.has(line)) return;
    logged.add(line);
    log(line);
  };
  /** Names kept here (not given by the environment), each with its ring and file. */
  const kept: {
    name: KeyName;
    kind: Kind<unknown>;
    ring: ReturnType<typeof recordRing>;
    file: string;
    /** What the file holds, as far as this process knows (with PostgreSQL: its copy). */
    copy: KeyRecord | null;
  }[] = [];

  function keep<K>(name: KeyName, kind: Kind<K>): KeyRing<K> {
    const given = kind.fromEnv(env);
    if (given !== null) return { current: () => given, accepted: () => [given] };
    const ring = recordRing(kind.decode, now);
    const file = kind.file(deployRoot);
    const held = { name, kind: kind as Kind<unknown>, ring, file, copy: null as KeyRecord | null };
    kept.push(held);
    /** The file's record; a damaged preview key file counts as none (as `npm run preview` would make one). */
    const read = () => {
      try {
        return kind.read(file);
      } catch (error) {
        if (name === 'site') throw error;
        logOnce(`[keys] ${(error as Error).message}`);
        return null;
      }
    };
    if (!shared) {
      // Made on first start (the site secret), read again when a rotation rewrote it.
      ring.set(name === 'site' ? siteSecretRecord(deployRoot) : read());
      let stamp = fileStamp(file);
      const reread = () => {
        const seen = fileStamp(file);
        if (seen === stamp) return;
        stamp = seen;
        try {
          ring.set(kind.read(file) ?? ring.record);
        } catch (error) {
          logOnce(`[keys] ${(error as Error).message}; the ${name} key stays as it was`);
        }
      };
      every(FILE_CHECK_MS, reread);
      if (name === 'site') return ring as KeyRing<K>;
      // The preview key file is made by another process (`npm run preview`) just before its link is opened:
      // checked on each use (a preview link is rare), not only every second.
      return {
        current: () => {
          reread();
          return ring.current();
        },
        accepted: () => {
          reread();
          return ring.accepted();
        },
      } as KeyRing<K>;
    }
    try {
      held.copy = kind.read(file);
    } catch (error) {
      logOnce(`[keys] ${(error as Error).message}; the ${name} key comes from PostgreSQL`);
    }
    // No copy yet: a key of this process, which PostgreSQL's replaces as soon as it answers.
    ring.set(held.copy ?? (name === 'site' ? { key: kind.fresh() } : null));
    return ring as KeyRing<K>;
  }

  const site = keep('site', KINDS.site);
  const preview = keep('preview', KINDS.preview);
  if (!shared || !kept.length) return { site, preview, ready: Promise.resolve(), close: async () => stop() };

  const tables = sharedTables(shared, CREATE_TABLE);
  const names = kept.map(({ name }) => name);
  /** PostgreSQL's keys, made first if missing (with this host's copies): kept in memory and on disk. */
  async function sync(): Promise<void> {
    let { rows } = await tables.background({ name: 'clinic-keys-read', text: READ, values: [names] });
    const missing = kept.filter(({ name }) => !(rows as Row[]).some((row) => row.name === name));
    if (missing.length) {
      const keys = missing.map(({ ring, kind }) => ring.record?.key ?? kind.fresh());
      await tables.background({ text: CREATE_KEYS, values: [missing.map(({ name }) => name), keys] });
      ({ rows } = await tables.background({ name: 'clinic-keys-read', text: READ, values: [names] }));
    }
    for (const row of rows as Row[]) adopt(row);
  }
  function adopt(row: Row) {
    const held = kept.find(({ name }) => name === row.name);
    if (!held) return;
    const record = recordOf(row);
    if (!held.kind.valid(record.key) || (record.previous && !held.kind.valid(record.previous.key))) {
      logOnce(`[keys] the ${row.name} key in ${TABLE} is not one; this host keeps the one it has`);
      return;
    }
    if (!sameRecord(record, held.ring.record)) held.ring.set(record);
    if (sameRecord(record, held.copy)) return;
    try {
      writeKeyFile(held.file, record);
      held.copy = record;
    } catch (error) {
      logOnce(`[keys] ${held.file} cannot be written (${(error as Error).message}): no copy for a restart`);
    }
  }

  let syncing = false;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const tick = () => {
    if (syncing) return;
    syncing = true;
    sync()
      .then(markReady, () => {}) // PostgreSQL away: the keys in hand serve; the next round asks again
      .finally(() => {
        syncing = false;
      });
  };
  void tables.ready.then(tick);
  every(pollMs, tick);
  return {
    site,
    preview,
    ready,
    async close() {
      stop();
      await tables.close();
    },
  };

  function stop() {
    for (const timer of timers) clearInterval(timer);
  }
}

export interface RotateOptions {
  deployRoot: string;
  env?: NodeJS.ProcessEnv;
  /** DATABASE_URL: the key every host shares; without it, the deploy root's file. */
  databaseUrl?: string;
  /** The previous key is accepted no more (it leaked): what it signed is refused at once. */
  revoke?: boolean;
  graceMs?: number;
  now?: () => number;
}

/**
 * Makes a new `name` key: in PostgreSQL with `shared` (every host takes it within POLL_MS), else in the deploy root's
 * file (every site server of it within a second). The record the key is kept as now.
 */
export async function rotateKey(
  name: KeyName,
  { deployRoot, env = process.env, databaseUrl, revoke = false, graceMs, now = Date.now }: RotateOptions,
): Promise<KeyRecord> {
  const kind: Kind<unknown> = KINDS[name];
  if (kind.fromEnv(env) !== null) {
    throw new Error(
      `${kind.envName} is set, so the ${name} key is that: set a new ${kind.envName} on every host and restart (what the old one signed is refused from then on)`,
    );
  }
  const fresh = kind.fresh();
  const grace = { graceMs: graceMs ?? kind.graceMs, now: now(), revoke };
  if (!databaseUrl) {
    const file = kind.file(deployRoot);
    const record = rotatedRecord(kind.read(file), fresh, grace);
    writeKeyFile(file, record);
    return record;
  }
  // One connection, no retry: a command says at once what PostgreSQL answered.
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: ROTATE_WAIT_MS,
    query_timeout: ROTATE_WAIT_MS,
    application_name: 'clinic-rotate-secret',
  });
  try {
    await client.connect();
    await client.query(CREATE_TABLE);
    const { rows } = await client.query(ROTATE, [name, fresh, revoke, grace.now + grace.graceMs]);
    return recordOf(rows[0] as Row);
  } catch (error) {
    throw new Error(`PostgreSQL: ${(error as Error).message}; nothing was rotated`);
  } finally {
    await client.end().catch(() => {});
  }
}
