/**
 * `node --import tsx site-server/src/canary/controllerMain.ts`: the canary controller, started by `npm start` and
 * `npm run start:nginx` beside the site servers (DEPLOY_ROOT, RUM_DB, DATABASE_URL as theirs). Every analysis
 * interval it takes the controller's seat (controllerSeat.ts: one acts per deploy root, or with DATABASE_URL one
 * for the whole site; the others wait to take over) and looks at each running canary (controller.ts), with the
 * health the site servers' beacons give (SQLite in the deploy root, or PostgreSQL). Each verdict that acts, and each
 * change of a canary's verdict, is one log line, written by the controller that has the seat only.
 */
import { changeSharedState } from '@clinic/deploy';
import { readConfig } from '../config';
import type { BeaconStore } from '../rum/beaconStore';
import { rumStoreSettings } from '../rum/rumSettings';
import { openRumStore } from '../rum/store';
import { readCanaryPolicy } from './canaryPolicy';
import { type ApplyChange, analyseCanariesFrom } from './controller';
import { type ControllerSeat, fileSeat, postgresSeat } from './controllerSeat';

const config = readConfig(process.env);
if (!config.rumDb) {
  console.log('canary controller: RUM_DB=off, no beacons to judge by; canaries stay under manual control');
  setInterval(() => {}, 1 << 30);
} else {
  const settings = {
    retentionMs: config.rumRetentionMs,
    maxRows: config.rumMaxRows,
    ...rumStoreSettings(process.env),
  };
  const { databaseUrl } = config;
  const store: BeaconStore = databaseUrl
    ? openRumStore({ databaseUrl, ...settings })
    : openRumStore({ file: config.rumDb, ...settings });
  const seat: ControllerSeat = databaseUrl ? postgresSeat({ databaseUrl }) : fileSeat(config.deployRoot);
  const health = store.readHealth.bind(store);
  // With several hosts a step or a rollback is the site's: made in the shared release state, which every host's
  // deploy root follows (deploy/src/cluster/sharedRelease.ts).
  const apply: ApplyChange = databaseUrl
    ? (change) => changeSharedState(databaseUrl, config.deployRoot, change)
    : async (change) => change();
  let seated: boolean | null = null;

  async function look(): Promise<number> {
    let policy: ReturnType<typeof readCanaryPolicy>;
    try {
      policy = readCanaryPolicy(config.deployRoot);
    } catch (error) {
      console.error(`canary controller: ${(error as Error).message}; no verdict until it is fixed`);
      return 10_000;
    }
    const interval = policy.analysisIntervalSeconds * 1000;
    const holds = await seat.hold();
    if (holds !== seated) {
      const other = holds ? null : await seat.holder();
      console.log(
        holds
          ? 'canary controller: this controller acts'
          : `canary controller: another controller acts${other ? ` (${other})` : ''}; this one takes over if it stops`,
      );
      seated = holds;
    }
    if (!holds) return interval;
    try {
      const steps = await analyseCanariesFrom(config.deployRoot, health, {
        policy,
        mayAct: () => seat.hold(),
        apply,
      });
      for (const step of steps) {
        if (!(await seat.record(step))) continue;
        const line = `${step.remote} ${step.version} at ${step.share} %: ${step.decision.verdict} (${step.decision.reason})`;
        console.log(`canary controller: ${line}${step.action !== 'none' ? ` → ${step.action}` : ''}`);
      }
    } catch (error) {
      // A refusal of the release tool (a lock held too long, a file being replaced), or the beacons' database not
      // answering: tried again next time.
      console.error(`canary controller: ${(error as Error).message}`);
    }
    return interval;
  }

  const loop = () =>
    void look().then(
      (wait) => setTimeout(loop, wait),
      () => setTimeout(loop, 10_000),
    );
  loop();
  console.log(
    `canary controller for ${config.deployRoot} (beacons in ${databaseUrl ? 'PostgreSQL' : config.rumDb})`,
  );
  const stop = () => {
    void Promise.all([seat.release(), store.close()]).finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
