import type { RenderResult } from '../pipeline/fallbackReason';
import { RenderWorker, type WorkerPage } from './renderWorker';
import type { PostedFields, WorkerSetup } from './worker';

export type { WorkerPage } from './renderWorker';

/**
 * One generation of server code: `size` render threads that each loaded the same shell server build (and, with
 * remote SSR, the same set of remote versions). A thread renders one page after another, so more threads let
 * pages render in parallel where there are cores for them. Requests go to the newest ready generation; a retired
 * one ends each thread once it has answered what it had.
 */
export class Generation {
  readonly ready: Promise<void>;
  private readonly workers: RenderWorker[];

  constructor(
    readonly key: string,
    setup: WorkerSetup,
    size = 1,
  ) {
    this.workers = Array.from({ length: Math.max(1, size) }, () => new RenderWorker(setup));
    this.ready = Promise.all(this.workers.map((worker) => worker.ready)).then(() => {});
    this.ready.catch(() => {}); // the renderer reads the failure; an unread one must not crash the server
  }

  /** Pages the least busy thread has in hand: the queue a new request would join. */
  get leastInFlight(): number {
    return this.leastBusy().inFlight;
  }

  render(
    url: string,
    viewportWidth: number,
    timeoutMs: number,
    post?: PostedFields,
  ): Promise<RenderResult<WorkerPage>> {
    return this.leastBusy().render(url, viewportWidth, timeoutMs, post);
  }

  /** Renders each URL once on every thread: each pays for its own first renders (compiling, connections). */
  async warmUp(urls: string[], viewportWidth: number, timeoutMs: number): Promise<void> {
    await Promise.all(
      this.workers.flatMap((worker) => urls.map((url) => worker.render(url, viewportWidth, timeoutMs))),
    );
  }

  /** No new requests come; every thread ends once the pages it has are answered. */
  retire(): void {
    for (const worker of this.workers) worker.retire();
  }

  private leastBusy(): RenderWorker {
    return this.workers.reduce((best, worker) => (worker.inFlight < best.inFlight ? worker : best));
  }
}
