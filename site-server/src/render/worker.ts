/**
 * A render worker (a thread of the site server): one generation of the site's server code. It evaluates the
 * shell's server build once, with the externals this thread supplies, and renders the pages it is sent.
 * A new deploy never changes it: the site server starts a new worker and retires this one.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SERVER_BUILTINS, SERVER_EXTERNALS } from './externalNames';
import type { RenderedPage } from './htmlPage';
import { loadBundle } from './loadBundle';

export interface WorkerSetup {
  /** The shell's server build (absolute path). */
  shellEntry: string;
}

export interface RenderJob {
  id: number;
  url: string;
  viewportWidth: number;
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'rendered'; id: number; page: RenderedPage }
  | { type: 'renderFailed'; id: number; error: string };

interface ShellServerBuild {
  renderPage(request: { url: string; viewportWidth: number }): Promise<RenderedPage>;
}

const allowed = new Set<string>([...SERVER_EXTERNALS, ...SERVER_BUILTINS]);
/** What a server build may require, and nothing else. */
function provide(request: string): unknown {
  if (!allowed.has(request)) throw new Error(`a server build may not require "${request}"`);
  return require(request);
}

const port = parentPort;
if (!port) throw new Error('worker.ts runs as a worker thread');
const setup = workerData as WorkerSetup;
const post = (message: WorkerMessage) => port.postMessage(message);

let shell: ShellServerBuild;
try {
  shell = loadBundle<ShellServerBuild>(setup.shellEntry, provide);
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'failed', error: (error as Error).stack ?? String(error) });
}

port.on('message', (job: RenderJob) => {
  shell.renderPage(job).then(
    (page) => post({ type: 'rendered', id: job.id, page }),
    (error: unknown) =>
      post({ type: 'renderFailed', id: job.id, error: (error as Error).stack ?? String(error) }),
  );
});
