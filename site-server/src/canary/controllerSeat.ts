/**
 * The one canary controller: every host may start one (`npm start`, `start:nginx`), and one of them acts. Without
 * DATABASE_URL that is one per deploy root (the lock file, controllerLock.ts); with it one for the whole site: a
 * PostgreSQL advisory lock held by a connection of its own (session-level `pg_try_advisory_lock`), which PostgreSQL
 * lets go of when that session ends. A controller that loses its connection has lost the lock with it: it acts no
 * more until it has taken the lock again, and the others take it over meanwhile.
 */
import os from 'node:os';
import pg from 'pg';
import { RUM_QUERY_TIMEOUT_MS } from '../rum/postgresPool';
import type { ControllerStep } from './controller';
import { takeControllerLock } from './controllerLock';

export interface ControllerSeat {
  /**
   * Takes the seat if it is free, or makes sure this controller still has it (PostgreSQL: its session is alive):
   * true when this controller may act now. Never rejects.
   */
  hold(): Promise<boolean>;
  /**
   * Records a look's outcome once: when it acted, or when its verdict for that canary differs from the last one
   * recorded. True when recorded, the caller then logs it; false for a repeat, or when this controller has lost the
   * seat (then the controller that has it records).
   */
  record(step: ControllerStep): Promise<boolean>;
  /** Who has the seat, for the log (null: nobody, or not known). */
  holder(): Promise<string | null>;
  release(): Promise<void>;
}

/** One controller per deploy root: the lock file, and the last verdict per remote in this process's memory. */
export function fileSeat(deployRoot: string): ControllerSeat {
  let lock: ReturnType<typeof takeControllerLock> | null = null;
  const lastVerdict = new Map<string, string>();
  return {
    async hold() {
      if (!lock?.taken) lock = takeControllerLock(deployRoot);
      return lock.taken;
    },
    async record(step) {
      const changed = step.action !== 'none' || lastVerdict.get(step.remote) !== step.decision.verdict;
      lastVerdict.set(step.remote, step.decision.verdict);
      return changed;
    },
    async holder() {
      return lock && !lock.taken ? `pid ${lock.holder}` : null;
    },
    async release() {
      if (lock?.taken) lock.release();
      lock = null;
    },
  };
}

/** The advisory lock's two keys: the site's namespace, then the controller (a lock of two int4 keys, objsubid 2). */
const KEYS = `hashtext('clinic'), hashtext('canary-controller')`;
const TAKE = `SELECT pg_try_advisory_lock(${KEYS}) AS taken`;
const OURS = `
  SELECT 1 FROM pg_locks
  WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
    AND classid = hashtext('clinic')::oid AND objid = hashtext('canary-controller')::oid AND objsubid = 2`;
const HOLDER = `
  SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
  WHERE l.locktype = 'advisory' AND l.granted
    AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
    AND l.classid = hashtext('clinic')::oid AND l.objid = hashtext('canary-controller')::oid AND l.objsubid = 2`;

export const VERDICTS = 'clinic_canary_verdicts';
/**
 * Each verdict change and each action, once for the site, by the controller that made it: what a failover or two
 * racing controllers would otherwise log twice. The lock guards its making as the booking guard's tables'.
 */
const CREATE_VERDICTS = `
  SELECT pg_advisory_xact_lock(hashtext('clinic_canary'));
  CREATE TABLE IF NOT EXISTS ${VERDICTS} (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    remote text NOT NULL,
    version text NOT NULL,
    share integer NOT NULL,
    verdict text NOT NULL,
    action text NOT NULL,
    reason text NOT NULL,
    controller text NOT NULL
  );
  CREATE INDEX IF NOT EXISTS ${VERDICTS}_by_canary ON ${VERDICTS} (remote, version, id);
`;
/**
 * Written on the lock's own connection and only while it holds the lock there (OURS): a controller that lost it,
 * whatever it believes, records nothing.
 */
const RECORD = `
  INSERT INTO ${VERDICTS} (remote, version, share, verdict, action, reason, controller)
  SELECT $1, $2, $3, $4, $5, $6, $7
  WHERE EXISTS (${OURS} AND pid = pg_backend_pid())
    AND ($5 <> 'none' OR (
      SELECT verdict FROM ${VERDICTS} WHERE remote = $1 AND version = $2 ORDER BY id DESC LIMIT 1
    ) IS DISTINCT FROM $4)
  RETURNING id`;

export interface PostgresSeatOptions {
  databaseUrl: string;
  /** This controller among the others, in `pg_stat_activity` and the records (default: host name and pid). */
  name?: string;
  timeoutMs?: number;
}

/** One controller for every host sharing DATABASE_URL. */
export function postgresSeat({
  databaseUrl,
  name = `${os.hostname()} pid ${process.pid}`,
  timeoutMs = RUM_QUERY_TIMEOUT_MS,
}: PostgresSeatOptions): ControllerSeat {
  let client: pg.Client | null = null;
  let held = false;
  /** The session is gone or in doubt: so is the lock. Ending the client ends the session if it is not gone yet. */
  const drop = () => {
    const gone = client;
    client = null;
    held = false;
    gone?.end().catch(() => {});
  };
  const connect = async () => {
    const made = new pg.Client({
      connectionString: databaseUrl,
      application_name: `clinic-canary-controller ${name}`.slice(0, 63),
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      statement_timeout: timeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    made.on('error', () => {
      if (client === made) drop();
    });
    made.on('end', () => {
      if (client === made) drop();
    });
    await made.connect().catch((error) => {
      made.end().catch(() => {});
      throw error;
    });
    client = made;
    // PostgreSQL, too, finds a client gone silent within some 30 s (its keepalives) and ends the session, and with
    // it the lock, so that another controller can take over.
    await made.query(
      `SET tcp_keepalives_idle = 10; SET tcp_keepalives_interval = 5; SET tcp_keepalives_count = 4; ${CREATE_VERDICTS}`,
    );
  };
  return {
    async hold() {
      try {
        if (!client) await connect();
        const session = client as pg.Client;
        if (held) {
          // Still ours only if the session that took it still answers.
          await session.query('SELECT 1');
          return held;
        }
        held = (await session.query<{ taken: boolean }>(TAKE)).rows[0]?.taken === true;
        return held;
      } catch {
        drop();
        return false;
      }
    },
    async record(step) {
      if (!client || !held) return false;
      try {
        const { rowCount } = await client.query(RECORD, [
          step.remote,
          step.version,
          step.share,
          step.decision.verdict,
          step.action,
          step.decision.reason,
          name,
        ]);
        return (rowCount ?? 0) > 0;
      } catch {
        drop();
        return false;
      }
    },
    async holder() {
      if (!client) return null;
      try {
        const { rows } = await client.query<{ name: string }>(HOLDER);
        return rows[0]?.name.replace(/^clinic-canary-controller /, '') ?? null;
      } catch {
        return null;
      }
    },
    async release() {
      const ending = client;
      client = null;
      held = false;
      // The session's end lets go of the lock: the next controller to look takes it. A connection already broken
      // may never say it ended.
      const ended = ending?.end().catch(() => {});
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    },
  };
}
