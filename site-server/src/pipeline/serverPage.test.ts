// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteApp } from '../app';
import { pageBody } from '../render/pageHtml';
import type { Renderer } from '../render/renderer';
import { renderedPage } from '../testing/renderedPage';
import { tempDir } from '../testing/servers';
import { DESKTOP_WIDTH, guessViewportWidth, PHONE_WIDTH } from './serverPage';

const TEMPLATE = '<html><head><title>Клиника</title></head><body><div id="root"></div></body></html>';
const PAGE = renderedPage({
  html: `<main><h1>Контакты</h1>${'<p>Алматы, ул. Абая</p>'.repeat(200)}</main>`,
  title: 'Контакты',
});
const PAGE_URL = 'https://diagnost.kz/contacts';
const parts = () => ({
  headTags: '<link rel="canonical" href="https://diagnost.kz/contacts">',
  state: { remotes: {}, viewportWidth: 1280 },
});

describe('pageBody: a kept page is composed and compressed once', () => {
  it('composes once per page, index.html and URL, and compresses once per encoding', async () => {
    const compose = vi.fn(parts);
    const first = pageBody(PAGE, TEMPLATE, PAGE_URL, compose);
    const again = pageBody(PAGE, TEMPLATE, PAGE_URL, compose);
    expect(first.html).toContain('<link rel="canonical" href="https://diagnost.kz/contacts">');
    expect(again.html).toBe(first.html);
    expect(compose).toHaveBeenCalledTimes(1);
    expect(again.encoded('gzip')).toBe(first.encoded('gzip'));
    expect(zlib.gunzipSync(await first.encoded('gzip')).toString()).toBe(first.html);
    expect(zlib.brotliDecompressSync(await first.encoded('br')).toString()).toBe(first.html);
    pageBody(PAGE, TEMPLATE.replace('Клиника', 'Клиника «Диагност»'), PAGE_URL, compose);
    expect(compose).toHaveBeenCalledTimes(2);
    pageBody(
      PAGE,
      TEMPLATE.replace('Клиника', 'Клиника «Диагност»'),
      'http://127.0.0.1:3000/contacts',
      compose,
    );
    expect(compose).toHaveBeenCalledTimes(3);
  });
});

describe('a server-rendered page over HTTP', () => {
  let server: http.Server | undefined;
  afterEach(() => server?.close());

  it('is the same page with brotli, gzip or no encoding, and says what it varies on', async () => {
    const root = tempDir('clinic-ssr-body-');
    fs.writeFileSync(path.join(root, 'index.html'), TEMPLATE);
    const renderer = {
      render: async () => ({ kind: 'page', rendered: { page: PAGE, api: {}, remotes: {} } }),
    } as unknown as Renderer;
    const pages = { renderer, budgetMs: 3000 };
    server = createSiteApp({ deployRoot: root, apiOrigin: 'http://127.0.0.1:9', pages }).listen(0);
    await new Promise((resolve) => server?.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/contacts`;
    const get = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const [br, gzip, plain] = await Promise.all([get('gzip, deflate, br'), get('gzip'), get('identity')]);
    expect([br, gzip, plain].map(({ headers }) => headers['content-encoding'])).toEqual([
      'br',
      'gzip',
      undefined,
    ]);
    const html = plain.body.toString();
    expect(html).toContain('<h1>Контакты</h1>');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(html);
    expect(br.headers.vary).toBe('Sec-CH-UA-Mobile, User-Agent, Accept-Encoding');
    expect(br.headers['x-render']).toBe('server');
  });
});

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

describe('guessViewportWidth: the layout the server renders (SPEC §2: mobile below 640 px)', () => {
  it('believes Sec-CH-UA-Mobile first', () => {
    expect(guessViewportWidth({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP })).toBe(PHONE_WIDTH);
    expect(guessViewportWidth({ 'sec-ch-ua-mobile': '?0', 'user-agent': ANDROID })).toBe(DESKTOP_WIDTH);
  });

  it('reads phones from the User-Agent otherwise, and renders the desktop layout for anything else', () => {
    expect(guessViewportWidth({ 'user-agent': IPHONE })).toBe(PHONE_WIDTH);
    expect(guessViewportWidth({ 'user-agent': ANDROID })).toBe(PHONE_WIDTH);
    expect(guessViewportWidth({ 'user-agent': DESKTOP })).toBe(DESKTOP_WIDTH);
    expect(guessViewportWidth({})).toBe(DESKTOP_WIDTH);
    expect(PHONE_WIDTH).toBeLessThan(640);
    expect(DESKTOP_WIDTH).toBeGreaterThanOrEqual(640);
  });
});
