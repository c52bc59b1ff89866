/**
 * `node --import tsx site-server/src/canary/healthReportMain.ts`: prints, as one JSON object, what the beacons the
 * site servers keep say about each running canary of the deploy root (DEPLOY_ROOT, RUM_DB, DATABASE_URL as the
 * servers'): `{ "<remote>": ["health since then: canary …", "stable …"] }`, `{}` when there are no beacons (or
 * PostgreSQL does not answer: said on stderr). `npm run releases` runs it as a process of its own, so the release
 * tool never imports the site server.
 */
import fs from 'node:fs';
import { readCanaries, readLiveRemotes, versionOfEntry } from '@clinic/deploy';
import { readConfig } from '../config';
import type { BeaconStore } from '../rum/beaconStore';
import { openRumStore } from '../rum/store';
import { canaryHealthLines } from './healthSummary';
import { NO_HEALTH, type VersionHealth } from './versionHealth';

async function healthReport(): Promise<Record<string, string[]>> {
  const config = readConfig(process.env);
  const report: Record<string, string[]> = {};
  const canaries = Object.entries(readCanaries(config.deployRoot));
  const { rumDb, rumRetentionMs: retentionMs, rumMaxRows: maxRows, databaseUrl } = config;
  let store: BeaconStore | null = null;
  if (rumDb && canaries.length) {
    if (databaseUrl) store = openRumStore({ databaseUrl, retentionMs, maxRows, log: () => {} });
    else if (fs.existsSync(rumDb)) store = openRumStore({ file: rumDb, retentionMs, maxRows });
  }
  if (!store) return report;
  const live = readLiveRemotes(config.deployRoot);
  const now = Date.now();
  try {
    for (const [remote, canary] of canaries) {
      if (!canary) continue;
      const stable = versionOfEntry(remote, live[remote]);
      const since = Date.parse(canary.since);
      const read = new Map<string, VersionHealth>();
      for (const version of stable ? [canary.version, stable] : [canary.version])
        read.set(version, await store.readHealth(remote, version, since, now));
      const health = (_remote: string, version: string) => read.get(version) ?? NO_HEALTH;
      report[remote] = canaryHealthLines(
        health,
        remote,
        { canary: canary.version, stable, since: canary.since },
        now,
      );
    }
  } catch (error) {
    console.error(`health report: the beacons could not be read (${(error as Error).message})`);
  } finally {
    await store.close();
  }
  return report;
}

void healthReport().then((report) => process.stdout.write(`${JSON.stringify(report)}\n`));
