import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { forgetApiAnswers, seedApiAnswers } from '../api/http';
import { createQuery } from './createQuery';

describe('createQuery', () => {
  it('keeps the answer and reports done', async () => {
    const query = createQuery(async (n: number) => n * 2);
    const scope = fork();
    await allSettled(query.started, { scope, params: 21 });
    expect(scope.getState(query.$data)).toBe(42);
    expect(scope.getState(query.$status)).toBe('done');
  });

  it('reads on every start, the same params too: starting a page once is its route’s job, not the query’s', async () => {
    let calls = 0;
    const query = createQuery(async (sort: string) => {
      calls += 1;
      return { sort, doctors: ['Иванова'] };
    });
    const scope = fork();
    await allSettled(query.started, { scope, params: 'rating' });
    await allSettled(query.started, { scope, params: 'rating' });
    expect(calls).toBe(2);
    await allSettled(query.started, { scope, params: 'price' });
    expect(calls).toBe(3);
    expect(scope.getState(query.$data)).toEqual({ sort: 'price', doctors: ['Иванова'] });
  });

  it('on the page the server rendered, a read without params still goes out the first time', async () => {
    const query = createQuery<undefined, string[]>(async () => ['ТОП', 'УЗИ']);
    const scope = fork();
    seedApiAnswers({ '/categories': { data: [] } });
    try {
      await allSettled(query.started, { scope, params: undefined });
      expect(scope.getState(query.$data)).toEqual(['ТОП', 'УЗИ']);
    } finally {
      forgetApiAnswers();
    }
  });

  it('gives the load error message and retries the last call', async () => {
    let calls = 0;
    const query = createQuery(async (id: number) => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
      return `врач ${id}`;
    });
    const scope = fork();
    await allSettled(query.started, { scope, params: 5 });
    expect(scope.getState(query.$status)).toBe('failed');
    expect(scope.getState(query.$error)).toBe('loadError.failed');
    await allSettled(query.retried, { scope });
    expect(scope.getState(query.$data)).toBe('врач 5');
    expect(scope.getState(query.$error)).toBeNull();
  });

  it('ignores a slow old answer that arrives after a newer one', async () => {
    const delays: Record<string, number> = { old: 30, new: 1 };
    const query = createQuery(
      (key: string) => new Promise<string>((r) => setTimeout(() => r(key), delays[key])),
    );
    const scope = fork();
    const first = allSettled(query.started, { scope, params: 'old' });
    await allSettled(query.started, { scope, params: 'new' });
    await first;
    expect(scope.getState(query.$data)).toBe('new');
  });
});

describe('createQuery in scopes (one scope per server-rendered request)', () => {
  it('keeps each scope’s own newest answer when two requests load at the same time', async () => {
    const query = createQuery(
      (slug: string) => new Promise<string>((resolve) => setTimeout(() => resolve(`врач ${slug}`), 10)),
    );
    const [first, second] = [fork(), fork()];
    await Promise.all([
      allSettled(query.started, { scope: first, params: 'ivanova' }),
      allSettled(query.started, { scope: second, params: 'smirnova' }),
    ]);
    expect(first.getState(query.$data)).toBe('врач ivanova');
    expect(second.getState(query.$data)).toBe('врач smirnova');
    expect(query.$data.getState()).toBeNull();
  });
});
