import { RUM_STORE_DEFAULTS } from './beaconStore';
import type { PostgresRumStoreOptions } from './postgresStore';
import type { RumStoreOptions } from './store';

/**
 * The beacon store's caps, lock wait and spool from the environment (defaults and why: beaconStore.ts
 * RUM_STORE_DEFAULTS); a bad value is a message for the operator. Read by the site server and the canary
 * controller alike; `busyMs` is SQLite's, `spoolRows` PostgreSQL's.
 */
export function rumStoreSettings(
  env: NodeJS.ProcessEnv,
): Pick<RumStoreOptions, 'busyMs' | 'visitorViews' | 'addressViews' | 'capWindowMs'> &
  Pick<PostgresRumStoreOptions, 'spoolRows'> {
  const whole = (name: string, fallback: number) => {
    const value = env[name] ?? String(fallback);
    if (!/^\d+$/.test(value) || Number(value) === 0) {
      throw new Error(`${name} must be a positive whole number, got "${value}"`);
    }
    return Number(value);
  };
  return {
    busyMs: whole('RUM_BUSY_MS', RUM_STORE_DEFAULTS.busyMs),
    visitorViews: whole('RUM_VISITOR_VIEWS', RUM_STORE_DEFAULTS.visitorViews),
    addressViews: whole('RUM_ADDRESS_VIEWS', RUM_STORE_DEFAULTS.addressViews),
    capWindowMs: whole('RUM_CAP_WINDOW_MINUTES', RUM_STORE_DEFAULTS.capWindowMs / 60_000) * 60_000,
    spoolRows: whole('RUM_SPOOL_ROWS', RUM_STORE_DEFAULTS.spoolRows),
  };
}
