import { allSettled, combine, type EventCallable, type Scope, type Store } from 'effector';

/** Every query's pending flag: the browser waits for them all, as allSettled waits for a scope on the server. */
const pendingFlags: Store<boolean>[] = [];

export function trackQuery(fx: { pending: Store<boolean> }): void {
  pendingFlags.push(fx.pending);
}

function whenQueriesIdle(): Promise<void> {
  const $busy = combine(pendingFlags, (flags) => flags.some(Boolean));
  return new Promise((resolve) => {
    const subscription = $busy.watch((busy) => {
      if (busy) return;
      resolve();
      queueMicrotask(() => subscription());
    });
  });
}

/**
 * Starts a page as opening it does (its `pageOpened` event) and resolves once its data is in: on the server
 * inside the request's scope, in the browser in the global stores the page then hydrates from.
 */
export async function startSection<P>(event: EventCallable<P>, params: P, scope?: Scope): Promise<void> {
  if (scope) {
    await allSettled(event, { scope, params });
    return;
  }
  event(params);
  await whenQueriesIdle();
}
