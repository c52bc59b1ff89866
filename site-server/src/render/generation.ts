import path from 'node:path';
import type { PageRequest } from '@clinic/shared';
import { fellBack, type PageResult } from './pageResult';
import type { WorkerSetup } from './renderThread';
import { RenderWorker, type ThreadDown, type ThreadEnd, type WorkerPage } from './renderWorker';

export type { WorkerPage } from './renderWorker';

/**
 * When a generation stops replacing threads that died: `max` restarts within `windowMs` already (a crash loop:
 * every start costs seconds of CPU the pages need). It tries again after `pauseMs`, as Kubernetes backs off a
 * crash-looping container, so the site renders again by itself once whatever killed the threads has stopped.
 */
export interface RestartLimit {
  max: number;
  windowMs: number;
  pauseMs: number;
}

export const RESTART_LIMIT: RestartLimit = { max: 5, windowMs: 60_000, pauseMs: 5 * 60_000 };
/** A ready thread that answers not even a heartbeat this long is stuck, and replaced. */
export const THREAD_HANG_MS = 10_000;

/** What the render threads of every generation did since the site server started (read by /metrics). */
export interface ThreadTally {
  restarts: Record<ThreadEnd, number>;
  givenUp: number;
}

export const emptyTally = (): ThreadTally => ({ restarts: { exited: 0, crashed: 0, hung: 0 }, givenUp: 0 });

/** Whether a generation can render now: the answer of /healthz, for the live one. */
export type GenerationHealth =
  | { ok: true; threads: number; ready: number }
  | { ok: false; reason: 'no-ready-thread' | 'gave-up'; detail: string; threads: number; ready: number };

export interface GenerationOptions {
  /** Render threads (SSR_WORKERS). */
  size: number;
  hangMs?: number;
  restartLimit?: RestartLimit;
  /** Counts restarts and give-ups, across generations. */
  tally?: ThreadTally;
  log?: (line: string) => void;
  now?: () => number;
}

/**
 * One generation of server code: `size` render threads that each loaded the same shell server build (and, with
 * remote SSR, the same set of remote versions). A thread renders one page after another, so more threads let
 * pages render in parallel where there are cores for them. Requests go to the newest ready generation; a retired
 * one ends each thread once it has answered what it had. Once ready, it keeps `size` threads: one that exits,
 * crashes or hangs is replaced (logged once and counted), up to its RestartLimit.
 */
export class Generation {
  readonly ready: Promise<void>;
  /** Its shell build and remote versions, for log lines: which generation a thread belonged to. */
  readonly label: string;
  private readonly threads: RenderWorker[];
  private readonly size: number;
  private readonly hangMs: number;
  private readonly limit: RestartLimit;
  private readonly tally: ThreadTally;
  private readonly log: (line: string) => void;
  private readonly now: () => number;
  /** Threads that die before the generation is ready make it fail to start instead (liveGenerations.ts). */
  private supervising = false;
  private retired = false;
  private restartsAt: number[] = [];
  /** Set while restarts are paused after a crash loop. */
  private gaveUp: { until: number; timer: NodeJS.Timeout; detail: string } | null = null;

  constructor(
    readonly key: string,
    private readonly setup: WorkerSetup,
    options: GenerationOptions,
  ) {
    this.size = Math.max(1, options.size);
    this.hangMs = options.hangMs ?? THREAD_HANG_MS;
    this.limit = options.restartLimit ?? RESTART_LIMIT;
    this.tally = options.tally ?? emptyTally();
    this.log = options.log ?? console.error;
    this.now = options.now ?? Date.now;
    this.label = generationLabel(setup);
    this.threads = [];
    for (let index = 0; index < this.size; index++) this.spawn(index);
    this.ready = Promise.all(this.threads.map((thread) => thread.ready)).then(() => {
      this.supervising = true;
      // One that ended between its own start and the last thread's: replaced now.
      this.threads.forEach((thread, index) => {
        if (thread.down) this.threadDown(index, thread, thread.down);
      });
    });
    this.ready.catch(() => {}); // the renderer reads the failure; an unread one must not crash the server
  }

  /** Pages the least busy thread has in hand: the queue a new request would join (0 with none to take it). */
  get leastInFlight(): number {
    return this.leastBusy()?.inFlight ?? 0;
  }

  /** The request's result from the least busy thread. */
  render(request: PageRequest): Promise<PageResult<WorkerPage>> {
    const thread = this.leastBusy();
    if (thread) return thread.render(request);
    // At once: waiting for a thread to start would cost the patient seconds of a blank page.
    const health = this.health();
    return Promise.resolve(fellBack('render-error', health.ok ? undefined : health.detail));
  }

  /** Renders each URL once on every thread: each pays for its own first renders (compiling, connections). */
  async warmUp(requests: PageRequest[]): Promise<void> {
    await Promise.all(this.threads.flatMap((thread) => requests.map((request) => thread.render(request))));
  }

  health(): GenerationHealth {
    const ready = this.threads.filter((thread) => thread.usable).length;
    const counts = { threads: this.size, ready };
    if (this.gaveUp) return { ok: false, reason: 'gave-up', detail: this.gaveUp.detail, ...counts };
    if (ready === 0) {
      const starting = this.threads.filter((thread) => thread.starting).length;
      return {
        ok: false,
        reason: 'no-ready-thread',
        detail: `no render thread is ready (${starting} of ${this.size} starting again)`,
        ...counts,
      };
    }
    return { ok: true, ...counts };
  }

  /** No new requests come; every thread ends once the pages it has are answered. */
  retire(): void {
    this.retired = true;
    clearTimeout(this.gaveUp?.timer);
    for (const thread of this.threads) thread.retire();
  }

  private spawn(index: number): void {
    const thread: RenderWorker = new RenderWorker(this.setup, {
      hangMs: this.hangMs,
      now: this.now,
      onDown: (down) => this.threadDown(index, thread, down),
    });
    this.threads[index] = thread;
  }

  /** One log line per thread that died: which, why, the pages it had; then a new one, or a pause. */
  private threadDown(index: number, thread: RenderWorker, down: ThreadDown): void {
    if (!this.supervising || this.retired || this.threads[index] !== thread || this.gaveUp) return;
    const at = this.now();
    const { max, windowMs, pauseMs } = this.limit;
    this.restartsAt = this.restartsAt.filter((time) => at - time < windowMs);
    const inHand = down.urls.length
      ? `; ${down.urls.length} page(s) in hand answered as failed: ${down.urls
          .slice(0, 3)
          .map((url) => JSON.stringify(url))
          .join(', ')}`
      : '';
    const what = `[ssr] render thread ${index + 1}/${this.size} of generation ${this.label} ${down.reason} (${down.detail})${inHand}`;
    if (this.restartsAt.length >= max) {
      this.tally.givenUp += 1;
      const detail = `render threads died ${timesOf(max + 1)} within ${windowMs / 1000} s; no restarts for ${pauseMs / 1000} s`;
      this.gaveUp = { until: at + pauseMs, timer: setTimeout(() => this.tryAgain(), pauseMs), detail };
      this.gaveUp.timer.unref();
      this.log(
        `${what}; GIVING UP: ${detail}. Its pages are the static shell meanwhile; /healthz answers 503.`,
      );
      return;
    }
    this.restartsAt.push(at);
    this.tally.restarts[down.reason] += 1;
    this.log(`${what}; a new thread is starting (restart ${this.restartsAt.length} of ${max} allowed)`);
    this.spawn(index);
  }

  /** After the pause: every dead thread starts again, with a new allowance of restarts. */
  private tryAgain(): void {
    if (this.retired) return;
    this.gaveUp = null;
    this.restartsAt = [];
    const dead = this.threads.flatMap((thread, index) => (thread.down ? [index] : []));
    this.log(
      `[ssr] generation ${this.label}: the pause after its crash loop is over; ${dead.length} render thread(s) starting again`,
    );
    for (const index of dead) this.spawn(index);
  }

  private leastBusy(): RenderWorker | undefined {
    return this.threads
      .filter((thread) => thread.usable)
      .reduce<RenderWorker | undefined>(
        (best, thread) => (best && best.inFlight <= thread.inFlight ? best : thread),
        undefined,
      );
  }
}

const timesOf = (count: number) => (count === 1 ? 'once' : `${count} times`);

/** `shell.<hash>.js, doctors 1.2.0-ab12…`: the shell build and each remote's version folder. */
function generationLabel({ shellEntry, remoteEntries }: WorkerSetup): string {
  const remotes = Object.entries(remoteEntries).map(
    ([name, file]) => `${name} ${path.basename(path.dirname(path.dirname(file)))}`,
  );
  return [path.basename(shellEntry), ...remotes].join(', ');
}
