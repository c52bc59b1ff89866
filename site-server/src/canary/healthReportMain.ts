/**
 * `node --import tsx site-server/src/canary/healthReportMain.ts`: prints, as one JSON object, what the beacons the
 * site servers keep say about each running canary of the deploy root (DEPLOY_ROOT, RUM_DB as the servers'):
 * `{ "<remote>": ["health since then: canary …", "stable …"] }`, `{}` when there are no beacons. `npm run releases`
 * runs it as a process of its own, so the release tool never imports the site server.
 */
import fs from 'node:fs';
import { readCanaries, readLiveRemotes, versionOfEntry } from '@clinic/deploy';
import { readConfig } from '../config';
import { openRumStore } from '../rum/store';
import { canaryHealthLines } from './healthSummary';

const config = readConfig(process.env);
const report: Record<string, string[]> = {};
const canaries = Object.entries(readCanaries(config.deployRoot));
if (config.rumDb && fs.existsSync(config.rumDb) && canaries.length) {
  const { rumDb, rumRetentionMs, rumMaxRows } = config;
  const store = openRumStore({ file: rumDb, retentionMs: rumRetentionMs, maxRows: rumMaxRows });
  const health = store.health.bind(store);
  const live = readLiveRemotes(config.deployRoot);
  for (const [remote, canary] of canaries) {
    if (!canary) continue;
    const stable = versionOfEntry(remote, live[remote]);
    report[remote] = canaryHealthLines(health, remote, {
      canary: canary.version,
      stable,
      since: canary.since,
    });
  }
  store.close();
}
process.stdout.write(`${JSON.stringify(report)}\n`);
