import { nextTask } from './nextTask';

/** A piece of start-up work; whatever it returns is waited for. */
export type StartupStep = () => unknown;

/**
 * Runs the steps one after another, each in a task of its own. On a slow phone the shell's start-up (evaluating
 * React, Chakra and the rest, building the UI system) is ~0.5 s of work; in one go it is one long task while
 * the server-rendered page is already on screen and cannot answer a tap (Total Blocking Time). The scripts
 * themselves are preloaded by the page, so the steps wait for no extra round trip.
 */
export async function startInSteps(steps: readonly StartupStep[]): Promise<void> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
}
