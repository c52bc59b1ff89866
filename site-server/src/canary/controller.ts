/**
 * The canary controller: every analysis interval, for each running canary that is not `--manual`, it compares the
 * canary's and the stable version's health over the same window (the beacons of real browsers) and acts on the
 * verdict with the release tool's own commands: a step (or the promotion to stable), or the end of the canary, each
 * written to the release history with its reason. One acts per deploy root, or with DATABASE_URL one for the whole
 * site (controllerSeat.ts).
 */
import {
  type Canary,
  endCanary,
  promote,
  type RemoteName,
  readCanaries,
  readLiveRemotes,
  versionOfEntry,
} from '@clinic/deploy';
import { type CanaryPolicy, nextStep, readCanaryPolicy } from './canaryPolicy';
import { type Decision, decide } from './verdict';
import type { VersionHealth } from './versionHealth';

/** What the beacons say about one version of a remote between two moments (ms since the epoch). */
export type HealthSource = (
  remote: string,
  version: string,
  sinceMs: number,
  untilMs: number,
) => VersionHealth;

/** The same, read from a database that answers later (rum/beaconStore.ts `readHealth`). */
export type AsyncHealthSource = (
  remote: string,
  version: string,
  sinceMs: number,
  untilMs: number,
) => Promise<VersionHealth>;

export interface ControllerStep {
  remote: string;
  version: string;
  share: number;
  decision: Decision;
  /** What was done: nothing, the next share, the promotion (100) or the end (0). */
  action: 'none' | 'step' | 'promote' | 'rollback';
}

/** One canary to judge, and the window both sides are judged over. */
interface Look {
  remote: string;
  canary: Canary;
  stableVersion: string;
  since: number;
}

function looksAt(deployRoot: string, now: number, policy: CanaryPolicy): Look[] {
  const stable = readLiveRemotes(deployRoot);
  const looks: Look[] = [];
  for (const [remote, canary] of Object.entries(readCanaries(deployRoot))) {
    const stableVersion = versionOfEntry(remote, stable[remote]);
    if (!canary || !stableVersion) continue;
    // The same window for both sides: the last windowSeconds, never before the canary started.
    const since = Math.max(Date.parse(canary.since), now - policy.windowSeconds * 1000);
    looks.push({ remote, canary, stableVersion, since });
  }
  return looks;
}

function judge(
  { canary }: Look,
  health: [VersionHealth, VersionHealth],
  now: number,
  policy: CanaryPolicy,
): Decision {
  const stepStart = Date.parse(canary.stepSince);
  return decide(
    health[0],
    health[1],
    { share: canary.share, atStepSeconds: Math.max(0, (now - stepStart) / 1000) },
    policy,
  );
}

/** Acts on a decision with the release tool's commands (a `--manual` canary is only reported). */
function actOn(deployRoot: string, { remote, canary }: Look, decision: Decision, policy: CanaryPolicy) {
  const step: ControllerStep = {
    remote,
    version: canary.version,
    share: canary.share,
    decision,
    action: 'none',
  };
  if (!canary.manual && decision.verdict === 'rollback') {
    endCanary(deployRoot, remote as RemoteName, { reason: `controller: ${decision.reason}` });
    step.action = 'rollback';
  } else if (!canary.manual && decision.verdict === 'promote') {
    const to = nextStep(canary.share, policy);
    promote(deployRoot, remote, to, { reason: `controller: ${decision.reason}`, warn: () => {} });
    step.action = to >= 100 ? 'promote' : 'step';
  }
  return step;
}

/** One look at every running canary; returns what it decided and did. */
export function analyseCanaries(
  deployRoot: string,
  health: HealthSource,
  { now = Date.now(), policy = readCanaryPolicy(deployRoot) }: { now?: number; policy?: CanaryPolicy } = {},
): ControllerStep[] {
  return looksAt(deployRoot, now, policy).map((look) => {
    const sides: [VersionHealth, VersionHealth] = [
      health(look.remote, look.canary.version, look.since, now),
      health(look.remote, look.stableVersion, look.since, now),
    ];
    return actOn(deployRoot, look, judge(look, sides, now, policy), policy);
  });
}

const sameCanary = (a: Canary | undefined, b: Canary) =>
  a?.version === b.version && a.share === b.share && a.stepSince === b.stepSince && a.manual === b.manual;

/** Runs a change of the deploy root's release state: at once, or with DATABASE_URL as the site's shared change. */
export type ApplyChange = (change: () => boolean) => Promise<unknown>;

/**
 * One look with the health read from a database (PostgreSQL: several hosts). Reading takes a while, so before it
 * acts the controller asks `mayAct` whether it is still the one controller (controllerSeat.ts; not: it decided
 * nothing, returns no step). Each action goes through `apply` (DATABASE_URL: `changeSharedState`, which first
 * brings the deploy root to the shared state) and is taken only on a canary that is still the one judged: a
 * release or an operator may have moved it meanwhile, and the next look judges the new one. Rejects when the
 * health cannot be read or a change is refused.
 */
export async function analyseCanariesFrom(
  deployRoot: string,
  health: AsyncHealthSource,
  {
    now = Date.now(),
    policy = readCanaryPolicy(deployRoot),
    mayAct = async () => true,
    apply = async (change) => change(),
  }: { now?: number; policy?: CanaryPolicy; mayAct?: () => Promise<boolean>; apply?: ApplyChange } = {},
): Promise<ControllerStep[]> {
  const looks = looksAt(deployRoot, now, policy);
  const sides = await Promise.all(
    looks.map((look) =>
      Promise.all([
        health(look.remote, look.canary.version, look.since, now),
        health(look.remote, look.stableVersion, look.since, now),
      ]),
    ),
  );
  if (looks.length && !(await mayAct())) return [];
  const steps: ControllerStep[] = [];
  for (const [i, look] of looks.entries()) {
    const decision = judge(look, sides[i] as [VersionHealth, VersionHealth], now, policy);
    let step: ControllerStep = {
      remote: look.remote,
      version: look.canary.version,
      share: look.canary.share,
      decision,
      action: 'none',
    };
    if (!look.canary.manual && decision.verdict !== 'wait') {
      await apply(() => {
        if (!sameCanary(readCanaries(deployRoot)[look.remote as RemoteName], look.canary)) return false;
        step = actOn(deployRoot, look, decision, policy);
        return step.action !== 'none';
      });
    }
    steps.push(step);
  }
  return steps;
}
