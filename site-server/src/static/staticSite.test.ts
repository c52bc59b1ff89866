// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Running, startSite, tempDir } from '../testing/servers';

const INDEX = '<!doctype html><title>Клиника</title><div id="root"></div>';

function buildSite(): string {
  const root = tempDir('clinic-site-');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('index.html', INDEX);
  write('remotes.json', '{"catalog":"/mfe/catalog/1.0.0/mf-manifest.json"}');
  write(
    'mfe/catalog/1.0.0/remoteEntry.js',
    `console.log("catalog");\n${'// padding to compress\n'.repeat(200)}`,
  );
  write('mfe/catalog/1.0.0/index.html', 'not a page');
  // As the build writes them (scripts/rspack/precompressAssets.ts): the same script, encoded.
  const routes = `console.log("routes");\n${'// padding\n'.repeat(200)}`;
  write('mfe/catalog/1.0.0/routes.js', routes);
  fs.writeFileSync(path.join(root, 'mfe/catalog/1.0.0/routes.js.br'), zlib.brotliCompressSync(routes));
  fs.writeFileSync(path.join(root, 'mfe/catalog/1.0.0/routes.js.gz'), zlib.gzipSync(routes, { level: 9 }));
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A page address is never looked up on disk, even where a file of that name is there.
  write('doctors-list/list', 'a stray file');
  return root;
}

let server: Running;
let root: string;
beforeAll(async () => {
  root = buildSite();
  // No API behind it: these answers come from the deploy root alone.
  server = await startSite(root, 'http://127.0.0.1:9');
});
afterAll(() => server.stop());

const get = (url: string) => fetch(server.baseUrl + url);

describe('serving the built site', () => {
  it('answers a range past a file’s end with 416 and one log line, no stack', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await fetch(`${server.baseUrl}/mfe/catalog/1.0.0/remoteEntry.js`, {
        headers: { range: 'bytes=999999-' },
      });
      expect(answer.status).toBe(416);
      expect(answer.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
      expect(error).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(1);
      const line = String(warn.mock.calls[0]?.[0]);
      expect(line).toContain('416');
      expect(line).not.toMatch(/\n\s+at /);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('serves remote bundles as immutable and a missing bundle as a real 404', async () => {
    const bundle = await get('/mfe/catalog/1.0.0/remoteEntry.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await bundle.text()).toContain('catalog');
    for (const missing of ['/mfe/catalog/9.9.9/remoteEntry.js', '/mfe/catalog/1.0.0/', '/mfe/doctors']) {
      const response = await get(missing);
      expect(response.status, missing).toBe(404);
      expect(await response.text()).not.toContain('<div id="root">');
    }
  });

  it('sends bundles gzipped to browsers that accept it, with the security headers, as the production nginx does', async () => {
    const response = await get('/mfe/catalog/1.0.0/remoteEntry.js');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('sends a script as the build encoded it (brotli, else gzip), with the rules of its folder', async () => {
    /** fetch() decodes what it gets; this reads the bytes as sent. */
    const raw = (url: string, acceptEncoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(server.baseUrl + url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const url = '/mfe/catalog/1.0.0/routes.js';
    const plain = fs.readFileSync(path.join(root, url));
    const br = await raw(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.body).toEqual(fs.readFileSync(path.join(root, `${url}.br`)));
    expect(zlib.brotliDecompressSync(br.body)).toEqual(plain);
    const gz = await raw(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toEqual(fs.readFileSync(path.join(root, `${url}.gz`)));
    const identity = await raw(url, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['content-type']).toBe(br.headers['content-type']);
    expect(identity.body).toEqual(plain);
    // A script with no encoded copy is encoded on the fly, as before.
    const onTheFly = await raw('/mfe/catalog/1.0.0/remoteEntry.js', 'br');
    expect(onTheFly.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(onTheFly.body).toString()).toContain('catalog');
  });

  it('never caches /remotes.json and revalidates index.html', async () => {
    const remotes = await get('/remotes.json');
    expect(remotes.headers.get('cache-control')).toBe('no-store');
    expect(await remotes.json()).toEqual({ catalog: '/mfe/catalog/1.0.0/mf-manifest.json' });
    for (const url of ['/', '/index.html']) {
      const index = await get(url);
      expect(index.headers.get('cache-control')).toBe('no-cache');
      expect(await index.text()).toBe(INDEX);
    }
  });

  it('falls back to index.html for client routes, and serves other files as they are', async () => {
    for (const route of ['/doctors-list/list', '/services/details/priem-terapevta', '/no-such-file.js']) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toBe(INDEX);
    }
    expect(await (await get('/favicon.svg')).text()).toContain('<svg');
  });

  it('answers other methods on pages with an error, not the shell', async () => {
    const response = await fetch(`${server.baseUrl}/contacts`, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('<div id="root">');
  });
});
