/**
 * `tsx site-server/src/main.ts`: PORT (3000; 0 picks a free one), HOST, DEPLOY_ROOT (dist/), API_ORIGIN, and the
 * rest of config.ts (SSR_*, SITE_ORIGIN, RUM_*, OPS_TOKEN).
 */
// React renders pages with its production build (the browser's is one too; the development one is ~3× slower).
process.env.NODE_ENV ??= 'production';

import path from 'node:path';
import { createSiteApp } from './app';
import { readBookingSettings } from './booking/bookingSettings';
import { GUARD_DB_IN_DEPLOY_ROOT, openGuardStore } from './booking/guardStore';
import { readConfig } from './config';
import { createRenderer } from './render/renderer';
import { rumStoreSettings } from './rum/rumSettings';
import { openRumStore } from './rum/store';
import { siteSecret } from './secret/siteSecret';

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
} = config;
const renderer = ssr
  ? createRenderer({ deployRoot, apiOrigin, maxInFlight, workers: renderWorkers, cacheMs })
  : undefined;

const pages = renderer && { renderer, budgetMs: renderBudgetMs };
// Every site server of the deploy root opens the same file (WAL): the canary controller reads them all there.
// Telemetry never keeps the site from serving: a database that cannot be opened leaves the metrics only.
let store: ReturnType<typeof openRumStore> | null = null;
try {
  const settings = { retentionMs: rumRetentionMs, maxRows: rumMaxRows, ...rumStoreSettings(process.env) };
  store = rumDb ? openRumStore({ file: rumDb, ...settings }) : null;
} catch (error) {
  console.error(
    `site server: the beacon database ${rumDb} cannot be opened (${(error as Error).message}); /metrics only`,
  );
}
const rum = { store, perMinute: rumPerMinute, opsToken };
// The booking defences: signed with the secret every site server shares, remembered in a database they share.
let bookings: NonNullable<Parameters<typeof createSiteApp>[0]['bookings']>;
try {
  const guardFile = process.env.BOOKING_GUARD_DB || path.join(deployRoot, GUARD_DB_IN_DEPLOY_ROOT);
  bookings = {
    secret: siteSecret(deployRoot, process.env),
    store: openGuardStore(guardFile),
    settings: readBookingSettings(process.env),
  };
} catch (error) {
  console.error(`site server: ${(error as Error).message}`);
  process.exit(1);
}
const server = createSiteApp({ deployRoot, apiOrigin, pages, siteOrigin, rum, bookings, cspOrigins }).listen(
  port,
  host,
  (error?: Error) => {
    if (error) {
      console.error(`site server: cannot listen on ${host}:${port}: ${error.message}`);
      process.exit(1);
    }
    const address = server.address();
    // Port 0 picks a free port: print the real one, the scripts and tests read it from this line.
    const actualPort = typeof address === 'object' && address ? address.port : port;
    console.log(`site on http://${host}:${actualPort} (deploy root ${deployRoot}, API ${apiOrigin})`);
  },
);

function shutdown(signal: string): void {
  renderer?.close();
  store?.close();
  bookings.store.close();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Keep-alive sockets in use may hold close() open; the site server keeps no state to lose.
  setTimeout(() => process.exit(0), 3000).unref();
  console.log(`site server: ${signal}, closing`);
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
