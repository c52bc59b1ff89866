/**
 * The canary controller: every analysis interval, for each running canary that is not `--manual`, it compares the
 * canary's and the stable version's health over the same window (the beacons of real browsers) and acts on the
 * verdict with the release tool's own commands: a step (or the promotion to stable), or the end of the canary, each
 * written to the release history with its reason. One runs per deploy root (controllerLock.ts).
 */
import {
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

export interface ControllerStep {
  remote: string;
  version: string;
  share: number;
  decision: Decision;
  /** What was done: nothing, the next share, the promotion (100) or the end (0). */
  action: 'none' | 'step' | 'promote' | 'rollback';
}

/** One look at every running canary; returns what it decided and did. */
export function analyseCanaries(
  deployRoot: string,
  health: HealthSource,
  { now = Date.now(), policy = readCanaryPolicy(deployRoot) }: { now?: number; policy?: CanaryPolicy } = {},
): ControllerStep[] {
  const stable = readLiveRemotes(deployRoot);
  const steps: ControllerStep[] = [];
  for (const [remote, canary] of Object.entries(readCanaries(deployRoot))) {
    const stableVersion = versionOfEntry(remote, stable[remote]);
    if (!canary || !stableVersion) continue;
    const stepStart = Date.parse(canary.stepSince);
    // The same window for both sides: the last windowSeconds, never before the canary started.
    const since = Math.max(Date.parse(canary.since), now - policy.windowSeconds * 1000);
    const decision = decide(
      health(remote, canary.version, since, now),
      health(remote, stableVersion, since, now),
      { share: canary.share, atStepSeconds: Math.max(0, (now - stepStart) / 1000) },
      policy,
    );
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
    steps.push(step);
  }
  return steps;
}
