/**
 * `tsx site-server/src/main.ts`: PORT (3000; 0 picks a free one), HOST, DEPLOY_ROOT (dist/), API_ORIGIN, and the
 * rest of config.ts (SSR_*, SITE_ORIGIN, RUM_*, OPS_TOKEN, DATABASE_URL).
 */
// React renders pages with its production build (the browser's is one too; the development one is ~3× slower).
process.env.NODE_ENV ??= 'production';

import path from 'node:path';
import { changeSharedState, openLiveRoot, startHostSync } from '@clinic/deploy';
import { createSiteApp } from './app';
import { readBookingSettings } from './booking/bookingSettings';
import { GUARD_DB_IN_DEPLOY_ROOT, openGuardStore } from './booking/guardStore';
import { readConfig } from './config';
import { passwordThrottle } from './ops/passwordThrottle';
import { openPostgresLink } from './postgres/postgresLink';
import { createRenderer } from './render/renderer';
import type { BeaconStore } from './rum/beaconStore';
import { rumStoreSettings } from './rum/rumSettings';
import { openRumStore } from './rum/store';
import { openSigningKeys, type SigningKeys } from './secret/signingKeys';

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig(process.env);
} catch (error) {
  console.error(`site server: ${(error as Error).message}`);
  process.exit(1);
}
const {
  port,
  host,
  deployRoot,
  apiOrigin,
  ssr,
  renderBudgetMs,
  maxInFlight,
  renderWorkers,
  cacheMs,
  siteOrigin,
  rumDb,
  rumRetentionMs,
  rumMaxRows,
  rumPerMinute,
  opsToken,
  cspOrigins,
  databaseUrl,
  siteHost,
  trustedProxies,
} = config;
// Several hosts: this host's deploy root follows the release state in PostgreSQL (deploy/src/cluster/hostSync.ts).
const hostSync = databaseUrl ? startHostSync({ root: deployRoot, databaseUrl, host: siteHost }) : undefined;
// What is deployed, read once for the renderer and the site app alike (deploy/src/liveRoot.ts).
const live = openLiveRoot(deployRoot);
const renderer = ssr
  ? createRenderer({ live, apiOrigin, maxInFlight, workers: renderWorkers, cacheMs })
  : undefined;

const pages = renderer && { renderer, budgetMs: renderBudgetMs };
// Every site server of the deploy root opens the same file (WAL), or with DATABASE_URL every host the same
// PostgreSQL: the canary controller reads them all there. Telemetry never keeps the site from serving: a
// database that cannot be opened leaves the metrics only (PostgreSQL away: beacons wait, rum/postgresStore.ts).
let store: BeaconStore | null = null;
try {
  const settings = { retentionMs: rumRetentionMs, maxRows: rumMaxRows, ...rumStoreSettings(process.env) };
  if (rumDb)
    store = databaseUrl
      ? openRumStore({ databaseUrl, ...settings })
      : openRumStore({ file: rumDb, ...settings });
} catch (error) {
  console.error(
    `site server: the beacon database ${rumDb} cannot be opened (${(error as Error).message}); /metrics only`,
  );
}
// With DATABASE_URL, one link to PostgreSQL for the trust state every host shares: the booking guard, the signing
// keys, the /ops lockout (postgres/postgresLink.ts); the site secret and preview key are read once, here.
const link = databaseUrl ? openPostgresLink({ databaseUrl }) : undefined;
const shared = link && { link };
let keys: SigningKeys;
try {
  keys = openSigningKeys({ deployRoot, env: process.env, shared });
} catch (error) {
  console.error(`site server: ${(error as Error).message}`);
  process.exit(1);
}
const opsThrottle = shared && passwordThrottle({ shared });
const rum = { store, perMinute: rumPerMinute, opsToken, secret: keys.site };
// The booking defences: signed with the secret every site server shares, remembered in a database they share:
// the deploy root's SQLite file, or with DATABASE_URL PostgreSQL, shared by every host.
let bookings: NonNullable<Parameters<typeof createSiteApp>[0]['bookings']>;
try {
  const guardFile = process.env.BOOKING_GUARD_DB || path.join(deployRoot, GUARD_DB_IN_DEPLOY_ROOT);
  bookings = {
    secret: keys.site,
    store: openGuardStore(shared ?? guardFile),
    settings: readBookingSettings(process.env),
  };
} catch (error) {
  console.error(`site server: ${(error as Error).message}`);
  process.exit(1);
}
const app = createSiteApp({
  deployRoot,
  live,
  apiOrigin,
  pages,
  siteOrigin,
  rum,
  bookings,
  cspOrigins,
  hostSync,
  trustedProxies,
  previewKeys: keys.preview,
  opsThrottle,
  // With several hosts, a button on /ops changes the site, not this host (deploy/src/cluster/sharedRelease.ts).
  applyRelease: databaseUrl ? (change) => changeSharedState(databaseUrl, deployRoot, change) : undefined,
});
/**
 * A host that starts syncs before it serves, so it never answers with a release the others have left; with
 * PostgreSQL away it serves what its deploy root has after at most this long.
 */
const FIRST_SYNC_WAIT_MS = 8000;
const firstSync = Promise.race([
  hostSync?.firstSync,
  new Promise((resolve) => setTimeout(resolve, FIRST_SYNC_WAIT_MS).unref()),
]);
let server: ReturnType<typeof app.listen> | undefined;
void firstSync.then(() => {
  server = app.listen(port, host, (error?: Error) => {
    if (error) {
      console.error(`site server: cannot listen on ${host}:${port}: ${error.message}`);
      process.exit(1);
    }
    const address = server?.address();
    // Port 0 picks a free port: print the real one, the scripts and tests read it from this line.
    const actualPort = typeof address === 'object' && address ? address.port : port;
    console.log(`site on http://${host}:${actualPort} (deploy root ${deployRoot}, API ${apiOrigin})`);
  });
});

function shutdown(signal: string): void {
  renderer?.close();
  void store?.close();
  bookings.store.close();
  void Promise.all([keys.close(), opsThrottle?.close()]).then(() => link?.close());
  void hostSync?.close();
  if (!server) process.exit(0);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Keep-alive sockets in use may hold close() open; the site server keeps no state to lose.
  setTimeout(() => process.exit(0), 3000).unref();
  console.log(`site server: ${signal}, closing`);
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
