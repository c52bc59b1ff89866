import fs from 'node:fs';
import path from 'node:path';
import type { ApiAnswers } from '@clinic/shared';
import { Generation } from './generation';
import type { RenderedPage } from './htmlPage';

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
export const WARM_UP_URLS = ['/', '/doctors-list/list', '/services/top', '/analysis/list'];

async function warmUp(generation: Generation): Promise<void> {
  for (const url of WARM_UP_URLS) await generation.render(url, 1280, 10_000).catch(() => {});
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
 * release or rollback changes that content: the next check starts a new generation, switches new requests to
 * it once it is ready, and retires the old one. Checks run every `pollMs`, so a release reaches server-rendered
 * pages within about that, with no restart.
 */
export function createRenderer({
  deployRoot,
  apiOrigin,
  pollMs = 500,
}: {
  deployRoot: string;
  apiOrigin: string;
  pollMs?: number;
}) {
  let live: { generation: Generation; state: DeployState } | null = null;
  let starting: string | null = null;
  /** The first generation while it starts: requests that arrive meanwhile wait for it, not for nothing. */
  let firstStart: Promise<void> | null = null;
  let lastError: string | null = null;

  const keyOf = (state: DeployState) => JSON.stringify(state);

  async function check(): Promise<void> {
    const state = readDeployState(deployRoot);
    const key = keyOf(state);
    if (!state.shellEntry || key === starting || (live && key === live.generation.key)) return;
    starting = key;
    const generation = new Generation(key, {
      shellEntry: state.shellEntry,
      remoteEntries: state.remoteEntries,
      apiOrigin,
    });
    const warm = generation.ready.then(() => warmUp(generation));
    if (!live) firstStart = warm;
    try {
      await warm;
      const previous = live;
      live = { generation, state };
      previous?.generation.retire();
      lastError = null;
    } catch (error) {
      generation.retire();
      const message = (error as Error).message;
      if (message !== lastError)
        console.error(`[ssr] the server build in ${deployRoot} does not load:`, message);
      lastError = message;
    } finally {
      if (starting === key) starting = null;
    }
  }

  const timer = setInterval(() => void check(), pollMs);
  timer.unref();

  return {
    /** Resolves once the deploy root has been read (and its generation is ready, if it has a server build). */
    started: check(),
    check,
    async render(url: string, viewportWidth: number, timeoutMs: number): Promise<Rendered | null> {
      if (!live && firstStart) await firstStart.catch(() => {});
      if (!live) return null;
      const { generation, state } = live;
      const { page, api } = await generation.render(url, viewportWidth, timeoutMs);
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
