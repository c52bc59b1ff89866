import { createEffect } from 'effector';
import { describe, expect, it } from 'vitest';
import { createQueryTracker } from './queryTracker';

describe('createQueryTracker: the browser waits for every tracked query, as allSettled does on the server', () => {
  it('resolves at once with nothing pending, and only once every pending query has answered', async () => {
    const tracker = createQueryTracker();
    await tracker.whenIdle();
    let answerFirst = () => {};
    let answerSecond = () => {};
    const first = createEffect(() => new Promise<void>((resolve) => (answerFirst = resolve)));
    const second = createEffect(() => new Promise<void>((resolve) => (answerSecond = resolve)));
    tracker.track(first);
    tracker.track(second);
    first();
    second();
    let idle = false;
    const waiting = tracker.whenIdle().then(() => (idle = true));
    answerFirst();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toBe(false);
    answerSecond();
    await waiting;
    expect(idle).toBe(true);
  });

  it('a fresh tracker knows none of another’s queries', async () => {
    const busy = createQueryTracker();
    const neverAnswered = createEffect(() => new Promise<void>(() => {}));
    busy.track(neverAnswered);
    neverAnswered();
    const fresh = createQueryTracker();
    await fresh.whenIdle();
  });
});
