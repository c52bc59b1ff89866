/**
 * `npm run vitals`: the field view (fieldView.ts) of the beacon store the site server is configured with, as it
 * chooses it (config.ts, main.ts): PostgreSQL with DATABASE_URL, else the SQLite file RUM_DB (default
 * `<DEPLOY_ROOT>/.rum/rum.sqlite`); none with RUM_DB=off. Prints a table per window; exits 1 with a message when
 * there is no store to read or it does not answer. A SQLite file that is not there is not made: a wrong
 * DEPLOY_ROOT would otherwise print an empty view.
 */
import fs from 'node:fs';
import { readConfig } from '../config';
import type { BeaconStore } from './beaconStore';
import { fieldText } from './fieldTable';
import { fieldWindows } from './fieldView';
import { openRumStore } from './store';

function fail(message: string): never {
  console.error(`npm run vitals: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig(process.env);
  } catch (error) {
    fail((error as Error).message);
  }
  const { rumDb, databaseUrl, rumRetentionMs: retentionMs, rumMaxRows: maxRows } = config;
  if (!rumDb)
    fail('RUM_DB=off: the site server keeps no beacons then. Unset it, or set RUM_DB to the SQLite file.');
  let store: BeaconStore;
  let where: string;
  if (databaseUrl) {
    where = `PostgreSQL at ${new URL(databaseUrl).host}`;
    store = openRumStore({ databaseUrl, retentionMs, maxRows, timeoutMs: 5000, log: () => {} });
  } else {
    where = rumDb;
    if (!fs.existsSync(rumDb))
      fail(
        `no beacon database at ${rumDb}. Set DEPLOY_ROOT to the site server's deploy root (after \`npm run bench\`: DEPLOY_ROOT=bench/tmp/federated), RUM_DB to its file, or DATABASE_URL.`,
      );
    store = openRumStore({ file: rumDb, retentionMs, maxRows });
  }
  const read = await fieldWindows(store).catch((error: Error) => error);
  await store.close();
  if (read instanceof Error) fail(`the beacon store (${where}) did not answer: ${read.message}`);
  process.stdout.write(`Field vitals from ${where}; p75 by nearest rank, (n) samples.\n\n${fieldText(read)}`);
}

void main();
