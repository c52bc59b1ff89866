import type { LiveRemotes } from '@clinic/deploy';
import type { PageRequest } from '@clinic/shared';
import { type DeployState, deployedRemotes, readDeployState } from '../deploy/deployState';
import type { FallbackReason } from '../pipeline/pageFallback';
import { Generation, type GenerationHealth, type GenerationOptions } from './generation';

/**
 * Pages a new generation renders once before it takes requests: the first render of each section pays for
 * compiling its code paths and opening connections to the API, and a patient should not pay it instead.
 */
export const WARM_UP_URLS = ['/', '/doctors-list/list', '/services/top', '/analysis/list'];
/** Each at a desktop's width, with a budget far above a page's: a cold thread compiles as it goes. */
const WARM_UP: PageRequest[] = WARM_UP_URLS.map((url) => ({ url, viewportWidth: 1280, budgetMs: 10_000 }));

/**
 * Remote maps other than the stable one (a canary's side, a browser's preview) with a generation of their own at
 * once; past this the least recently used one is retired. A variant nobody asked for in VARIANT_IDLE_MS is too.
 */
export const MAX_VARIANTS = 4;
export const VARIANT_IDLE_MS = 5 * 60_000;

/** The generation requests go to, and the deploy it was started from. */
export interface LiveGeneration {
  generation: Generation;
  state: DeployState;
}

/**
 * Whether the stable map's pages can be rendered now (/healthz): its live generation's health, or why there is
 * none (`starting`: the first generation is loading).
 */
export type RenderHealth =
  | GenerationHealth
  | { ok: false; reason: 'starting' | 'no-server-build' | 'failed-build'; detail: string };

/** The key of a remote map: the same versions give the same key, whatever the order of the names. */
const mapKey = (remotes: LiveRemotes) =>
  JSON.stringify(Object.entries(remotes).sort(([a], [b]) => a.localeCompare(b)));

/**
 * Keeps one live generation per remote map that visitors get: the stable map (/remotes.json), and the map of each
 * canary's side and each preview (canary/visitorVersions.ts), so a page is rendered with exactly the versions its
 * visitor hydrates with, and each map's pages are cached apart. A release or rollback changes a map's content:
 * the next `check` (a request, or the poll every `pollMs`) starts a new generation for it and waits until it is
 * ready and warm, then it takes requests and the old one is retired. A build that does not load leaves the live
 * generation serving, and is not tried again.
 */
export function createGenerations({
  deployRoot,
  apiOrigin,
  workers,
  pollMs,
  threads,
  now = Date.now,
}: {
  deployRoot: string;
  apiOrigin: string;
  /** Render threads per generation (SSR_WORKERS). */
  workers: number;
  pollMs: number;
  /** How each generation keeps its threads: hang time, restart limit, the tally they count in. */
  threads?: Omit<GenerationOptions, 'size'>;
  now?: () => number;
}) {
  let closed = false;
  const slots = new Map<string, ReturnType<typeof slot>>();

  /** One remote map's generations; `remotes` null: the stable map, as /remotes.json says now. */
  function slot(remotes: LiveRemotes | null) {
    let live: LiveGeneration | null = null;
    let starting: { key: string; done: Promise<void> } | null = null;
    let failedKey: string | null = null;
    let seen: { stamp: string; state: DeployState; key: string } | null = null;

    /** The deploy root as it is now; read again only when remotes.json, canary.json or shell-info.json was replaced. */
    function current() {
      const { stamp, stable } = deployedRemotes(deployRoot);
      if (seen?.stamp !== stamp) {
        const state = readDeployState(deployRoot, remotes ?? stable);
        seen = { stamp, state, key: JSON.stringify(state) };
      }
      return seen;
    }

    async function start(key: string, state: DeployState & { shellEntry: string }): Promise<void> {
      const generation = new Generation(
        key,
        { shellEntry: state.shellEntry, remoteEntries: state.remoteEntries, owners: state.owners, apiOrigin },
        { ...threads, size: workers },
      );
      try {
        await generation.ready;
        await generation.warmUp(WARM_UP);
        // Closed while it started: nothing will ever retire it but this.
        if (closed || !isKept()) return generation.retire();
        const previous = live;
        live = { generation, state };
        previous?.generation.retire();
      } catch (error) {
        generation.retire();
        failedKey = key;
        console.error(`[ssr] the server build in ${deployRoot} does not load:`, (error as Error).message);
      }
    }

    const isKept = () => [...slots.values()].includes(self);

    const self = {
      usedAt: now(),
      /** Resolves when the live generation is the deploy root's current one (or that one cannot load). */
      check(): Promise<void> {
        self.usedAt = now();
        const { state, key } = current();
        if (!state.shellEntry || key === failedKey || (live && key === live.generation.key))
          return Promise.resolve();
        if (starting?.key === key) return starting.done;
        const done = start(key, { ...state, shellEntry: state.shellEntry }).finally(() => {
          if (starting?.key === key) starting = null;
        });
        starting = { key, done };
        return done;
      },
      live(): LiveGeneration | FallbackReason {
        if (live) return live;
        return seen?.key === failedKey ? 'failed-build' : 'no-server-build';
      },
      health(): RenderHealth {
        if (live) return live.generation.health();
        if (starting) return { ok: false, reason: 'starting', detail: 'the first generation is loading' };
        return seen?.key === failedKey
          ? { ok: false, reason: 'failed-build', detail: 'the deployed server build does not load' }
          : { ok: false, reason: 'no-server-build', detail: 'the deploy root has no shell server build' };
      },
      retire() {
        live?.generation.retire();
        live = null;
      },
    };
    return self;
  }

  const STABLE = 'stable';
  slots.set(STABLE, slot(null));

  /** The stable map and the canaries' maps of the deploy as it is now (its one reading, deploy/deployState.ts). */
  let maps: { stamp: string; stableKey: string; canaryMaps: LiveRemotes[] } | null = null;
  function deployedMaps() {
    const { stamp, stable, canaries } = deployedRemotes(deployRoot);
    if (maps?.stamp !== stamp) {
      const canaryMaps = Object.entries(canaries).flatMap(([name, canary]) =>
        canary && stable[name] ? [{ ...stable, [name]: canary.entry }] : [],
      );
      maps = { stamp, stableKey: mapKey(stable), canaryMaps };
    }
    return maps;
  }

  /** The slot of a visitor's map: the stable one when it is /remotes.json's map, else a variant's (made on demand). */
  function slotFor(remotes?: LiveRemotes) {
    const stable = slots.get(STABLE) as ReturnType<typeof slot>;
    if (!remotes) return stable;
    const key = mapKey(remotes);
    if (key === deployedMaps().stableKey) return stable;
    let variant = slots.get(key);
    if (!variant) {
      variant = slot(remotes);
      slots.set(key, variant);
      retireVariants(MAX_VARIANTS);
    }
    return variant;
  }

  /** Retires idle variants, then the least recently used ones past `keep`. */
  function retireVariants(keep: number) {
    const variants = [...slots.entries()].filter(([key]) => key !== STABLE);
    variants.sort(([, a], [, b]) => b.usedAt - a.usedAt);
    variants.forEach(([key, variant], index) => {
      if (index >= keep || now() - variant.usedAt > VARIANT_IDLE_MS) {
        slots.delete(key);
        variant.retire();
      }
    });
  }

  /**
   * The poll: the stable map, and the canary side of each running canary started before its first visitor comes
   * (a patient should not wait for a generation to start, nor get the static shell for it).
   */
  function poll() {
    if (closed) return;
    void slotFor().check();
    for (const remotes of deployedMaps().canaryMaps) void slotFor(remotes).check();
    retireVariants(MAX_VARIANTS);
  }

  const timer = setInterval(poll, pollMs);
  timer.unref();

  return {
    /** Resolves once the deploy root has been read (and its generation is ready, if it has a server build). */
    started: slotFor().check(),
    /** Brings the generation of `remotes` (by default the stable map) up to date with the deploy root. */
    check: (remotes?: LiveRemotes) => slotFor(remotes).check(),
    /** The generation to render `remotes` with after a `check`, or why there is none. */
    live: (remotes?: LiveRemotes) => slotFor(remotes).live(),
    /** Whether the stable map's pages can be rendered now; reads state only (no render, no file). */
    health: () => slotFor().health(),
    close() {
      closed = true;
      clearInterval(timer);
      for (const variant of slots.values()) variant.retire();
    },
  };
}

export type Generations = ReturnType<typeof createGenerations>;
