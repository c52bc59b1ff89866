import pg from 'pg';

/**
 * A query that does not finish by then is ended on both sides (`query_timeout`, `statement_timeout`), and a
 * connection not made by then is given up: a store cut off by the network holds a release or a host's sync this
 * long at most, never a page (pages read the host's own deploy root).
 */
export const CLUSTER_QUERY_TIMEOUT_MS = 5000;

export interface PostgresPoolOptions {
  databaseUrl: string;
  /** What `pg_stat_activity` shows for these connections. */
  applicationName: string;
  /** Connections; N hosts × site servers share max_connections. */
  size?: number;
  /** Every query and connection attempt is ended by then. */
  timeoutMs?: number;
}

/**
 * The one way this site opens PostgreSQL (the release tool, a host's sync, a site server's link, its beacons): a
 * small pool whose every query is bounded, and which never takes the process down when PostgreSQL goes away.
 */
export function openPostgresPool({
  databaseUrl,
  applicationName,
  size = 3,
  timeoutMs = CLUSTER_QUERY_TIMEOUT_MS,
}: PostgresPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: size,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    allowExitOnIdle: true,
    application_name: applicationName,
  });
  // An idle connection broken by a restart or the network: the pool drops it and the next query makes another.
  pool.on('error', () => {});
  return pool;
}

/**
 * DATABASE_URL, unset or empty for none: a postgres:// or postgresql:// URL. A bad one is named without its
 * password.
 */
export function readDatabaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const example = 'such as postgres://clinic:secret@db.internal:5432/clinic';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`DATABASE_URL must be a PostgreSQL URL ${example}, got something that is not a URL`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    if (url.password) url.password = '***';
    throw new Error(
      `DATABASE_URL must start with postgres:// or postgresql:// (${example}), got "${url.href}"`,
    );
  }
  return value;
}

/** The channel a release's prepare and flip are announced on (hosts also poll: a lost notification is caught). */
export const RELEASE_CHANNEL = 'clinic_release';

/**
 * The release state every host follows. One row holds what is live (a generation number that every change
 * compares and swaps); the history is one row per entry; a version's files are content-addressed blobs.
 * The advisory lock lets two hosts or CIs that start together make the tables one after the other.
 */
const SCHEMA = `
  SELECT pg_advisory_xact_lock(hashtext('clinic_release_schema'));
  CREATE TABLE IF NOT EXISTS clinic_release_state (
    id smallint PRIMARY KEY CHECK (id = 1),
    generation bigint NOT NULL,
    remotes jsonb NOT NULL,
    canaries jsonb NOT NULL,
    changed_at timestamptz NOT NULL DEFAULT now()
  );
  INSERT INTO clinic_release_state (id, generation, remotes, canaries) VALUES (1, 0, '{}', '{}')
    ON CONFLICT (id) DO NOTHING;
  CREATE TABLE IF NOT EXISTS clinic_release_history (
    generation bigint NOT NULL, seq integer NOT NULL, entry jsonb NOT NULL, PRIMARY KEY (generation, seq)
  );
  CREATE TABLE IF NOT EXISTS clinic_blobs (hash text PRIMARY KEY, bytes bytea NOT NULL);
  CREATE TABLE IF NOT EXISTS clinic_versions (
    remote text NOT NULL, version text NOT NULL, files jsonb NOT NULL,
    uploaded_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (remote, version)
  );
  CREATE TABLE IF NOT EXISTS clinic_release_wanted (
    remote text NOT NULL, version text NOT NULL, wanted_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (remote, version)
  );
  CREATE TABLE IF NOT EXISTS clinic_hosts (
    host text PRIMARY KEY, seen_at timestamptz NOT NULL, generation bigint NOT NULL,
    serving jsonb NOT NULL, ready jsonb NOT NULL
  );
`;

export async function ensureReleaseSchema(db: pg.Pool): Promise<void> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query(SCHEMA);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
