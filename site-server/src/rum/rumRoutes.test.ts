// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/servers';
import { rumRoutes } from './rumRoutes';
import { RumStore } from './store';

const V = '1.0.0-d0c70250';
const root = tempDir('rum-routes-');
fs.mkdirSync(path.join(root, 'mfe', 'doctors', V), { recursive: true });
const store = new RumStore({
  file: path.join(root, '.rum', 'rum.sqlite'),
  retentionMs: 3_600_000,
  maxRows: 10_000,
});
const TOKEN = 'ops-token-for-the-test';
let base = '';
let server: http.Server;

beforeAll(async () => {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(rumRoutes(root, { store, perMinute: 5, opsToken: TOKEN }));
  app.use((_req, res) => {
    res.status(404).end();
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  store.close();
});

let client = 0;
/** Each call from another client (X-Forwarded-For from loopback is trusted, as nginx sends it). */
const post = (body: string, type = 'text/plain;charset=UTF-8', from = `10.1.0.${++client}`) =>
  fetch(`${base}/rum`, { method: 'POST', body, headers: { 'content-type': type, 'x-forwarded-for': from } });
const beacon = (patch: object = {}) =>
  JSON.stringify({
    v: 1,
    views: [
      { owner: 'doctors', remotes: { doctors: { version: V, errors: 1 } }, lcp: 900, inp: 64, ...patch },
    ],
  });
const metrics = async (headers: Record<string, string> = {}) =>
  (await fetch(`${base}/metrics`, { headers })).text();

describe('POST /rum', () => {
  it('stores a good beacon as text/plain (sendBeacon) or JSON, and counts it by remote and version', async () => {
    expect((await post(beacon())).status).toBe(204);
    expect((await post(beacon(), 'application/json')).status).toBe(204);
    expect(store.health('doctors', V, 0, Date.now() + 1)).toMatchObject({
      views: 2,
      errors: 2,
      lcp: [900, 900],
    });
    const text = await metrics();
    expect(text).toContain(`rum_page_views_total{remote="doctors",version="${V}"} 2`);
    expect(text).toContain(`rum_page_views_with_errors_total{remote="doctors",version="${V}"} 2`);
    expect(text).toMatch(new RegExp(`rum_lcp_seconds_bucket\\{le="1",remote="doctors",version="${V}"\\} 2`));
  });

  it('drops and counts a bad, oversized, unknown-version or other-type beacon, never with a 500', async () => {
    expect((await post('{"v":1')).status).toBe(400);
    expect((await post(beacon({ path: '/doctors-list/ivanov' }))).status).toBe(400);
    expect((await post(beacon({ remotes: { doctors: { version: '6.6.6' } } }))).status).toBe(400);
    expect((await post('x'.repeat(9000))).status).toBe(413);
    expect((await post(beacon(), 'multipart/form-data; boundary=x')).status).toBe(400);
    const text = await metrics();
    for (const reason of ['not-json', 'shape', 'unknown-version', 'too-large', 'unreadable']) {
      expect(text).toContain(`rum_beacons_dropped_total{reason="${reason}"} 1`);
    }
    expect(store.health('doctors', '6.6.6', 0, Date.now() + 1).views).toBe(0);
  });

  it('limits each client IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) codes.push((await post(beacon(), 'text/plain', '10.9.9.9')).status);
    expect(codes).toEqual([204, 204, 204, 204, 204, 429, 429]);
    expect((await post(beacon(), 'text/plain', '10.9.9.10')).status).toBe(204);
    expect(await metrics()).toContain('rum_beacons_dropped_total{reason="rate-limited"} 2');
  });
});

describe('GET /metrics', () => {
  it('answers on loopback, or with the ops token; never a forwarded request without it', async () => {
    expect(await metrics()).toContain('rum_beacons_accepted_total');
    const forwarded = await fetch(`${base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.status).toBe(404);
    expect(await metrics({ 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` })).toContain(
      'rum_page_views_total',
    );
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(404);
  });
});
