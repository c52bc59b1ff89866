import fs from 'node:fs';
import path from 'node:path';
import { Generation } from './generation';
import type { RenderedPage } from './htmlPage';

/** What one generation renders with: read from the deploy root, the same files the browser is served. */
export interface DeployState {
  /** The shell's server build, absolute; null when the shell was built without one. */
  shellEntry: string | null;
  /** `/remotes.json`, as the browser would read it now. */
  remotes: Record<string, string>;
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
  const remotes = readJson(path.join(deployRoot, 'remotes.json'));
  return {
    shellEntry: entry && fs.existsSync(entry) ? entry : null,
    remotes: remotes && typeof remotes === 'object' ? (remotes as Record<string, string>) : {},
  };
}

export interface Rendered {
  page: RenderedPage;
  /** The remote map this page was rendered with; the browser hydrates with the same. */
  remotes: Record<string, string>;
}

/**
 * Keeps one live generation per content of the deploy root (the shell's server build and /remotes.json). A
 * release or rollback changes that content: the next check starts a new generation, switches new requests to
 * it once it is ready, and retires the old one. Checks run every `pollMs`, so a release reaches server-rendered
 * pages within about that, with no restart.
 */
export function createRenderer({ deployRoot, pollMs = 500 }: { deployRoot: string; pollMs?: number }) {
  let live: { generation: Generation; state: DeployState } | null = null;
  let starting: string | null = null;
  let lastError: string | null = null;

  const keyOf = (state: DeployState) => JSON.stringify(state);

  async function check(): Promise<void> {
    const state = readDeployState(deployRoot);
    const key = keyOf(state);
    if (!state.shellEntry || key === starting || (live && key === live.generation.key)) return;
    starting = key;
    const generation = new Generation(key, { shellEntry: state.shellEntry });
    try {
      await generation.ready;
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
      if (!live) return null;
      const { generation, state } = live;
      return { page: await generation.render(url, viewportWidth, timeoutMs), remotes: state.remotes };
    },
    close() {
      clearInterval(timer);
      live?.generation.retire();
      live = null;
    },
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
