import { combine, type Store } from 'effector';

/** Every query's pending flag: the browser waits for them all, as allSettled waits for a scope on the server. */
export interface QueryTracker {
  track(fx: { pending: Store<boolean> }): void;
  /** Resolves once no tracked query is pending (at once when none is). */
  whenIdle(): Promise<void>;
}

export function createQueryTracker(): QueryTracker {
  const pendingFlags: Store<boolean>[] = [];
  return {
    track(fx) {
      pendingFlags.push(fx.pending);
    },
    whenIdle() {
      const $busy = combine(pendingFlags, (flags) => flags.some(Boolean));
      return new Promise((resolve) => {
        const subscription = $busy.watch((busy) => {
          if (busy) return;
          resolve();
          queueMicrotask(() => subscription());
        });
      });
    },
  };
}
