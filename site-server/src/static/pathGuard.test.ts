// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../testing/rawGet';
import { type Running, startSite, tempDir } from '../testing/servers';

let server: Running;
beforeAll(async () => {
  const root = tempDir('clinic-path-guard-');
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  const script = 'console.log("x");\n'.repeat(50);
  fs.writeFileSync(path.join(root, 'x.js'), script);
  fs.writeFileSync(path.join(root, 'x.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(root, 'x.js.gz'), zlib.gzipSync(script));
  server = await startSite(root, 'http://127.0.0.1:9');
});
afterAll(() => server.stop());

const raw = (urlPath: string, acceptEncoding: string) =>
  rawGet(server.baseUrl, urlPath, { 'accept-encoding': acceptEncoding });

describe('paths the site cannot read', () => {
  const BAD = [
    '/x%00.js',
    '/mfe/catalog/1.0.0/x%00.js',
    '/x%00',
    '/doctors-list/%00',
    '/%E0%A4%A',
    '/x%E0%A4%A.js',
    '/%C0%AF.css',
    '/%ff',
    '/og/x%00.png',
    '/api/x%00',
  ];
  for (const encoding of ['br', 'gzip', 'identity']) {
    it(`are a plain 400 with Accept-Encoding: ${encoding}, never a 500 or a stack trace`, async () => {
      for (const urlPath of BAD) {
        const response = await raw(urlPath, encoding);
        expect(response.status, urlPath).toBe(400);
        expect(response.headers['content-type'], urlPath).toMatch(/^text\/plain/);
        expect(response.headers['cache-control'], urlPath).toBe('no-store');
        expect(response.body, urlPath).toContain('Неверный адрес');
        expect(response.body, urlPath).not.toMatch(/ at |Error/);
      }
    });
  }

  it('lets readable paths through: an encoded file, a Cyrillic address', async () => {
    const script = await raw('/x.js', 'br');
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    // Percent-encoded UTF-8 is a path like any other (the shell's fallback answers it).
    expect((await raw('/%d0%b2%d1%80%d0%b0%d1%87', 'gzip')).status).toBe(200);
  });
});
