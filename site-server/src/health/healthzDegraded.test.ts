// @vitest-environment node
import type { AddressInfo } from 'node:net';
import type { HostSyncStatus } from '@clinic/deploy';
import express from 'express';
import { afterEach, expect, it } from 'vitest';
import type { Renderer } from '../render/renderer';
import { healthzRoute } from './healthzRoute';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function healthz(status: HostSyncStatus) {
  const renderer = { health: () => ({ ok: true, threads: 1, ready: 1 }) } as unknown as Renderer;
  const server = express()
    .use(healthzRoute(renderer, { status: () => status }))
    .listen(0, '127.0.0.1');
  closers.push(() => server.close());
  await new Promise((resolve) => server.once('listening', resolve));
  const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`);
  return { status: answer.status, body: await answer.json() };
}

it('with the shared release store away, /healthz is still 200 and says "degraded" and why, with no address', async () => {
  const reason = 'the shared release store does not answer; serving the last release state';
  expect(await healthz({ ok: false, reason, generation: 4, lastSyncAt: null })).toEqual({
    status: 200,
    body: { ok: true, threads: 1, ready: 1, degraded: [reason] },
  });
  expect(await healthz({ ok: true, generation: 4, lastSyncAt: Date.now() })).toEqual({
    status: 200,
    body: { ok: true, threads: 1, ready: 1 },
  });
});
