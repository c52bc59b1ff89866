import type { LiveRoot } from '@clinic/deploy';
import type { ApiAnswers, KnownSectionOwners, PageRequest, RenderedPage } from '@clinic/shared';
import {
  emptyTally,
  type Generation,
  type GenerationOptions,
  type ThreadTally,
  type WorkerPage,
} from './generation';
import { createGenerations } from './liveGenerations';
import { keepable, PageCache } from './pageCache';
import { fellBack, type PageResult } from './pageResult';

/** Pages kept per generation, at most: a bound on memory, whatever URLs are requested. */
export const CACHE_ENTRIES = 500;

export interface Rendered {
  page: RenderedPage;
  /** The API answers the page read, for the browser to start from. */
  api: ApiAnswers;
  /** The remote map this page was rendered with; the browser hydrates with the same. */
  remotes: Record<string, string>;
  /** Which remote serves which section, as this page was rendered with; the browser routes with the same. */
  owners: KnownSectionOwners;
}

/**
 * A page rendered on the server by the live generation (render/liveGenerations.ts), through that generation's page
 * cache, or why not (a typed fallback reason, never null or a throw). The page load right after a release is
 * rendered with the released version, or past the budget is the static shell (which reads /remotes.json
 * itself): never the version before it. The settings come from config.ts, which holds their defaults.
 */
export function createRenderer({
  live,
  apiOrigin,
  pollMs = 500,
  maxInFlight,
  workers,
  cacheMs,
  threads,
}: {
  /** The deploy root served (deploy/src/liveRoot.ts), the same object the site app reads. */
  live: LiveRoot;
  apiOrigin: string;
  pollMs?: number;
  /** Pages a thread may have in hand; past that a request gets the static shell at once (SSR_MAX_IN_FLIGHT). */
  maxInFlight: number;
  /** Render threads per generation (SSR_WORKERS). */
  workers: number;
  /** How long a rendered page is served again to identical requests (SSR_CACHE_MS); 0: never. */
  cacheMs: number;
  /** A dead or hung thread is replaced: after how long it counts as hung, and the crash-loop limit (tests). */
  threads?: Pick<GenerationOptions, 'hangMs' | 'restartLimit'>;
}) {
  // Restarts and give-ups of every generation, for /metrics (health/renderMetrics.ts).
  const tally = emptyTally();
  const generations = createGenerations({
    live,
    apiOrigin,
    workers,
    pollMs,
    threads: { ...threads, tally },
  });
  /** The pages are kept per generation: a release or rollback never serves a page rendered before it. */
  const caches = new WeakMap<Generation, PageCache<PageResult<WorkerPage>>>();

  /** Resolves to false when the budget ran out first (the request that noticed a deploy waits for it). */
  async function switched(
    budgetMs: number,
    remotes?: Record<string, string>,
    holder?: object,
  ): Promise<boolean> {
    let budget: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<false>((resolve) => {
      budget = setTimeout(() => resolve(false), budgetMs);
    });
    const result = await Promise.race([generations.check(remotes, holder).then(() => true), outOfTime]);
    clearTimeout(budget);
    return result;
  }

  return {
    started: generations.started,
    check: generations.check,
    /**
     * The result for one request, within `request.budgetMs`. A post (a form's fields) goes to the route's action
     * and is never kept or answered from the cache. `remotes` is the visitor's remote map
     * (visitors/visitorVersions.ts), by default /remotes.json's: each map has its own generation, so its own page
     * cache, and a page is never served with versions other than it was rendered with. `holder` is the HTTP
     * request: while the live generation runs the deploy it saw, the render does not look at the deploy root.
     */
    async render(
      request: PageRequest,
      remotes?: Record<string, string>,
      holder?: object,
    ): Promise<PageResult<Rendered>> {
      const began = Date.now();
      if (!(await switched(request.budgetMs, remotes, holder))) {
        return fellBack('time-out', `the new deploy was not ready within ${request.budgetMs} ms`);
      }
      const live = generations.live(remotes, holder);
      if (typeof live === 'string') return fellBack(live);
      const { generation, state } = live;
      let pages = caches.get(generation);
      if (!pages) {
        pages = new PageCache<PageResult<WorkerPage>>(
          cacheMs,
          CACHE_ENTRIES,
          (result) => result.kind === 'page' && keepable(result.rendered, state.remoteEntries),
          // A visitor's own page (a booking form, with its key) is never handed to a request that joined its render.
          { shareable: (result) => result.kind !== 'page' || !result.rendered.page.personal },
        );
        caches.set(generation, pages);
      }
      // What is left of the budget after waiting for the generation goes down with the request.
      const left = { ...request, budgetMs: Math.max(1, request.budgetMs - (Date.now() - began)) };
      // Past capacity, a page is shed to the static shell (rendered in the browser) instead of queueing into
      // time-outs. A post is not: the static shell cannot take a booking, and a post has a budget of its own to
      // wait in (as after a release, while the new threads warm up); past it, the patient may resend its key.
      const renderNow = async (): Promise<PageResult<WorkerPage>> =>
        !request.post && generation.leastInFlight >= maxInFlight
          ? fellBack('shed', `${maxInFlight} pages in hand on every render thread`)
          : generation.render(left);
      // The layout is part of the page: a phone's and a desktop's render of one URL are kept apart.
      const result = request.post
        ? await renderNow()
        : await pages.get(`${request.viewportWidth} ${request.url}`, renderNow);
      return result.kind === 'page'
        ? { kind: 'page', rendered: { ...result.rendered, remotes: state.remotes, owners: state.owners } }
        : result;
    },
    /** Whether pages can be rendered now (GET /healthz): reads state only, renders nothing. */
    health: generations.health,
    /** What the render threads did since the start (a copy): restarts by why, and crash loops given up. */
    threadTally: (): ThreadTally => ({ restarts: { ...tally.restarts }, givenUp: tally.givenUp }),
    close: generations.close,
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
