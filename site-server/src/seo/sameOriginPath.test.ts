// @vitest-environment node
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfToken } from '../ops/opsAuth';
import { rawGet } from '../testing/rawGet';
import { type Running, startFakeApi, startSite, tempDir } from '../testing/servers';
import { keepRedirectsOnSite, sameOriginPath } from './sameOriginPath';

/** What a browser makes of a Location sent by a page of http://site.test: it must stay there. */
const followed = (location: string) => new URL(location, 'http://site.test/a/b');

describe('sameOriginPath', () => {
  it.each([
    ['/contacts?x=1', '/contacts?x=1'],
    ['/', '/'],
    ['//evil.com/', '/evil.com/'],
    ['/.//evil.com/', '/evil.com/'],
    ['/\\evil.com/x', '/evil.com/x'],
    ['\\/evil.com', '/evil.com'],
    ['/\\/\\evil.com', '/evil.com'],
    ['/a/..//evil.com', '/evil.com'],
    ['/%2e%2e//evil.com', '/evil.com'],
    [' \t//evil.com', '/evil.com'],
    ['https://evil.com/x', '/'],
    ['javascript:alert(1)', '/'],
    ['evil.com', '/'],
    ['', '/'],
  ])('%j → %j', (target, path) => {
    expect(sameOriginPath(target)).toBe(path);
    expect(followed(sameOriginPath(target)).origin).toBe('http://site.test');
  });
});

describe('keepRedirectsOnSite: the net under every step', () => {
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    const app = express();
    keepRedirectsOnSite(app);
    app.get('/go', (req, res) => res.redirect(302, String(req.query.to)));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it.each([
    ['//evil.com/x', '/evil.com/x'],
    ['/\\evil.com', '/evil.com'],
    ['https://evil.com/', '/'],
    ['/ops?done=a%20b', '/ops?done=a%20b'],
  ])('res.redirect(%j) sends Location %j', async (to, location) => {
    const response = await fetch(`${base}/go?to=${encodeURIComponent(to)}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
  });
});

describe('no redirect of the site server leaves its origin', () => {
  let site: Running;
  let api: Running;
  beforeAll(async () => {
    api = await startFakeApi((_request, res) => res.end('{}'));
    site = await startSite(tempDir('seo-redirects-'), api.baseUrl);
  });
  afterAll(async () => {
    await site.stop();
    await api.stop();
  });

  /** Exactly one leading `/`, no backslash after it, and a browser stays on the site. */
  const expectOnSite = (location: string | undefined, path: string) => {
    expect(location, path).toMatch(/^\/(?![/\\])/);
    expect(followed(location ?? '').origin, path).toBe('http://site.test');
  };

  it.each([
    '/.//evil.com/?mfe-preview=x',
    '//evil.com/?mfe-preview=x',
    '/\\evil.com/?mfe-preview=x',
    '/./\\evil.com/x?mfe-preview=x&utm_source=y',
    '/%2e//evil.com/?mfe-preview=x',
  ])('a preview link: %s', async (path) => {
    const response = await rawGet(site.baseUrl, path);
    expect(response.status, path).toBe(302);
    expectOnSite(response.headers.location, path);
    expect(response.headers.location, path).not.toContain('mfe-preview');
  });

  it('a preview link keeps the rest of its address', async () => {
    const response = await rawGet(site.baseUrl, '/Doctors-List/list?mfe-preview=x&utm_source=y');
    expect(response.headers.location).toBe('/Doctors-List/list?utm_source=y');
  });

  it.each([
    '/.//evil.com/',
    '//Evil.com/x',
    '/\\Evil.com/x',
    '/\\/Evil.com/x',
    '/./\\Evil.com/x/',
    '/a/..//Evil.com/x',
  ])('a canonical redirect: %s', async (path) => {
    const response = await rawGet(site.baseUrl, path);
    expect(response.status, path).toBe(301);
    expectOnSite(response.headers.location, path);
  });

  it('the ops page redirects only to itself', () => {
    // opsRoutes answers its posts with `/ops?done=…` (opsRoutes.test.ts); the net keeps any other form on site.
    expect(sameOriginPath(`/ops?done=${encodeURIComponent('x')}&csrf=${csrfToken('t')}`)).toMatch(/^\/ops\?/);
  });
});
