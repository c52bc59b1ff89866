// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { openLiveRoot } from '@clinic/deploy';
import { describe, expect, it, vi } from 'vitest';
import { pageOf, shellBuild, useFakeDeploy } from '../testing/fakeDeploy';

const { root, deploy, startRenderer } = useFakeDeploy();

// Each test starts render threads (tsx, React, @clinic/shared): on a shared 2-core machine, many seconds.
describe('the renderer: one generation of server code per deploy', { timeout: 60_000 }, () => {
  it('renders with the deployed server build and names the remote versions it rendered with', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer();
    const rendered = pageOf(await live.render({ url: '/contacts', viewportWidth: 390, budgetMs: 5000 }));
    expect(rendered?.page.html).toMatch(/^<p>A \/contacts 390 React 19\./);
    expect(rendered?.remotes).toEqual({ doctors: '/mfe/doctors/1/mf-manifest.json' });
  });

  it('renders concurrent requests each with its own URL', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer();
    const pages = await Promise.all(
      ['/doctors-list/ivanov', '/doctors-list/petrova'].map((url) =>
        live.render({ url: url, viewportWidth: 1280, budgetMs: 5000 }).then(pageOf),
      ),
    );
    expect(pages.map((page) => page?.page.html.split(' ')[1])).toEqual([
      '/doctors-list/ivanov',
      '/doctors-list/petrova',
    ]);
  });

  it('switches to a new deploy (a new shell build, or a rollback of a remote) without a restart', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer();
    deploy('shell.b.js', shellBuild('B'), { doctors: '/mfe/doctors/2/mf-manifest.json' });
    await live.check();
    const rendered = pageOf(await live.render({ url: '/', viewportWidth: 1280, budgetMs: 5000 }));
    expect(rendered?.page.html).toMatch(/^<p>B /);
    expect(rendered?.remotes.doctors).toBe('/mfe/doctors/2/mf-manifest.json');
  });

  it('renders the very next request after a release with the released version, never the one before', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer();
    deploy('shell.b.js', shellBuild('B'), { doctors: '/mfe/doctors/2/mf-manifest.json' });
    // A budget wide enough for a new generation's threads to start on a loaded 2-core machine.
    const answer = await live.render({ url: '/doctors-list/list', viewportWidth: 1280, budgetMs: 30_000 });
    const next = pageOf(answer);
    expect(next?.page.html, JSON.stringify(answer).slice(0, 300)).toMatch(/^<p>B /);
    expect(next?.remotes.doctors).toBe('/mfe/doctors/2/mf-manifest.json');
  });

  it('renders a request that saw the live deploy without looking at the deploy root again', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const liveRoot = openLiveRoot(root());
    const live = await startRenderer({ live: liveRoot });
    const request = {};
    liveRoot.current(request); // the one look of the request's answer (its CSP, its remote map)
    const statSync = vi.spyOn(fs, 'statSync');
    const looks = () => statSync.mock.calls.filter(([file]) => String(file).startsWith(root())).length;
    try {
      const held = pageOf(
        await live.render({ url: '/contacts', viewportWidth: 390, budgetMs: 5000 }, undefined, request),
      );
      expect(held?.page.html).toMatch(/^<p>A \/contacts/);
      expect(looks()).toBe(0);
      // Without the request (the poll's way), the check and the render each look.
      await live.render({ url: '/contacts', viewportWidth: 390, budgetMs: 5000 });
      expect(looks()).toBeGreaterThan(0);
    } finally {
      statSync.mockRestore();
    }
  });

  it('waits for the release a request saw, though the live generation runs the deploy before it', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const liveRoot = openLiveRoot(root());
    const live = await startRenderer({ live: liveRoot });
    deploy('shell.b.js', shellBuild('B'), { doctors: '/mfe/doctors/2/mf-manifest.json' });
    const request = {};
    const seen = liveRoot.current(request);
    const answer = await live.render(
      { url: '/doctors-list/list', viewportWidth: 1280, budgetMs: 30_000 },
      seen.stable,
      request,
    );
    expect(pageOf(answer)?.page.html, JSON.stringify(answer).slice(0, 300)).toMatch(/^<p>B /);
    expect(pageOf(answer)?.remotes.doctors).toBe('/mfe/doctors/2/mf-manifest.json');
  });

  it('ends a generation whose deploy was rolled back while it started: it never goes live over the newer one', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer();
    const threadOf = async () =>
      /thread (\w+)/.exec(
        pageOf(await live.render({ url: '/', viewportWidth: 1280, budgetMs: 5000 }))?.page.html ?? '',
      )?.[1];
    const before = await threadOf();
    // B takes a while to load, as a real server build does on a busy machine; A is back before it is ready.
    const slowB = `{ const from = Date.now(); while (Date.now() - from < 1500); }\n${shellBuild('B')}`;
    deploy('shell.b.js', slowB, { doctors: '/mfe/doctors/2/mf-manifest.json' });
    const startingB = live.check();
    deploy('shell.a.js', shellBuild('A'));
    await live.check();
    await startingB;
    // Still A's first generation: B never went live, so no third generation had to start to undo it.
    expect(before).toBeTruthy();
    expect(await threadOf()).toBe(before);
  });

  it('keeps the live generation when a new build does not load', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer();
    deploy('shell.c.js', 'this is not JavaScript {');
    await live.check();
    expect(pageOf(await live.render({ url: '/', viewportWidth: 1280, budgetMs: 5000 }))?.page.html).toMatch(
      /^<p>A /,
    );
    deploy('shell.d.js', 'require("child_process"); exports.renderPage = () => null;');
    await live.check();
    expect(pageOf(await live.render({ url: '/', viewportWidth: 1280, budgetMs: 5000 }))?.page.html).toMatch(
      /^<p>A /,
    );
  });

  it('gives up on a page past its budget, and passes a page failure on, each with its reason', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer();
    expect(await live.render({ url: '/slow', viewportWidth: 1280, budgetMs: 300 })).toEqual({
      kind: 'fallback',
      reason: 'time-out',
      // The render is given what is left of the budget after the generation check.
      detail: expect.stringMatching(/^no page within (29\d|300) ms$/),
    });
    expect(await live.render({ url: '/broken', viewportWidth: 1280, budgetMs: 5000 })).toEqual({
      kind: 'fallback',
      reason: 'render-error',
      detail: expect.stringMatching(/page failed/),
    });
    expect(
      pageOf(await live.render({ url: '/after', viewportWidth: 1280, budgetMs: 5000 }))?.page.html,
    ).toMatch(/^<p>A \/after/);
  });

  it('sheds to the static shell past capacity instead of queueing', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer({ maxInFlight: 2 });
    // Two different pages: identical requests would share one render.
    const stuck = [
      live.render({ url: '/slow?1', viewportWidth: 1280, budgetMs: 2000 }),
      live.render({ url: '/slow?2', viewportWidth: 1280, budgetMs: 2000 }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await live.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 2000 })).toMatchObject({
      kind: 'fallback',
      reason: 'shed',
    });
    // A booking post waits for its turn instead: the static shell cannot take it.
    const post = live.render({
      url: '/booking/mail',
      viewportWidth: 1280,
      budgetMs: 4000,
      post: { name: 'a' },
    });
    await Promise.allSettled(stuck);
    expect(await post).not.toMatchObject({ kind: 'fallback' });
    expect(
      pageOf(await live.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 2000 }))?.page.html,
    ).toMatch(/^<p>A \/contacts/);
  });

  it('renders nothing without a server build: the site serves the static shell', async () => {
    fs.writeFileSync(path.join(root(), 'remotes.json'), '{}');
    const live = await startRenderer();
    expect(await live.render({ url: '/', viewportWidth: 1280, budgetMs: 5000 })).toEqual({
      kind: 'fallback',
      reason: 'no-server-build',
    });
  });

  it('says the build failed when the only deploy’s server build does not load', async () => {
    deploy('shell.x.js', 'this is not JavaScript {');
    const live = await startRenderer();
    expect(await live.render({ url: '/', viewportWidth: 1280, budgetMs: 5000 })).toEqual({
      kind: 'fallback',
      reason: 'failed-build',
    });
  });

  it('times out while a new deploy is not ready within the budget', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer();
    deploy('shell.b.js', shellBuild('B'), { doctors: '/mfe/doctors/2/mf-manifest.json' });
    expect(await live.render({ url: '/', viewportWidth: 1280, budgetMs: 1 })).toMatchObject({
      kind: 'fallback',
      reason: 'time-out',
    });
  });
});

describe('readDeployState: which remote server builds a generation loads', () => {
  it('follows /remotes.json to each manifest’s ssrRemoteEntry, inside the deploy root only', async () => {
    const { readDeployState } = await import('@clinic/deploy');
    const version = (name: string, ssr: object | null) => {
      const dir = path.join(root(), 'mfe', name, '1.0.0-aaaa');
      fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), 'exports.routes = null;');
      fs.writeFileSync(
        path.join(dir, 'mf-manifest.json'),
        JSON.stringify({ metaData: ssr ? { ssrRemoteEntry: ssr } : {} }),
      );
      return `/mfe/${name}/1.0.0-aaaa/mf-manifest.json`;
    };
    fs.writeFileSync(
      path.join(root(), 'remotes.json'),
      JSON.stringify({
        doctors: version('doctors', { name: 'remoteEntry.js', path: 'server' }),
        analyses: version('analyses', null),
        catalog: version('catalog', { name: 'remoteEntry.js', path: '../../../../../etc' }),
        booking: 'https://cdn.example.kz/mfe/booking/1.0.0/mf-manifest.json',
      }),
    );
    expect(readDeployState(root()).remoteEntries).toEqual({
      doctors: path.join(root(), 'mfe/doctors/1.0.0-aaaa/server/remoteEntry.js'),
    });
  });
});
