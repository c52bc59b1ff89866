import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { loadErrorMessage } from '../api/loadError';

export type QueryStatus = 'idle' | 'pending' | 'failed' | 'done';

/**
 * One loading model for any API read: the data, a Russian error, the status, and a retry that repeats the
 * last call. Only the newest call's answer is kept, so a slow old answer never overwrites a new one.
 */
export function createQuery<Params, Data>(handler: (params: Params) => Promise<Data>) {
  let latest = 0;
  const started = createEvent<Params>();
  const retried = createEvent();
  const fx = createEffect(async (params: Params) => {
    const call = ++latest;
    const data = await handler(params);
    return { call, data };
  });
  const $params = createStore<Params | null>(null, { skipVoid: false }).on(started, (_, params) => params);
  const $data = createStore<Data | null>(null, { skipVoid: false }).on(fx.doneData, (current, answer) =>
    answer.call === latest ? answer.data : current,
  );
  const $error = createStore<string | null>(null)
    .on(fx.failData, (_, error) => loadErrorMessage(error))
    .reset(fx.done, started);
  const $status = combine($data, $error, fx.pending, (data, error, pending): QueryStatus => {
    if (pending) return 'pending';
    if (error) return 'failed';
    return data === null ? 'idle' : 'done';
  });

  sample({ clock: started, target: fx });
  sample({ clock: retried, source: $params, filter: (p): p is Params => p !== null, target: fx });

  return { started, retried, fx, $data, $error, $status, $pending: fx.pending };
}

export type Query<Data> = Pick<
  ReturnType<typeof createQuery<never, Data>>,
  'retried' | '$data' | '$error' | '$status' | '$pending'
>;
