// @vitest-environment node
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readCanaries, startCanary } from '@clinic/deploy';
import { addVersion, deployedSite } from '@clinic/deploy/src/testing/fakeDeployRoot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteApp } from '../app';
import { csrfToken } from './opsAuth';
import { FIRST_LOCK_S, passwordThrottle, WRONG_PER_MINUTE } from './passwordThrottle';

const TOKEN = 'ops-token-for-tests';
const basic = (password: string) => `Basic ${Buffer.from(`ops:${password}`).toString('base64')}`;

let server: http.Server | undefined;
afterEach(() => server?.close());

async function site() {
  const root = deployedSite();
  addVersion(root, 'doctors', '1.1.0-00000009');
  startCanary(root, 'doctors', '1.1.0-00000009', 10, { warn: () => {} });
  server = createSiteApp({
    deployRoot: root,
    apiOrigin: 'http://127.0.0.1:9',
    rum: { opsToken: TOKEN },
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server?.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** `from`: the client's address as nginx names it (X-Forwarded-For, trusted from loopback). */
  const get = (password: string, from = '203.0.113.7') =>
    fetch(`${base}/ops`, { headers: { authorization: basic(password), 'x-forwarded-for': from } });
  return { root, base, get };
}

describe('/ops refuses other sites’ requests', () => {
  it.each([['null'], ['https://evil.example'], ['http://127.0.0.1:1'], ['not a url']])(
    'Origin: %s on a post → 403, and nothing changes',
    async (origin) => {
      const { root, base } = await site();
      const response = await fetch(`${base}/ops/rollback`, {
        method: 'POST',
        redirect: 'manual',
        body: `remote=doctors&csrf=${csrfToken(TOKEN)}`,
        headers: {
          authorization: basic(TOKEN),
          'content-type': 'application/x-www-form-urlencoded',
          origin,
        },
      });
      expect(response.status).toBe(403);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(readCanaries(root).doctors).toBeDefined();
    },
  );

  it('still acts on its own page’s post', async () => {
    const { root, base } = await site();
    const response = await fetch(`${base}/ops/rollback`, {
      method: 'POST',
      redirect: 'manual',
      body: `remote=doctors&csrf=${csrfToken(TOKEN)}`,
      headers: {
        authorization: basic(TOKEN),
        'content-type': 'application/x-www-form-urlencoded',
        origin: base,
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(response.status).toBe(303);
    expect(readCanaries(root)).toEqual({});
  });
});

describe('/ops slows down wrong passwords', () => {
  it(`locks an address out after ${WRONG_PER_MINUTE} wrong in a minute; others go on`, async () => {
    const { get } = await site();
    const statuses: number[] = [];
    for (let n = 0; n < WRONG_PER_MINUTE; n++) statuses.push((await get(`guess-${n}`)).status);
    expect(statuses).toEqual([...Array(WRONG_PER_MINUTE - 1).fill(401), 429]);
    const locked = await get(TOKEN);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(FIRST_LOCK_S - 5);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(FIRST_LOCK_S);
    expect((await get('guess-again')).status).toBe(429);
    // Another address: the right password opens, a wrong one is a plain 401.
    expect((await get(TOKEN, '198.51.100.1')).status).toBe(200);
    expect((await get('wrong', '198.51.100.2')).status).toBe(401);
  });

  it('a right password clears the wrong ones before it', async () => {
    const { get } = await site();
    for (let n = 0; n < WRONG_PER_MINUTE - 1; n++) expect((await get(`guess-${n}`)).status).toBe(401);
    expect((await get(TOKEN)).status).toBe(200);
    for (let n = 0; n < WRONG_PER_MINUTE - 1; n++) expect((await get(`guess-${n}`)).status).toBe(401);
  });

  it('each next lockout of an address lasts twice as long', async () => {
    const throttle = passwordThrottle({ wrongPerMinute: 2, firstLockSeconds: 1 });
    const lockout = async () => {
      await vi.waitFor(async () => expect(await throttle.lockedFor('a')).toBe(0), { timeout: 5000 });
      expect(await throttle.failed('a')).toBe(0);
      return throttle.failed('a');
    };
    expect(await lockout()).toBe(1000);
    expect(await throttle.lockedFor('a')).toBeGreaterThan(0);
    expect(await throttle.lockedFor('b')).toBe(0);
    expect(await lockout()).toBe(2000);
  });
});
