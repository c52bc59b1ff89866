import { useProvidedScope } from 'effector-react';
import { useCallback, useSyncExternalStore } from 'react';
import { $selectedSet } from './model';

/**
 * Listeners per analysis id. A tick wakes only the cards whose state changed: with one subscription per
 * card on the whole selection, every card on screen would run on every tick (2,000 analyses, 4× slower
 * CPU, 50 ms budget).
 */
const listeners = new Map<number, Set<() => void>>();
let previous = $selectedSet.getState();

$selectedSet.updates.watch((next) => {
  const changed = [...previous].filter((id) => !next.has(id));
  for (const id of next) if (!previous.has(id)) changed.push(id);
  previous = next;
  for (const id of changed) for (const listener of listeners.get(id) ?? []) listener();
});

function subscribe(id: number, listener: () => void): () => void {
  const forId = listeners.get(id) ?? new Set();
  forId.add(listener);
  listeners.set(id, forId);
  return () => {
    forId.delete(listener);
    if (!forId.size) listeners.delete(id);
  };
}

/**
 * Whether one analysis is in the calculator. The server renders its request's selection (the address's: the
 * scope's), and hydration starts from the same one (the route's load took it from the same address).
 */
export function useSelected(id: number): boolean {
  const scope = useProvidedScope();
  const subscribeToId = useCallback((listener: () => void) => subscribe(id, listener), [id]);
  const selectedNow = () => $selectedSet.getState().has(id);
  const selectedAsRendered = () => (scope ? scope.getState($selectedSet) : $selectedSet.getState()).has(id);
  return useSyncExternalStore(subscribeToId, selectedNow, selectedAsRendered);
}
