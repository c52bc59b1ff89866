// @vitest-environment node
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { pageOf, useFakeDeploy } from '../testing/fakeDeploy';
import { mortalBuild, until } from '../testing/mortalBuild';

const { deploy, startRenderer } = useFakeDeploy();

const threadOf = (html: string | undefined) => / thread (\w+)/.exec(html ?? '')?.[1];

let log: MockInstance<typeof console.error>;
beforeEach(() => {
  log = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => log.mockRestore());
const logged = (pattern: RegExp) =>
  log.mock.calls.map(([line]) => String(line)).filter((line) => pattern.test(line));

// Each test starts render threads again and again: on a shared 2-core machine, many seconds each.
describe('a render thread that dies or hangs is replaced', { timeout: 120_000 }, () => {
  it('answers the page in hand of a thread that exits at once, and renders the next on a new thread', async () => {
    deploy('shell.a.js', mortalBuild('A'));
    const live = await startRenderer();
    const before = threadOf(
      pageOf(await live.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 20_000 }))?.page.html,
    );

    // Answered as a failure with its reason, not after its 20 s budget as a time-out.
    expect(await live.render({ url: '/exit', viewportWidth: 1280, budgetMs: 20_000 })).toEqual({
      kind: 'fallback',
      reason: 'render-error',
      detail: 'the render thread exited: exit code 7',
    });
    expect(live.threadTally().restarts).toEqual({ exited: 1, crashed: 0, hung: 0 });
    await until(() => live.health().ok, 'ready again');

    const after = pageOf(await live.render({ url: '/about-us', viewportWidth: 1280, budgetMs: 20_000 }))?.page
      .html;
    expect(after).toMatch(/^<p>A \/about-us/);
    expect(threadOf(after)).not.toBe(before);
    // One line: which thread of which generation, why, the page it had; the fake deploy has no remote builds.
    expect(logged(/render thread/)).toEqual([
      '[ssr] render thread 1/1 of generation shell.a.js exited (exit code 7); 1 page(s) in hand answered as ' +
        'failed: "/exit"; a new thread is starting (restart 1 of 5 allowed)',
    ]);
  });

  it('ends a thread whose event loop is stuck, answers its page, and replaces it', async () => {
    deploy('shell.a.js', mortalBuild('A'));
    const live = await startRenderer({ threads: { hangMs: 2000 } });
    expect(await live.render({ url: '/hang', viewportWidth: 1280, budgetMs: 60_000 })).toMatchObject({
      kind: 'fallback',
      reason: 'render-error',
      detail: expect.stringMatching(/^the render thread hung: no answer to \d+ heartbeats/),
    });
    expect(live.threadTally().restarts).toEqual({ exited: 0, crashed: 0, hung: 1 });
    await until(() => live.health().ok, 'ready again');
    expect(
      pageOf(await live.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 20_000 }))?.page.html,
    ).toMatch(/^<p>A \/contacts/);
  });

  it('stops restarting a crash loop (loudly), and tries again after the pause', async () => {
    deploy('shell.a.js', mortalBuild('A'));
    const live = await startRenderer({
      threads: { restartLimit: { max: 2, windowMs: 60_000, pauseMs: 3000 } },
    });
    await live.render({ url: '/exit?1', viewportWidth: 1280, budgetMs: 20_000 });
    await until(() => live.health().ok, 'ready again');
    expect(await live.render({ url: '/crash?2', viewportWidth: 1280, budgetMs: 20_000 })).toMatchObject({
      reason: 'render-error',
      detail: expect.stringMatching(/^the render thread crashed: Error: the thread crashed/),
    });
    await until(() => live.health().ok, 'ready again');
    await live.render({ url: '/exit?3', viewportWidth: 1280, budgetMs: 20_000 });

    // The third death within the window: no new thread, and every page is the static shell at once.
    expect(live.threadTally()).toEqual({ restarts: { exited: 1, crashed: 1, hung: 0 }, givenUp: 1 });
    expect(live.health()).toMatchObject({ ok: false, reason: 'gave-up', ready: 0 });
    expect(await live.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 20_000 })).toEqual({
      kind: 'fallback',
      reason: 'render-error',
      detail: 'render threads died 3 times within 60 s; no restarts for 3 s',
    });
    expect(logged(/GIVING UP/)).toHaveLength(1);

    await until(() => live.health().ok, 'rendering after the pause');
    expect(
      pageOf(await live.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 20_000 }))?.page.html,
    ).toMatch(/^<p>A \/contacts/);
    expect(
      logged(/the pause after its crash loop is over; 1 render thread\(s\) starting again/),
    ).toHaveLength(1);
  });

  it('keeps rendering on the other thread while one is replaced', async () => {
    deploy('shell.a.js', mortalBuild('A'));
    const live = await startRenderer({ workers: 2 });
    await live.render({ url: '/exit', viewportWidth: 1280, budgetMs: 20_000 });
    expect(live.health()).toEqual({ ok: true, threads: 2, ready: 1 });
    expect(
      pageOf(await live.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 20_000 }))?.page.html,
    ).toMatch(/^<p>A \/contacts/);
    await until(() => {
      const health = live.health();
      return health.ok && health.ready === 2;
    }, 'two threads again');
  });

  it('does not take the end of a retired generation’s threads for a death', async () => {
    deploy('shell.a.js', mortalBuild('A'));
    const live = await startRenderer();
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    deploy('shell.b.js', mortalBuild('B'));
    expect(
      pageOf(await live.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 60_000 }))?.page.html,
    ).toMatch(/^<p>B /);
    expect(terminate).toHaveBeenCalledTimes(1);
    await Promise.all(terminate.mock.results.map(({ value }) => value)); // the old thread has exited
    terminate.mockRestore();
    expect(live.threadTally()).toEqual({ restarts: { exited: 0, crashed: 0, hung: 0 }, givenUp: 0 });
    expect(logged(/render thread/)).toEqual([]);
  });
});
