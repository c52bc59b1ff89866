import { createQuery } from '@clinic/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { combineQueries } from './combineQueries';

describe('combineQueries', () => {
  it('gives the data only when every read has answered', async () => {
    const numbers = createQuery<void, number[]>(async () => [1, 2]);
    const words = createQuery<void, string[]>(async () => ['врач']);
    const both = combineQueries({ numbers, words });
    const scope = fork();
    await allSettled(numbers.started, { scope });
    expect(scope.getState(both.$data)).toBeNull();
    await allSettled(words.started, { scope });
    expect(scope.getState(both.$data)).toEqual({ numbers: [1, 2], words: ['врач'] });
    expect(scope.getState(both.$status)).toBe('done');
  });

  it('shows the first error and retries only the read that failed', async () => {
    const calls = { ok: 0, flaky: 0 };
    const ok = createQuery<void, string>(async () => {
      calls.ok += 1;
      return 'ok';
    });
    const flaky = createQuery<void, string>(async () => {
      calls.flaky += 1;
      if (calls.flaky === 1) throw new Error('boom');
      return 'flaky';
    });
    const both = combineQueries({ ok, flaky });
    const scope = fork();
    await allSettled(ok.started, { scope });
    await allSettled(flaky.started, { scope });
    expect(scope.getState(both.$status)).toBe('failed');
    expect(scope.getState(both.$error)).toBe('loadError.failed');
    await allSettled(both.retried, { scope });
    expect(calls).toEqual({ ok: 1, flaky: 2 });
    expect(scope.getState(both.$error)).toBeNull();
    expect(scope.getState(both.$data)).toEqual({ ok: 'ok', flaky: 'flaky' });
  });
});
