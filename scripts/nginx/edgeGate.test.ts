// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeUpstream, requestAsWritten, startRealNginx } from './testing/realNginx';

/**
 * deploy/nginx.conf at the edge (docs/security.md): what it lets through to the API, to the site servers, and how
 * it counts clients. A fake API and a fake site server keep what they heard; loopback is a trusted balancer
 * (TRUSTED_PROXIES), so a request names its client in X-Forwarded-For and can come from any IPv4 or IPv6 client.
 */
let api: Awaited<ReturnType<typeof fakeUpstream>>;
let siteServer: Awaited<ReturnType<typeof fakeUpstream>>;
let nginx: Awaited<ReturnType<typeof startRealNginx>>;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-edge-root-'));

beforeAll(async () => {
  api = await fakeUpstream((_request, response) => {
    response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"data":{"status":"accepted"}}');
  });
  siteServer = await fakeUpstream((_request, response) => {
    response.writeHead(405, { 'Content-Type': 'application/json' }).end('{"error":"refused"}');
  });
  fs.chmodSync(root, 0o755);
  fs.writeFileSync(path.join(root, 'page.txt'), 'x'.repeat(4096));
  fs.chmodSync(path.join(root, 'page.txt'), 0o644);
  nginx = await startRealNginx({
    apiUpstream: api.address,
    siteServers: [siteServer.address],
    deployRoot: root,
    trustedProxies: ['127.0.0.1'],
  });
}, 10_000);

afterAll(async () => {
  nginx?.stop();
  await Promise.all([api, siteServer].map(({ server }) => new Promise((resolve) => server.close(resolve))));
  fs.rmSync(root, { recursive: true, force: true });
});

let clientNumber = 0;
/** A fresh IPv4 client for each call, so one test's posts never spend another's allowance. */
const freshClient = () => {
  clientNumber += 1;
  return `10.${clientNumber >> 8}.${clientNumber & 255}.1`;
};

/** The path exactly as written (fetch() would resolve dot segments first), from `client`. */
const send = (method: string, at: string, client = freshClient(), body = '{"doctor_id":1}') => {
  const withBody = method !== 'GET' && method !== 'HEAD';
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': client };
  return withBody
    ? requestAsWritten(
        nginx.origin,
        method,
        at,
        { ...headers, 'content-length': Buffer.byteLength(body) },
        body,
      )
    : requestAsWritten(nginx.origin, method, at, headers);
};

const apiWrites = () => api.heard.filter(({ method }) => method !== 'GET' && method !== 'HEAD');

describe('nginx: every write under /api/ goes through a site server’s gate', () => {
  it.each([
    ['POST', '/api/request-doctors/'],
    ['POST', '/api/Request-Doctors'],
    ['POST', '/api/REQUEST-DOCTORS'],
    ['POST', '/api/request-doctors/.'],
    ['POST', '/api/./request-doctors'],
    ['POST', '/api/x/../request-doctors'],
    ['POST', '/api//request-doctors'],
    ['POST', '/api/request%2Ddoctors'],
    ['POST', '/api/request-doctors%2F'],
    ['POST', '/API/request-doctors'],
    ['POST', '/api/doctors'],
    ['PUT', '/api/request-doctors'],
    ['DELETE', '/api/doctors/1'],
    ['PATCH', '/api/services'],
    ['OPTIONS', '/api/request-doctors'],
  ])('%s %s never reaches the API', async (method, at) => {
    const site = siteServer.heard.length;
    const answer = await send(method, at);
    expect(answer.status).toBe(405);
    expect(siteServer.heard.at(-1)?.url).toBe(at);
    expect(siteServer.heard.length).toBe(site + 1);
    expect(apiWrites()).toEqual([]);
  });

  it('still reads the API directly', async () => {
    const before = api.heard.length;
    expect((await send('GET', '/api/doctors')).status).toBe(201);
    expect((await send('HEAD', '/api/doctors')).status).toBe(201);
    expect(api.heard.length).toBe(before + 2);
  });

  it('limits those writes per client like the booking posts (429 from nginx itself)', async () => {
    const client = freshClient();
    const statuses: number[] = [];
    for (let n = 0; n < 25; n += 1)
      statuses.push((await send('POST', '/api/request-doctors/', client)).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    expect(apiWrites()).toEqual([]);
  });
});

describe('nginx: a client is an IPv4 address or an IPv6 /64', () => {
  const postsFrom = async (clients: string[]) => {
    const statuses: number[] = [];
    for (const client of clients)
      statuses.push((await send('POST', '/booking/mail', client, 'name=x')).status);
    return statuses;
  };

  it('counts 25 addresses of one /64 as one client, however nginx writes them', async () => {
    const spellings = (n: number) =>
      [
        `2a03:32c0:3:1::${(n + 1).toString(16)}`,
        `2a03:32c0:3:1:${n.toString(16)}:0:0:1`,
        `2a03:32c0:3:1:${n + 1}::`,
      ][n % 3] as string;
    const statuses = await postsFrom(Array.from({ length: 25 }, (_, n) => spellings(n)));
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
  });

  it('counts a /64 with zero groups (2a03::/64) as one client too', async () => {
    const statuses = await postsFrom(Array.from({ length: 25 }, (_, n) => `2a03::${(n + 1).toString(16)}`));
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
  });

  it('does not hold up 25 neighbouring /64s, nor 25 IPv4 addresses of one /24', async () => {
    const networks = await postsFrom(
      Array.from({ length: 25 }, (_, n) => `2a03:32c0:4:${n.toString(16)}::1`),
    );
    expect(networks.filter((status) => status === 429)).toEqual([]);
    const addresses = await postsFrom(Array.from({ length: 25 }, (_, n) => `192.0.2.${n + 1}`));
    expect(addresses.filter((status) => status === 429)).toEqual([]);
  });
});

describe('nginx: X-Forwarded-For only from a trusted balancer', () => {
  it('with none trusted (the default), a client naming 25 others in X-Forwarded-For is still one client', async () => {
    const direct = await startRealNginx({
      apiUpstream: api.address,
      siteServers: [siteServer.address],
      deployRoot: root,
    });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 25; n += 1) {
        const body = 'name=x';
        const answer = await requestAsWritten(
          direct.origin,
          'POST',
          '/booking/mail',
          {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(body),
            'x-forwarded-for': `198.51.100.${n + 1}`,
          },
          body,
        );
        statuses.push(answer.status);
      }
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    } finally {
      direct.stop();
    }
  });
});

describe('nginx: the challenge and the ranges', () => {
  it('limits proof-of-work challenges per client', async () => {
    const client = freshClient();
    const statuses: number[] = [];
    for (let n = 0; n < 30; n += 1) statuses.push((await send('GET', '/booking-challenge', client)).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
  });

  it('answers many ranges of a file with the whole file once, never more bytes than the file', async () => {
    const ranges = Array.from({ length: 500 }, (_, n) => `${n * 8}-${n * 8}`).join(',');
    const answer = await fetch(`${nginx.origin}/page.txt`, { headers: { range: `bytes=${ranges}` } });
    const body = await answer.arrayBuffer();
    expect(answer.status).toBe(200);
    expect(body.byteLength).toBe(4096);
    const one = await fetch(`${nginx.origin}/page.txt`, { headers: { range: 'bytes=0-9' } });
    expect(one.status).toBe(206);
    expect((await one.arrayBuffer()).byteLength).toBe(10);
  });
});
