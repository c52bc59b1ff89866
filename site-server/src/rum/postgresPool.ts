/** The beacon store's and the canary controller's terms with PostgreSQL (their pool: `openPostgresPool`). */
import pg from 'pg';

/**
 * A write or a read of the beacons is ended by then on both sides (`query_timeout`, `statement_timeout`), and a
 * connection not made by then is given up (`connectionTimeoutMillis`): nothing a page waits for runs on these
 * connections, so a query may take longer than the booking guard's 50 ms, never forever.
 */
export const RUM_QUERY_TIMEOUT_MS = 2000;

/**
 * Whether an error is PostgreSQL being away, late or busy (worth the same query again later) rather than the
 * query itself being refused (which would be refused again): anything that is not the server's answer (a socket,
 * a timeout, an ended pool), connection exceptions (08), insufficient resources (53: too many connections, a full
 * disk), shutdown or cancel (57, with 57014 the statement timeout), serialization failures and deadlocks (40001,
 * 40P01), and a server that cannot take a write now (a read-only standby after a failover, 25006).
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return true;
  const code = error.code ?? '';
  return /^(08|53|57)/.test(code) || ['40001', '40P01', '25006'].includes(code);
}
