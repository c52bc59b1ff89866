// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage } from '../../shared/src/api/acceptLanguage';
import { renderNginxConf } from './renderConf';

/** deploy/nginx.conf run for real, in front of an API that answers with the Accept-Language it heard. */
const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-nginx-language-'));
let api: Server;
let nginx: ChildProcess;
let site = '';
let heardCount = 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  api = createServer((request, response) => {
    heardCount += 1;
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ data: request.headers['accept-language'] ?? null }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  const root = fs.mkdtempSync(path.join(prefix, 'root-'));
  const conf = path.join(prefix, 'nginx.conf');
  const settings = {
    prefix,
    listen: `127.0.0.1:${port}`,
    deployRoot: root,
    apiUpstream: `127.0.0.1:${(api.address() as AddressInfo).port}`,
    siteServers: ['127.0.0.1:9'],
    remoteOrigins: [],
    frameOrigins: [],
    scriptHashes: [],
  };
  fs.writeFileSync(conf, renderNginxConf(settings));
  const binary = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  nginx = spawn(binary, ['-e', 'stderr', '-c', conf, '-p', prefix], { stdio: 'ignore' });
  site = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries += 1) {
    if (
      await fetch(`${site}/api/x`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx did not start');
}, 10_000);

afterAll(async () => {
  nginx?.kill();
  await new Promise((resolve) => api?.close(resolve));
  fs.rmSync(prefix, { recursive: true, force: true });
});

const heard = async (acceptLanguage?: string) => {
  const response = await fetch(`${site}/api/services`, {
    headers: acceptLanguage === undefined ? {} : { 'Accept-Language': acceptLanguage },
  });
  return ((await response.json()) as { data: string }).data;
};

/** What browsers send, in their order of preference: nginx and the API's rule agree on each. */
const BROWSERS = [
  'kk',
  'kk-KZ',
  'KK-kz',
  'kk;q=0.9, ru;q=0.8',
  'kk-KZ,kk;q=0.9,ru-RU;q=0.8,ru;q=0.7,en-US;q=0.6,en;q=0.5',
  'en-US,en;q=0.9,kk;q=0.8',
  'ru',
  'ru-RU',
  'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7',
  'ru, kk;q=0.9',
  'en-US,en;q=0.9',
  'kk;q=0, ru',
  'kk;q=0',
  '*',
  'kkk',
];

describe('nginx in front of the API: the language it forwards', () => {
  it.each(BROWSERS)('%j: the API hears what its own rule makes of it', async (header) => {
    expect(await heard(header)).toBe(localeOfAcceptLanguage(header));
  });

  it('is ru without the header, and for any junk: markup, a header past 256 characters', async () => {
    expect(await heard()).toBe('ru');
    expect(await heard('<script>alert(1)</script>')).toBe('ru');
    expect(await heard(`kk,${'x'.repeat(300)}`)).toBe('ru');
    expect(await heard(`kk,${'x-y;q=0.1,'.repeat(400)}`)).toBe('ru');
  });

  it('never passes on 10 KB of it: nginx refuses such a request itself (400), the API hears nothing', async () => {
    const before = heardCount;
    const response = await fetch(`${site}/api/services`, {
      headers: { 'Accept-Language': 'k'.repeat(10_240) },
    });
    expect(response.status).toBe(400);
    expect(heardCount).toBe(before);
  });
});
