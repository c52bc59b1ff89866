import { type DeployState, deployStamp, readDeployState } from '../deploy/deployState';
import type { FallbackReason } from '../pipeline/fallbackReason';
import { Generation } from './generation';

/**
 * Pages a new generation renders once before it takes requests: the first render of each section pays for
 * compiling its code paths and opening connections to the API, and a patient should not pay it instead.
 */
export const WARM_UP_URLS = ['/', '/doctors-list/list', '/services/top', '/analysis/list'];

/** The generation requests go to, and the deploy it was started from. */
export interface LiveGeneration {
  generation: Generation;
  state: DeployState;
}

/**
 * Keeps one live generation per content of the deploy root (the shell's server build and /remotes.json). A
 * release or rollback changes that content: the next `check` (a request, or the poll every `pollMs`) starts a
 * new generation and waits until it is ready and warm, then it takes requests and the old one is retired. A
 * build that does not load leaves the live generation serving, and is not tried again.
 */
export function createGenerations({
  deployRoot,
  apiOrigin,
  workers,
  pollMs,
}: {
  deployRoot: string;
  apiOrigin: string;
  /** Render threads per generation (SSR_WORKERS). */
  workers: number;
  pollMs: number;
}) {
  let live: LiveGeneration | null = null;
  let starting: { key: string; done: Promise<void> } | null = null;
  let failedKey: string | null = null;
  let seen: { stamp: string; state: DeployState; key: string } | null = null;
  let closed = false;

  /** The deploy root as it is now; read again only when remotes.json or shell-info.json was replaced. */
  function current() {
    const stamp = deployStamp(deployRoot);
    if (seen?.stamp !== stamp) {
      const state = readDeployState(deployRoot);
      seen = { stamp, state, key: JSON.stringify(state) };
    }
    return seen;
  }

  async function start(key: string, state: DeployState & { shellEntry: string }): Promise<void> {
    const generation = new Generation(
      key,
      { shellEntry: state.shellEntry, remoteEntries: state.remoteEntries, owners: state.owners, apiOrigin },
      workers,
    );
    try {
      await generation.ready;
      await generation.warmUp(WARM_UP_URLS, 1280, 10_000);
      // Closed while it started: nothing will ever retire it but this.
      if (closed) return generation.retire();
      const previous = live;
      live = { generation, state };
      previous?.generation.retire();
    } catch (error) {
      generation.retire();
      failedKey = key;
      console.error(`[ssr] the server build in ${deployRoot} does not load:`, (error as Error).message);
    }
  }

  /** Resolves when the live generation is the deploy root's current one (or that one cannot load). */
  function check(): Promise<void> {
    const { state, key } = current();
    if (!state.shellEntry || key === failedKey || (live && key === live.generation.key))
      return Promise.resolve();
    if (starting?.key === key) return starting.done;
    const done = start(key, { ...state, shellEntry: state.shellEntry }).finally(() => {
      if (starting?.key === key) starting = null;
    });
    starting = { key, done };
    return done;
  }

  const timer = setInterval(() => void check(), pollMs);
  timer.unref();

  return {
    /** Resolves once the deploy root has been read (and its generation is ready, if it has a server build). */
    started: check(),
    check,
    /** The generation to render with after a `check`, or why there is none. */
    live(): LiveGeneration | FallbackReason {
      if (live) return live;
      return seen?.key === failedKey ? 'failed-build' : 'no-server-build';
    },
    close() {
      closed = true;
      clearInterval(timer);
      live?.generation.retire();
      live = null;
    },
  };
}

export type Generations = ReturnType<typeof createGenerations>;
