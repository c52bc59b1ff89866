// @vitest-environment node
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteApp } from '../app';
import type { RenderedPage } from '../render/htmlPage';
import type { Renderer } from '../render/renderer';
import { tempDir } from '../testing/servers';
import { createFallbackLog } from './fallbackLog';
import { type FallbackReason, fellBack, type RenderResult, rendered } from './fallbackReason';

const INDEX = '<html><head><title>Клиника</title></head><body><div id="root"></div></body></html>';
const PAGE: RenderedPage = {
  html: '<main><h1>Контакты</h1></main>',
  styleTags: '',
  title: 'Контакты',
  description: null,
  leftToBrowser: [],
  sections: [],
};

let server: http.Server | undefined;
afterEach(() => {
  server?.close();
  vi.restoreAllMocks();
});

/** The site over a deploy root with index.html and one static file, its renderer answering `answer`. */
async function site(answer: (url: string) => RenderResult<unknown>) {
  const root = tempDir('clinic-pipeline-');
  fs.writeFileSync(path.join(root, 'index.html'), INDEX);
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
  const render = vi.fn(async (url: string) => answer(url));
  const renderer = { render } as unknown as Renderer;
  server = createSiteApp({
    deployRoot: root,
    apiOrigin: 'http://127.0.0.1:9',
    pages: { renderer, budgetMs: 3000 },
  }).listen(0);
  await new Promise((resolve) => server?.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { render, get: (url: string, init?: RequestInit) => fetch(base + url, init) };
}

describe('the pipeline in app.ts: static files → page → fallback', () => {
  it('serves a file of the deploy root without rendering, and renders a page path', async () => {
    const { render, get } = await site(() => rendered({ page: PAGE, api: {}, remotes: {} }));
    expect(await (await get('/favicon.svg')).text()).toBe('<svg/>');
    expect(render).not.toHaveBeenCalled();
    const page = await get('/contacts');
    expect(page.headers.get('x-render')).toBe('server');
    expect(await page.text()).toContain('<h1>Контакты</h1>');
    expect(render).toHaveBeenCalledWith('/contacts', 1280, 3000);
  });

  it.each<FallbackReason>(['shed', 'time-out', 'failed-build', 'render-error', 'no-server-build'])(
    'sends the static shell on %s, and logs it once',
    async (reason) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { get } = await site(() => fellBack(reason, 'why'));
      const page = await get('/contacts');
      expect(page.status).toBe(200);
      expect(page.headers.get('x-render')).toBe('static');
      expect(page.headers.get('vary')).toContain('Sec-CH-UA-Mobile, User-Agent');
      expect(await page.text()).toBe(INDEX);
      expect(log.mock.calls).toEqual([[`[ssr] /contacts: the static shell (${reason}): why`]]);
    },
  );

  it('renders nothing for a POST: it goes on to the 404', async () => {
    const { render, get } = await site(() => rendered({ page: PAGE, api: {}, remotes: {} }));
    const post = await get('/contacts', { method: 'POST' });
    expect(post.status).toBe(404);
    expect(render).not.toHaveBeenCalled();
    expect((await get('/remotes.json')).status).toBe(404);
  });
});

describe('createFallbackLog', () => {
  it('logs a reason once, then sums up its repeats with the next line past 5 s', () => {
    const lines: string[] = [];
    let now = 0;
    const log = createFallbackLog(
      (line) => lines.push(line),
      () => now,
    );
    log('/a', 'shed');
    log('/b', 'shed');
    log('/c', 'time-out', 'no page within 3000 ms');
    now = 4999;
    log('/d', 'shed');
    now = 5000;
    log('/e', 'shed');
    expect(lines).toEqual([
      '[ssr] /a: the static shell (shed)',
      '[ssr] /c: the static shell (time-out): no page within 3000 ms',
      '[ssr] /e: the static shell (shed) (and 2 more since the last line)',
    ]);
  });
});
