import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ApiAnswers, PageRequest, RenderedPage } from '@clinic/shared';
import { fellBack, type PageResult, rendered } from './pageResult';
import type { ToWorker, WorkerMessage, WorkerSetup } from './renderThread';

/**
 * The worker is TypeScript like the rest of the site server: tsx hooks require() and import() in it (both:
 * @clinic/shared loads its lazy UI kit with import()), then the worker module runs.
 */
const WORKER_BOOTSTRAP = `
  require('tsx/cjs/api').register();
  import('tsx/esm/api').then(({ register }) => {
    register();
    require(${JSON.stringify(path.join(__dirname, 'renderThread.ts'))}).startRenderThread();
  });`;

/** A page as the worker rendered it, with the API answers it read. */
export interface WorkerPage {
  page: RenderedPage;
  api: ApiAnswers;
}

/**
 * How a thread ended without being asked to (the `reason` label of site_render_thread_restarts_total):
 * `exited` (process.exit inside it, or terminated from outside), `crashed` (an uncaught error, out of memory, or
 * its server build no longer loads), `hung` (its event loop answered no heartbeat for `hangMs`).
 */
export type ThreadEnd = 'exited' | 'crashed' | 'hung';
export const THREAD_ENDS: readonly ThreadEnd[] = ['exited', 'crashed', 'hung'];

/** A thread that ended without being asked to, and the pages it had in hand (each answered as failed). */
export interface ThreadDown {
  reason: ThreadEnd;
  detail: string;
  /** The URLs it had in hand: a page that kills its thread shows up here. */
  urls: string[];
}

/** Heartbeats per `hangMs`: a hung thread is one that missed this many in a row. */
const HEARTBEATS = 5;

/** A page in hand: settled once, by its answer, its time-out or the thread's end. */
interface Pending {
  url: string;
  settle: (result: PageResult<WorkerPage>) => void;
}

/**
 * One render thread: it loaded one shell server build (and one set of remote versions) and renders the pages
 * it is sent. A retired one finishes what it has and then ends, so its modules are never swapped or reloaded
 * in place. One that ends without being asked (it exits, crashes, or stops answering its heartbeat) answers
 * every page in hand at once as failed and tells `onDown` once; its generation decides whether to replace it.
 */
export class RenderWorker {
  readonly ready: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private retired = false;
  private state: 'starting' | 'ready' | 'ended' = 'starting';
  /** Set before this side terminates the thread: that exit is no failure. */
  private ending = false;
  private heartbeat: NodeJS.Timeout | undefined;
  private lastHeard = 0;
  /** Heartbeats sent since the thread last said anything. */
  private unanswered = 0;
  private ended: ThreadDown | null = null;

  constructor(
    setup: WorkerSetup,
    private readonly options: {
      /** A ready thread that answers nothing (not even a heartbeat) this long is hung, and ended. */
      hangMs: number;
      onDown?: (down: ThreadDown) => void;
      now?: () => number;
    },
  ) {
    this.worker = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: setup });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (message: WorkerMessage) => {
        this.lastHeard = this.now();
        this.unanswered = 0;
        if (message.type === 'ready') {
          this.state = 'ready';
          this.startHeartbeat();
          resolve();
        } else if (message.type === 'failed') {
          reject(new Error(message.error));
          this.fail('crashed', `its server build did not load: ${firstLine(message.error)}`);
        } else if (message.type !== 'pong') this.settle(message);
      });
      this.worker.on('error', (error) => {
        reject(error);
        this.fail('crashed', firstLine(error.stack ?? error.message));
      });
      this.worker.once('exit', (code) => {
        reject(new Error(`render worker exited (${code}) before it was ready`));
        this.fail('exited', `exit code ${code}`);
      });
    });
    this.ready.catch(() => {}); // the generation reads the failure; an unread one must not crash the server
  }

  get inFlight(): number {
    return this.pending.size;
  }

  /** Loaded, alive and not retired: it may take a page. */
  get usable(): boolean {
    return this.state === 'ready' && !this.retired;
  }

  get starting(): boolean {
    return this.state === 'starting';
  }

  /** Why the thread ended unasked, once it has. */
  get down(): ThreadDown | null {
    return this.ended;
  }

  /**
   * The request's result (for a post, after the route's action), or why there is none: `time-out` past
   * `request.budgetMs`, `render-error` when the render or the thread failed.
   */
  render(request: PageRequest): Promise<PageResult<WorkerPage>> {
    if (this.state === 'ended') {
      return Promise.resolve(fellBack('render-error', `the render thread has ended (${this.down?.reason})`));
    }
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve(fellBack('time-out', `no page within ${request.budgetMs} ms`));
        this.endIfDrained();
      }, request.budgetMs);
      this.pending.set(id, {
        url: request.url,
        settle: (result) => {
          clearTimeout(timer);
          resolve(result);
        },
      });
      this.worker.postMessage({ type: 'render', id, request } satisfies ToWorker);
    });
  }

  /** No new requests come; the worker ends once the ones it has are answered. */
  retire(): void {
    this.retired = true;
    this.endIfDrained();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /**
   * A ping every fifth of `hangMs`; a thread that answered nothing for `hangMs` is stuck (a render that never
   * yields its event loop): it is ended, and its pages answered, instead of taking pages until each times out.
   * It must also have missed HEARTBEATS pings in a row: when this thread (the site server's main one) was the
   * one held up, the answers are waiting in its queue, and one late tick must not take that for a hang.
   */
  private startHeartbeat() {
    const { hangMs } = this.options;
    this.heartbeat = setInterval(
      () => {
        const silent = this.now() - this.lastHeard;
        if (this.unanswered >= HEARTBEATS && silent > hangMs) {
          this.fail('hung', `no answer to ${this.unanswered} heartbeats in ${silent} ms`);
          return;
        }
        this.unanswered += 1;
        this.worker.postMessage({ type: 'ping' } satisfies ToWorker);
      },
      Math.max(10, Math.floor(hangMs / HEARTBEATS)),
    );
    this.heartbeat.unref();
  }

  private settle(message: Extract<WorkerMessage, { id: number }>) {
    const pending = this.pending.get(message.id);
    if (!pending) return; // answered after its time-out
    this.pending.delete(message.id);
    if (message.type === 'renderFailed') pending.settle(fellBack('render-error', message.error));
    else {
      const { answer, api } = message;
      pending.settle(answer.kind === 'page' ? rendered({ page: answer.page, api }) : answer);
    }
    this.endIfDrained();
  }

  /** The thread is gone or useless: answer what it had, end it, and tell (once, and only if nobody asked). */
  private fail(reason: ThreadEnd, detail: string) {
    if (this.state === 'ended') return;
    this.state = 'ended';
    clearInterval(this.heartbeat);
    const unasked = !this.ending;
    const down: ThreadDown = { reason, detail, urls: [...this.pending.values()].map(({ url }) => url) };
    for (const { settle } of this.pending.values()) {
      settle(fellBack('render-error', `the render thread ${reason}: ${detail}`));
    }
    this.pending.clear();
    if (!unasked) return;
    this.terminate(); // a hung thread is still running (an exited one is gone; terminating it again is a no-op)
    this.ended = down;
    this.options.onDown?.(down);
  }

  private terminate() {
    this.ending = true;
    clearInterval(this.heartbeat);
    void this.worker.terminate();
  }

  private endIfDrained() {
    if (this.retired && this.pending.size === 0) this.terminate();
  }
}

const firstLine = (text: string) => text.split('\n', 1)[0] ?? text;
