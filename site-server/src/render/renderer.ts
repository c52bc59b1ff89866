import fs from 'node:fs';
import path from 'node:path';
import type { ApiAnswers } from '@clinic/shared';
import { Generation, RenderTimeout, type WorkerPage } from './generation';
import type { RenderedPage } from './htmlPage';
import { PageCache } from './pageCache';

/** What one generation renders with: read from the deploy root, the same files the browser is served. */
export interface DeployState {
  /** The shell's server build, absolute; null when the shell was built without one. */
  shellEntry: string | null;
  /** `/remotes.json`, as the browser would read it now. */
  remotes: Record<string, string>;
  /** The server builds of those remote versions that have one (absolute paths), by remote name. */
  remoteEntries: Record<string, string>;
}

/**
 * A remote's server build, found as the browser finds its code: /remotes.json → its mf-manifest.json →
 * `metaData.ssrRemoteEntry`. Only builds inside the deploy root are run (a remote served from another origin
 * renders in the browser): server code runs with the server's rights, so it comes from where ops deploy it.
 */
function serverEntryOf(deployRoot: string, manifestUrl: string): string | null {
  if (!manifestUrl.startsWith('/mfe/') || manifestUrl.includes('..')) return null;
  const manifestFile = path.join(deployRoot, manifestUrl.split('?')[0] ?? '');
  const manifest = readJson(manifestFile) as {
    metaData?: { ssrRemoteEntry?: { path?: string; name?: string } };
  };
  const entry = manifest?.metaData?.ssrRemoteEntry;
  if (!entry?.name) return null;
  const file = path.join(path.dirname(manifestFile), entry.path ?? '', entry.name);
  return file.startsWith(path.dirname(manifestFile)) && fs.existsSync(file) ? file : null;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

export function readDeployState(deployRoot: string): DeployState {
  const info = readJson(path.join(deployRoot, 'shell-info.json')) as { serverEntry?: unknown } | null;
  const entry = typeof info?.serverEntry === 'string' ? path.join(deployRoot, info.serverEntry) : null;
  const json = readJson(path.join(deployRoot, 'remotes.json'));
  const remotes = json && typeof json === 'object' ? (json as Record<string, string>) : {};
  const remoteEntries: Record<string, string> = {};
  for (const [name, url] of Object.entries(remotes)) {
    const file = typeof url === 'string' ? serverEntryOf(deployRoot, url) : null;
    if (file) remoteEntries[name] = file;
  }
  return { shellEntry: entry && fs.existsSync(entry) ? entry : null, remotes, remoteEntries };
}

/**
 * Pages a new generation renders once before it takes requests: the first render of each section pays for
 * compiling its code paths and opening connections to the API, and a patient should not pay it instead.
 */
/** How the shell names its own parts in `leftToBrowser`. */
const SHELL_PART = 'shell';

export const WARM_UP_URLS = ['/', '/doctors-list/list', '/services/top', '/analysis/list'];

/** A worker renders pages one after another on one core: beyond this many waiting, a queue only adds delay. */
export const DEFAULT_MAX_IN_FLIGHT = 8;

/** How long a rendered page is served again to the same request (SSR_CACHE_MS): short, its API data ages. */
export const DEFAULT_CACHE_MS = 5000;
/** Pages kept per generation, at most: a bound on memory, whatever URLs are requested. */
export const CACHE_ENTRIES = 500;

/**
 * Which rendered pages are kept: only a 200 (a «not found» one may exist a moment later, and random URLs must
 * not push real pages out), and only a whole one. A page with a part left to the browser that could have
 * rendered here (its data missed the budget or failed: a remote's section or widget that has a server build,
 * or the shell's own data, `shell/home`) is rendered again for the next request. The shell names the parts
 * `<remote>/<module>` (shell/src/federation/serverRemotes.tsx, shell/src/server.tsx).
 */
function keepable({ page }: WorkerPage, state: DeployState): boolean {
  if ((page.status ?? 200) !== 200) return false;
  return !page.leftToBrowser.some((part) => {
    const remote = part.split('/')[0] ?? '';
    return remote === SHELL_PART || remote in state.remoteEntries;
  });
}

/** What identifies the deploy root's content cheaply: the two files a deploy replaces (atomically, by rename). */
function stampOf(deployRoot: string): string {
  return ['remotes.json', 'shell-info.json']
    .map((file) => {
      try {
        const stat = fs.statSync(path.join(deployRoot, file));
        return `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
      } catch {
        return '-';
      }
    })
    .join('|');
}

export interface Rendered {
  page: RenderedPage;
  /** The API answers the page read, for the browser to start from. */
  api: ApiAnswers;
  /** The remote map this page was rendered with; the browser hydrates with the same. */
  remotes: Record<string, string>;
}

/**
 * Keeps one live generation per content of the deploy root (the shell's server build and /remotes.json). A
 * release or rollback changes that content: the next request (or the next poll, every `pollMs`) starts a new
 * generation and waits until it is ready and warm, then it takes requests and the old one is retired. So the
 * page load right after a release is rendered with the released version (or, past the budget, is the static
 * shell, which reads /remotes.json itself): never with the version before it. No restart.
 */
export function createRenderer({
  deployRoot,
  apiOrigin,
  pollMs = 500,
  maxInFlight = DEFAULT_MAX_IN_FLIGHT,
  workers = 1,
  cacheMs = DEFAULT_CACHE_MS,
}: {
  deployRoot: string;
  apiOrigin: string;
  pollMs?: number;
  /** Pages a worker may have in hand; past that a request gets the static shell at once (SSR_MAX_IN_FLIGHT). */
  maxInFlight?: number;
  /** Render threads per generation (SSR_WORKERS). */
  workers?: number;
  /** How long a rendered page is served again to identical requests (SSR_CACHE_MS); 0: never. */
  cacheMs?: number;
}) {
  /** The pages are kept per generation: a release or rollback never serves a page rendered before it. */
  let live: { generation: Generation; state: DeployState; pages: PageCache<WorkerPage> } | null = null;
  let starting: { key: string; done: Promise<void> } | null = null;
  /** A deploy whose server code does not load is not tried again on every request. */
  let failedKey: string | null = null;
  let seen: { stamp: string; state: DeployState; key: string } | null = null;

  /** The deploy root as it is now; read again only when remotes.json or shell-info.json was replaced. */
  function current() {
    const stamp = stampOf(deployRoot);
    if (seen?.stamp !== stamp) {
      const state = readDeployState(deployRoot);
      seen = { stamp, state, key: JSON.stringify(state) };
    }
    return seen;
  }

  async function start(key: string, state: DeployState & { shellEntry: string }): Promise<void> {
    const generation = new Generation(
      key,
      { shellEntry: state.shellEntry, remoteEntries: state.remoteEntries, apiOrigin },
      workers,
    );
    try {
      await generation.ready;
      await generation.warmUp(WARM_UP_URLS, 1280, 10_000);
      const previous = live;
      const pages = new PageCache<WorkerPage>(cacheMs, CACHE_ENTRIES, (page) => keepable(page, state));
      live = { generation, state, pages };
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
    async render(url: string, viewportWidth: number, timeoutMs: number): Promise<Rendered | null> {
      const began = Date.now();
      let budget: NodeJS.Timeout | undefined;
      const outOfTime = new Promise<'late'>((resolve) => {
        budget = setTimeout(() => resolve('late'), timeoutMs);
      });
      const switched = await Promise.race([check().then(() => 'ready' as const), outOfTime]);
      clearTimeout(budget);
      if (switched === 'late') throw new RenderTimeout(timeoutMs);
      if (!live) return null;
      const { generation, state, pages } = live;
      const left = Math.max(1, timeoutMs - (Date.now() - began));
      // The layout is part of the page: a phone's and a desktop's render of one URL are kept apart.
      const rendered = pages.get(`${viewportWidth} ${url}`, () =>
        // Past capacity, shed to the static shell (rendered in the browser) instead of queueing into time-outs.
        generation.leastInFlight >= maxInFlight ? null : generation.render(url, viewportWidth, left),
      );
      if (!rendered) return null;
      const { page, api } = await rendered;
      return { page, api, remotes: state.remotes };
    },
    close() {
      clearInterval(timer);
      live?.generation.retire();
      live = null;
    },
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
