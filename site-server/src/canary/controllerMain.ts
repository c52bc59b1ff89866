/**
 * `node --import tsx site-server/src/canary/controllerMain.ts`: the canary controller of one deploy root, started by
 * `npm start` and `npm run start:nginx` beside the site servers (DEPLOY_ROOT, RUM_DB as theirs). Every analysis
 * interval it takes the controller lock (one controller acts per deploy root; the others wait to take over) and
 * looks at each running canary (controller.ts). Each verdict that acts, and each change of a canary's «wait»
 * reason, is one log line.
 */
import { readConfig } from '../config';
import { rumStoreSettings } from '../rum/rumSettings';
import { openRumStore } from '../rum/store';
import { readCanaryPolicy } from './canaryPolicy';
import { analyseCanaries } from './controller';
import { takeControllerLock } from './controllerLock';

const config = readConfig(process.env);
if (!config.rumDb) {
  console.log('canary controller: RUM_DB=off, no beacons to judge by; canaries stay under manual control');
  setInterval(() => {}, 1 << 30);
} else {
  const store = openRumStore({
    file: config.rumDb,
    retentionMs: config.rumRetentionMs,
    maxRows: config.rumMaxRows,
    ...rumStoreSettings(process.env),
  });
  const health = store.health.bind(store);
  let lock: ReturnType<typeof takeControllerLock> | null = null;
  const lastReason = new Map<string, string>();

  function look(): number {
    let policy: ReturnType<typeof readCanaryPolicy>;
    try {
      policy = readCanaryPolicy(config.deployRoot);
    } catch (error) {
      console.error(`canary controller: ${(error as Error).message}; no verdict until it is fixed`);
      return 10_000;
    }
    if (!lock?.taken) lock = takeControllerLock(config.deployRoot);
    if (!lock.taken) return policy.analysisIntervalSeconds * 1000; // another controller acts; take over if it dies
    try {
      for (const step of analyseCanaries(config.deployRoot, health, { policy })) {
        const line = `${step.remote} ${step.version} at ${step.share} %: ${step.decision.verdict} (${step.decision.reason})`;
        if (step.action !== 'none' || lastReason.get(step.remote) !== step.decision.verdict) {
          console.log(`canary controller: ${line}${step.action !== 'none' ? ` → ${step.action}` : ''}`);
        }
        lastReason.set(step.remote, step.decision.verdict);
      }
    } catch (error) {
      // A refusal of the release tool (a lock held too long, a file being replaced) is retried next time.
      console.error(`canary controller: ${(error as Error).message}`);
    }
    return policy.analysisIntervalSeconds * 1000;
  }

  const loop = () => setTimeout(loop, look());
  loop();
  console.log(`canary controller for ${config.deployRoot} (beacons in ${config.rumDb})`);
  const stop = () => {
    if (lock?.taken) lock.release();
    store.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
