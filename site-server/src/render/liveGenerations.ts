import { type DeployState, type LiveRemotes, type LiveRoot, perSnapshot, remoteMapKey } from '@clinic/deploy';
import type { PageRequest } from '@clinic/shared';
import { Generation, type GenerationHealth, type GenerationOptions } from './generation';
import type { FallbackReason } from './pageResult';

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

/** A generation's key: its render state's content (a state is made once per snapshot and never changes). */
const stateKeys = new WeakMap<DeployState, string>();
function keyOf(state: DeployState): string {
  let key = stateKeys.get(state);
  if (key === undefined) {
    key = JSON.stringify(state);
    stateKeys.set(state, key);
  }
  return key;
}

/** The stable map's key and the canaries' maps of one deploy. */
const mapsOf = perSnapshot(({ stable, canaries }) => ({
  stableKey: remoteMapKey(stable),
  canaryMaps: Object.entries(canaries).flatMap(([name, canary]) =>
    canary && stable[name] ? [{ ...stable, [name]: canary.entry }] : [],
  ),
}));

/**
 * Keeps one live generation per remote map that visitors get: the stable map (/remotes.json), and the map of each
 * canary's side and each preview (visitors/visitorVersions.ts), so a page is rendered with exactly the versions its
 * visitor hydrates with, and each map's pages are cached apart. A release or rollback changes a map's content:
 * the next `check` (a request, or the poll every `pollMs`) starts a new generation for it and waits until it is
 * ready and warm, then it takes requests and the old one is retired. A build that does not load leaves the live
 * generation serving, and is not tried again.
 */
export function createGenerations({
  live: deployed,
  apiOrigin,
  workers,
  pollMs,
  threads,
  now = Date.now,
}: {
  /** The deploy root served (deploy/src/liveRoot.ts): each check reads what is deployed from it. */
  live: LiveRoot;
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
    let starting: { key: string; generation: Generation; done: Promise<void> } | null = null;
    let failedKey: string | null = null;
    /** What the last check saw (health and `live` read it without looking at the deploy root). */
    let seen: { state: DeployState; key: string } | null = null;

    /** This map's render state in the deploy as it is now. */
    function current() {
      const snapshot = deployed.current();
      const state = remotes ? snapshot.stateFor(remotes) : snapshot.state;
      seen = { state, key: keyOf(state) };
      return seen;
    }

    /**
     * A generation that started for a deploy that has moved on since (a release, then its rollback) is ended: it
     * would hold its threads for nothing, and, ready last, would go live over the newer one.
     */
    function dropStarting() {
      starting?.generation.retire();
      starting = null;
    }

    async function start(generation: Generation, state: DeployState): Promise<void> {
      // Closed while it started, or overtaken by a newer deploy: nothing will ever retire it but this.
      const unwanted = () => closed || !isKept() || starting?.generation !== generation;
      try {
        await generation.ready;
        await generation.warmUp(WARM_UP);
        if (unwanted()) return generation.retire();
        const previous = live;
        live = { generation, state };
        previous?.generation.retire();
      } catch (error) {
        generation.retire();
        if (unwanted()) return;
        failedKey = generation.key;
        console.error(`[ssr] the server build in ${deployed.root} does not load:`, (error as Error).message);
      }
    }

    const isKept = () => [...slots.values()].includes(self);

    const self = {
      usedAt: now(),
      /** Resolves when the live generation is the deploy root's current one (or that one cannot load). */
      check(): Promise<void> {
        self.usedAt = now();
        const { state, key } = current();
        if (starting?.key === key) return starting.done;
        dropStarting();
        if (!state.shellEntry || key === failedKey || (live && key === live.generation.key))
          return Promise.resolve();
        const generation = new Generation(
          key,
          {
            shellEntry: state.shellEntry,
            remoteEntries: state.remoteEntries,
            owners: state.owners,
            apiOrigin,
          },
          { ...threads, size: workers },
        );
        const done = start(generation, state).finally(() => {
          if (starting?.generation === generation) starting = null;
        });
        starting = { key, generation, done };
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
        dropStarting();
        live?.generation.retire();
        live = null;
      },
    };
    return self;
  }

  const STABLE = 'stable';
  slots.set(STABLE, slot(null));

  /** The stable map and the canaries' maps of the deploy as it is now. */
  const deployedMaps = () => mapsOf(deployed.current());

  /** The slot of a visitor's map: the stable one when it is /remotes.json's map, else a variant's (made on demand). */
  function slotFor(remotes?: LiveRemotes) {
    const stable = slots.get(STABLE) as ReturnType<typeof slot>;
    if (!remotes) return stable;
    const key = remoteMapKey(remotes);
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

  /**
   * The stable map's live generation, when it was started from the deploy `holder` (a request) first saw
   * (deploy/src/liveRoot.ts) and `remotes` is that deploy's stable map: a request to a site that has not changed
   * since it began then renders without looking at the deploy root again (two looks of six `stat`s each, a fifth
   * of a kept page's time). Otherwise null, and the slot looks.
   */
  function liveAsHeld(remotes: LiveRemotes | undefined, holder: object | undefined): LiveGeneration | null {
    if (!holder) return null;
    const live = (slots.get(STABLE) as ReturnType<typeof slot>).live();
    if (typeof live === 'string') return null;
    const snapshot = deployed.current(holder);
    if (keyOf(snapshot.state) !== live.generation.key) return null;
    return !remotes || remoteMapKey(remotes) === mapsOf(snapshot).stableKey ? live : null;
  }

  return {
    /** Resolves once the deploy root has been read (and its generation is ready, if it has a server build). */
    started: slotFor().check(),
    /**
     * Brings the generation of `remotes` (by default the stable map) up to date with the deploy root, or with what
     * `holder` saw when that is what the live generation runs.
     */
    check: (remotes?: LiveRemotes, holder?: object) =>
      liveAsHeld(remotes, holder) ? Promise.resolve() : slotFor(remotes).check(),
    /** The generation to render `remotes` with after a `check`, or why there is none. */
    live: (remotes?: LiveRemotes, holder?: object) => liveAsHeld(remotes, holder) ?? slotFor(remotes).live(),
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
