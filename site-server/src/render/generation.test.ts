// @vitest-environment node
import { Worker } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { pageOf, shellBuild, useFakeDeploy } from '../testing/fakeDeploy';

const { deploy, startRenderer } = useFakeDeploy();

/** When a `/busy` page held its thread: [from, to] in ms since the epoch. */
const busyFor = (html: string | undefined) =>
  (/ busy (\d+) (\d+)/.exec(html ?? '') ?? []).slice(1).map(Number);
const threadOf = (html: string | undefined) => / thread (\w+)/.exec(html ?? '')?.[1];

// Each test starts two render threads: on a shared 2-core machine that alone can take many seconds.
describe('a generation with several render threads', { timeout: 60_000 }, () => {
  it('renders two CPU-bound pages at the same time on two threads', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer({ workers: 2 });
    const [first, second] = await Promise.all(
      ['/busy?1', '/busy?2'].map((url) =>
        live.render({ url: url, viewportWidth: 1280, budgetMs: 5000 }).then(pageOf),
      ),
    );
    expect(threadOf(first?.page.html)).not.toBe(threadOf(second?.page.html));
    const [[from1, to1], [from2, to2]] = [busyFor(first?.page.html), busyFor(second?.page.html)];
    expect(from1! < to2! && from2! < to1!).toBe(true); // the two busy spans overlap
  });

  it('renders them one after another with one thread', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer({ workers: 1 });
    const [first, second] = await Promise.all(
      ['/busy?1', '/busy?2'].map((url) =>
        live.render({ url: url, viewportWidth: 1280, budgetMs: 5000 }).then(pageOf),
      ),
    );
    const [[from1, to1], [from2, to2]] = [busyFor(first?.page.html), busyFor(second?.page.html)];
    expect(to1! <= from2! || to2! <= from1!).toBe(true);
  });

  it('sends a page to the idle thread, and sheds once every thread has its fill', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer({ workers: 2, maxInFlight: 1 });
    const stuck = [live.render({ url: '/slow?1', viewportWidth: 1280, budgetMs: 2000 })];
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      pageOf(await live.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 2000 }))?.page.html,
    ).toMatch(/^<p>A \/contacts/);
    stuck.push(live.render({ url: '/slow?2', viewportWidth: 1280, budgetMs: 2000 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await live.render({ url: '/about-us', viewportWidth: 1280, budgetMs: 2000 })).toMatchObject({
      kind: 'fallback',
      reason: 'shed',
    });
    await Promise.allSettled(stuck);
    expect(
      pageOf(await live.render({ url: '/about-us', viewportWidth: 1280, budgetMs: 2000 }))?.page.html,
    ).toMatch(/^<p>A \/about-us/);
  });

  it('retires every thread of the old generation on a release', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer({ workers: 2 });
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    deploy('shell.b.js', shellBuild('B'));
    // The budget covers starting the new generation's two threads, on a shared machine.
    const after = await Promise.all(
      ['/busy?1', '/busy?2'].map((url) =>
        live.render({ url: url, viewportWidth: 1280, budgetMs: 50_000 }).then(pageOf),
      ),
    );
    expect(after.map((page) => page?.page.html.slice(0, 5))).toEqual(['<p>B ', '<p>B ']);
    expect(terminate).toHaveBeenCalledTimes(2);
    terminate.mockRestore();
  });
});
