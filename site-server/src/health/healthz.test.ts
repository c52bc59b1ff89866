// @vitest-environment node
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { openLiveRoot } from '@clinic/deploy';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createSiteApp } from '../app';
import { createRenderer, type Renderer } from '../render/renderer';
import { useFakeDeploy } from '../testing/fakeDeploy';
import { mortalBuild, until } from '../testing/mortalBuild';

const { root, deploy, startRenderer } = useFakeDeploy();

let server: http.Server | undefined;
let log: MockInstance<typeof console.error>;
beforeEach(() => {
  log = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

/** The site app over the fake deploy root, as main.ts starts it (without a renderer: SSR=0). */
async function site(renderer?: Renderer) {
  fs.writeFileSync(
    path.join(root(), 'index.html'),
    '<html><head></head><body><div id="root"></div></body></html>',
  );
  const listening = createSiteApp({
    deployRoot: root(),
    apiOrigin: 'http://127.0.0.1:9',
    pages: renderer && { renderer, budgetMs: 3000 },
  }).listen(0, '127.0.0.1');
  server = listening;
  await new Promise((resolve) => listening.once('listening', resolve));
  const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  const get = (url: string) => fetch(base + url);
  return {
    get,
    health: async () => {
      const answer = await get('/healthz');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      return { status: answer.status, body: await answer.json() };
    },
    renderedBy: async (url: string) => (await get(url)).headers.get('x-render'),
    metrics: async () => (await get('/metrics')).text(),
  };
}

// Each test starts render threads: on a shared 2-core machine, many seconds.
describe('GET /healthz and the render threads in /metrics', { timeout: 120_000 }, () => {
  it('a killed render thread: the next pages are server-rendered again, and /metrics counts the restart', async () => {
    deploy('shell.a.js', mortalBuild('A'));
    const postMessage = vi.spyOn(Worker.prototype, 'postMessage');
    const { health, renderedBy, metrics } = await site(await startRenderer());
    expect(await health()).toEqual({ status: 200, body: { ok: true, threads: 1, ready: 1 } });
    expect(await renderedBy('/contacts?before')).toBe('server');
    expect(await metrics()).toContain('site_render_thread_restarts_total{reason="exited"} 0');

    // Killed from outside (the thread that was sent the last page): the exit is seen before terminate resolves.
    const thread = postMessage.mock.contexts.at(-1) as Worker;
    await thread.terminate();
    const down = await health();
    expect(down).toMatchObject({ status: 503, body: { ok: false, reason: 'no-ready-thread', ready: 0 } });
    expect(down.body.detail).toBe('no render thread is ready (1 of 1 starting again)');
    // Meanwhile pages are the static shell at once, not after the budget.
    expect(await renderedBy('/contacts?meanwhile')).toBe('static; reason=render-error');

    await until(async () => (await health()).status === 200, 'healthy again');
    expect(await renderedBy('/contacts?after')).toBe('server');
    const counted = await metrics();
    expect(counted).toContain('site_render_thread_restarts_total{reason="exited"} 1');
    expect(counted).toContain('site_render_thread_restarts_total{reason="hung"} 0');
    expect(counted).toContain('site_render_threads_ready 1');
  });

  it('a page whose render ends its thread is the static shell at once, with the reason logged', async () => {
    deploy('shell.a.js', mortalBuild('A'));
    const { renderedBy } = await site(await startRenderer());
    expect(await renderedBy('/exit')).toBe('static; reason=render-error');
    expect(log.mock.calls.map(([line]) => String(line))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^\[ssr\] render thread 1\/1 of generation shell\.a\.js exited \(exit code 7\)/,
        ),
        expect.stringMatching(/^\[ssr\] \/exit: the static shell \(render-error\): the render thread exited/),
      ]),
    );
  });

  it('503 with why, once a crash loop is given up; counted', async () => {
    deploy('shell.a.js', mortalBuild('A'));
    const renderer = await startRenderer({
      threads: { restartLimit: { max: 0, windowMs: 60_000, pauseMs: 60_000 } },
    });
    const { health, renderedBy, metrics } = await site(renderer);
    expect(await renderedBy('/crash')).toBe('static; reason=render-error');
    expect(await health()).toEqual({
      status: 503,
      body: {
        ok: false,
        reason: 'gave-up',
        detail: 'render threads died once within 60 s; no restarts for 60 s',
        threads: 1,
        ready: 0,
      },
    });
    const counted = await metrics();
    expect(counted).toContain('site_render_generations_given_up_total 1');
    expect(counted).toContain('site_render_thread_restarts_total{reason="crashed"} 0');
    expect(counted).toContain('site_render_threads_ready 0');
  });

  it('503 while the first generation loads, 200 once it is ready', async () => {
    deploy('shell.a.js', mortalBuild('A'));
    const renderer = createRenderer({
      live: openLiveRoot(root()),
      apiOrigin: 'http://127.0.0.1:9',
      pollMs: 60_000,
      maxInFlight: 4,
      workers: 1,
      cacheMs: 0,
    });
    try {
      const { health } = await site(renderer);
      expect(await health()).toMatchObject({ status: 503, body: { ok: false, reason: 'starting' } });
      await renderer.started;
      expect(await health()).toMatchObject({ status: 200, body: { ok: true } });
    } finally {
      renderer.close();
    }
  });

  it('503 without server rendering: SSR off, no server build, a build that does not load', async () => {
    expect((await (await site()).health()).body).toEqual({
      ok: false,
      reason: 'ssr-off',
      detail: 'server rendering is off (SSR=0)',
    });
    server?.close();

    fs.writeFileSync(path.join(root(), 'remotes.json'), '{}');
    expect(await (await site(await startRenderer())).health()).toEqual({
      status: 503,
      body: { ok: false, reason: 'no-server-build', detail: 'the deploy root has no shell server build' },
    });
    server?.close();

    deploy('shell.x.js', 'this is not JavaScript {');
    expect(await (await site(await startRenderer())).health()).toEqual({
      status: 503,
      body: { ok: false, reason: 'failed-build', detail: 'the deployed server build does not load' },
    });
  });
});
