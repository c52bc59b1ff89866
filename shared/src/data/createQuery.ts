import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { loadErrorId } from '../api/loadError';
import type { SharedMessage } from '../messages/sharedText';
import { trackQuery } from './startSection';

export type QueryStatus = 'idle' | 'pending' | 'failed' | 'done';

/**
 * One loading model for any API read: the data, the error (a shared message's id), the status, and a retry that repeats the
 * last call. Only the newest call's answer is kept, so a slow old answer never overwrites a new one. Every bit of
 * state is a store, so each effector scope (each request the server renders) has its own.
 */
export function createQuery<Params, Data>(handler: (params: Params) => Promise<Data>) {
  const started = createEvent<Params>();
  const retried = createEvent();
  const fx = createEffect(async ({ params, call }: { params: Params; call: number }) => ({
    call,
    params,
    data: await handler(params),
  }));
  /** The number of the newest call: an answer to an older one is dropped. */
  const $latest = createStore(0).on(fx, (_, { call }) => call);
  const $params = createStore<Params | null>(null, { skipVoid: false }).on(started, (_, params) => params);
  const $data = createStore<Data | null>(null, { skipVoid: false });
  const $error = createStore<SharedMessage | null>(null)
    .on(fx.failData, (_, error) => loadErrorId(error))
    .reset(fx.done, started);
  const $status = combine($data, $error, fx.pending, (data, error, pending): QueryStatus => {
    if (pending) return 'pending';
    if (error) return 'failed';
    return data === null ? 'idle' : 'done';
  });

  trackQuery(fx);
  // The newest call's answer; an older one arriving late is dropped.
  sample({
    clock: fx.doneData,
    source: $latest,
    filter: (latest, answer) => answer.call === latest,
    fn: (_, answer) => answer.data,
    target: $data,
  });
  // Every start reads: a page's reads are started once per navigation by its route (remoteRoutes), so the
  // page the server rendered is not read again on hydration.
  sample({
    clock: started,
    source: $latest,
    fn: (latest, params) => ({ params, call: latest + 1 }),
    target: fx,
  });
  sample({
    clock: retried,
    source: { latest: $latest, params: $params },
    filter: ({ params }) => params !== null,
    fn: ({ latest, params }) => ({ params: params as Params, call: latest + 1 }),
    target: fx,
  });

  return { started, retried, fx, $data, $error, $status, $pending: fx.pending };
}

export type Query<Data> = Pick<
  ReturnType<typeof createQuery<never, Data>>,
  'retried' | '$data' | '$error' | '$status' | '$pending'
>;
