import type { Query, QueryStatus, SharedMessage } from '@clinic/shared';
import { combine, createEvent, createStore, sample } from 'effector';

type DataOf<Q> = Q extends Query<infer Data> ? Data : never;

/**
 * Several reads shown as one (a page needs all of them before it renders): the data once every answer is
 * in, the first error, and a retry that repeats only the reads that failed. It fits `QueryView`.
 */
// biome-ignore lint/suspicious/noExplicitAny: any query, whatever its data
export function combineQueries<Queries extends Record<string, Query<any>>>(
  queries: Queries,
): Query<{ [Key in keyof Queries]: DataOf<Queries[Key]> }> {
  const list = Object.values(queries);
  const retried = createEvent();
  type All = { [Key in keyof Queries]: DataOf<Queries[Key]> };
  // Writable mirrors of the combined values: `Query` (what QueryView reads) is typed with the stores of
  // createQuery.
  const $data = createStore<All | null>(null, { skipVoid: false });
  const $error = createStore<SharedMessage | null>(null);
  sample({
    clock: combine(
      Object.fromEntries(Object.entries(queries).map(([key, query]) => [key, query.$data])),
      (all) => (Object.values(all).every((data) => data !== null) ? (all as All) : null),
    ),
    target: $data,
  });
  sample({
    clock: combine(
      list.map((query) => query.$error),
      (errors) => errors.find((error) => error !== null) ?? null,
    ),
    target: $error,
  });
  const $pending = combine(
    list.map((query) => query.$pending),
    (pending) => pending.some(Boolean),
  );
  const $status = combine($data, $error, $pending, (data, error, pending): QueryStatus => {
    if (pending) return 'pending';
    if (error) return 'failed';
    return data === null ? 'idle' : 'done';
  });
  for (const query of list) {
    sample({
      clock: retried,
      source: query.$error,
      filter: (error) => error !== null,
      target: query.retried,
    });
  }
  return { retried, $data, $error, $status, $pending };
}
