import { allSettled, type EventCallable, type Scope, type Store } from 'effector';
import { createQueryTracker } from './queryTracker';

/**
 * The queries of this copy of `@clinic/shared` (a federation singleton: one per page, shared by the remotes).
 * Queries are made when a remote's model is imported, so the tracker is there before any module asks for it.
 */
export const trackedQueries = createQueryTracker();

export function trackQuery(fx: { pending: Store<boolean> }): void {
  trackedQueries.track(fx);
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
  await trackedQueries.whenIdle();
}
