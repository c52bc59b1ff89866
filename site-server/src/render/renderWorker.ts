import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ApiAnswers } from '@clinic/shared';
import { fellBack, type RenderResult, rendered } from '../pipeline/fallbackReason';
import type { RenderedPage } from './htmlPage';
import type { PostedFields, RenderJob, WorkerMessage, WorkerSetup } from './worker';

/**
 * The worker is TypeScript like the rest of the site server: tsx hooks require() and import() in it (both:
 * @clinic/shared loads its lazy UI kit with import()), then the worker module runs.
 */
const WORKER_BOOTSTRAP = `
  require('tsx/cjs/api').register();
  import('tsx/esm/api').then(({ register }) => {
    register();
    require(${JSON.stringify(path.join(__dirname, 'worker.ts'))});
  });`;

/** A page as the worker rendered it, with the API answers it read. */
export interface WorkerPage {
  page: RenderedPage;
  api: ApiAnswers;
}

/** A page in hand: settled once, by its answer, its time-out or the thread's end. */
type Pending = (result: RenderResult<WorkerPage>) => void;

/**
 * One render thread: it loaded one shell server build (and one set of remote versions) and renders the pages
 * it is sent, one after another. A retired one finishes what it has and then ends, so its modules are never
 * swapped or reloaded in place.
 */
export class RenderWorker {
  readonly ready: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private retired = false;

  constructor(setup: WorkerSetup) {
    this.worker = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: setup });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'failed') reject(new Error(message.error));
        else this.settle(message);
      });
      this.worker.once('error', (error) => {
        reject(error);
        this.failAll(error.message);
      });
      this.worker.once('exit', (code) => this.failAll(`render worker exited (${code})`));
    });
    this.ready.catch(() => {}); // the generation reads the failure; an unread one must not crash the server
  }

  get inFlight(): number {
    return this.pending.size;
  }

  /**
   * The page (after the route's action, for a post), or why not: `time-out` past `timeoutMs`, `render-error`
   * when the render or the thread failed.
   */
  render(
    url: string,
    viewportWidth: number,
    timeoutMs: number,
    post?: PostedFields,
  ): Promise<RenderResult<WorkerPage>> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve(fellBack('time-out', `no page within ${timeoutMs} ms`));
        this.endIfDrained();
      }, timeoutMs);
      this.pending.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      this.worker.postMessage({ id, url, viewportWidth, post } satisfies RenderJob);
    });
  }

  /** No new requests come; the worker ends once the ones it has are answered. */
  retire(): void {
    this.retired = true;
    this.endIfDrained();
  }

  private settle(message: Extract<WorkerMessage, { id: number }>) {
    const pending = this.pending.get(message.id);
    if (!pending) return; // answered after its time-out
    this.pending.delete(message.id);
    pending(
      message.type === 'rendered'
        ? rendered({ page: message.page, api: message.api })
        : fellBack('render-error', message.error),
    );
    this.endIfDrained();
  }

  private failAll(error: string) {
    for (const pending of this.pending.values()) pending(fellBack('render-error', error));
    this.pending.clear();
  }

  private endIfDrained() {
    if (this.retired && this.pending.size === 0) void this.worker.terminate();
  }
}
