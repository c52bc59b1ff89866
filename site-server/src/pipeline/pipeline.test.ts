// @vitest-environment node

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PageRequest } from '@clinic/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteApp } from '../app';
import { DEFAULT_BOOKING_SETTINGS } from '../booking/bookingSettings';
import { openGuardStore } from '../booking/guardStore';
import { type FallbackReason, fellBack, type PageResult, rendered } from '../render/pageResult';
import type { Renderer } from '../render/renderer';
import { formCookie } from '../testing/bookingClient';
import { renderedPage } from '../testing/renderedPage';
import { tempDir } from '../testing/servers';
import { createFallbackLog } from './pageFallback';

const INDEX =
  '<html><head><title>Клиника</title><script defer src="/main.1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const PAGE = renderedPage({
  html: '<main><h1>Контакты</h1></main>',
  title: 'Контакты',
});

let server: http.Server | undefined;
const SECRET = randomBytes(32);
afterEach(() => {
  server?.close();
  vi.restoreAllMocks();
});

/** The site over a deploy root with index.html and one static file, its renderer answering `answer`. */
async function site(answer: (url: string) => PageResult<unknown>) {
  const root = tempDir('clinic-pipeline-');
  fs.writeFileSync(path.join(root, 'index.html'), INDEX);
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
  const render = vi.fn(async ({ url }: PageRequest) => answer(url));
  const renderer = { render } as unknown as Renderer;
  server = createSiteApp({
    deployRoot: root,
    apiOrigin: 'http://127.0.0.1:9',
    pages: { renderer, budgetMs: 3000 },
    bookings: {
      secret: SECRET,
      store: openGuardStore(null),
      settings: { ...DEFAULT_BOOKING_SETTINGS, budgetMs: 15_000 },
    },
  }).listen(0);
  await new Promise((resolve) => server?.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { root, render, get: (url: string, init?: RequestInit) => fetch(base + url, init) };
}

describe('the pipeline in app.ts: static files → page → fallback', () => {
  it('serves a file of the deploy root without rendering, and renders a page path', async () => {
    const { render, get } = await site(() => rendered({ page: PAGE, api: {}, remotes: {} }));
    expect(await (await get('/favicon.svg')).text()).toBe('<svg/>');
    expect(render).not.toHaveBeenCalled();
    const page = await get('/contacts');
    expect(page.headers.get('x-render')).toBe('server');
    // The entry is asked for with the headers, before the HTML has arrived.
    expect(page.headers.get('link')).toBe('</main.1.js>; rel=preload; as=script');
    expect(await page.text()).toContain('<h1>Контакты</h1>');
    // The HTTP request goes along: the render reads the deploy root as the rest of its answer did.
    expect(render).toHaveBeenCalledWith(
      { url: '/contacts', viewportWidth: 1280, budgetMs: 3000 },
      {},
      expect.objectContaining({ method: 'GET', url: '/contacts' }),
    );
  });

  it('never serves the release tool’s own files (history, canaries, their policy)', async () => {
    const { get, root } = await site(() => rendered({ page: PAGE, api: {}, remotes: {} }));
    for (const file of ['releases.json', 'canary.json', 'canary-policy.json']) {
      fs.writeFileSync(path.join(root, file), '{}');
      expect((await get(`/${file}`)).status, file).toBe(404);
    }
  });

  it.each<FallbackReason>(['shed', 'time-out', 'failed-build', 'render-error', 'no-server-build'])(
    'sends the static shell on %s, and logs it once',
    async (reason) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { get } = await site(() => fellBack(reason, 'why'));
      const page = await get('/contacts');
      expect(page.status).toBe(200);
      expect(page.headers.get('x-render')).toBe(`static; reason=${reason}`);
      expect(page.headers.get('link')).toBeNull();
      expect(page.headers.get('vary')).toContain('Sec-CH-UA-Mobile, User-Agent');
      expect(await page.text()).toBe(INDEX);
      expect(log.mock.calls).toEqual([[`[ssr] /contacts: the static shell (${reason}): why`]]);
    },
  );

  it('renders nothing for a POST that is not a form: a 400 page, never the shell', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { render, get } = await site(() => rendered({ page: PAGE, api: {}, remotes: {} }));
    const post = await get('/contacts', { method: 'POST' });
    expect(post.status).toBe(400);
    expect(await post.text()).not.toContain('<div id="root">');
    expect(render).not.toHaveBeenCalled();
    expect((await get('/remotes.json')).status).toBe(404);
  });
});

describe('form posts (the booking pages): parsed and capped here, taken by the route’s action', () => {
  /** A post of the booking form at /booking/mail, served to this browser a few seconds ago. */
  const form = (body: string, type = 'application/x-www-form-urlencoded') => ({
    method: 'POST',
    headers: { 'content-type': type, cookie: formCookie(SECRET, '/booking/mail') },
    body,
    redirect: 'manual' as const,
  });

  it('hands the fields to a render thread with the page, and answers its redirect with a 303', async () => {
    const { render, get } = await site(() => ({ kind: 'redirect', location: '/booking/sent' }));
    const post = await get(
      '/booking/mail',
      form('name=%D0%90%D0%B9%D0%B3%D1%83%D0%BB%D1%8C&phone=7015556677'),
    );
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toBe('/booking/sent');
    // The post's budget is a booking's, and its key is made from its content (booking/submissionKey.ts).
    expect(render).toHaveBeenCalledWith(
      {
        url: '/booking/mail',
        viewportWidth: 1280,
        budgetMs: 15_000,
        post: { name: 'Айгуль', phone: '7015556677', key: expect.stringMatching(/^[0-9a-f]{32}$/) },
      },
      {},
      expect.objectContaining({ method: 'POST', url: '/booking/mail' }),
    );
  });

  it('sends the page the action asked for again, with its status (the form with its messages)', async () => {
    const { get } = await site(() => rendered({ page: { ...PAGE, status: 422 }, api: {}, remotes: {} }));
    const post = await get('/booking/mail', form('name=&phone=1'));
    expect(post.status).toBe(422);
    expect(post.headers.get('x-render')).toBe('server');
    expect(await post.text()).toContain('<h1>Контакты</h1>');
  });

  it.each([
    ['another content type', form('{"name":"a"}', 'application/json')],
    ['a body over the limit', form(`name=${'a'.repeat(9000)}&phone=1`)],
    ['a field given twice', form('name=a&name=b&phone=1')],
    ['no fields', form('')],
  ])('answers %s with a 400 page in Russian, and sends nothing on', async (_, init) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { render, get } = await site(() => rendered({ page: PAGE, api: {}, remotes: {} }));
    const post = await get('/booking/mail', init);
    expect(post.status).toBe(400);
    expect(await post.text()).toContain('Заявка не принята');
    expect(render).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a post to an address no route takes posts at is a 405 page; no render thread, a 503 page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const notTaken = await site(() => ({ kind: 'noAction' }));
    expect((await notTaken.get('/contacts', form('name=a'))).status).toBe(405);
    server?.close();
    const shed = await site(() => fellBack('shed', 'busy'));
    const post = await shed.get('/booking/mail', form('name=a&phone=1'));
    expect(post.status).toBe(503);
    expect(await post.text()).toContain('Заявка не отправлена');
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
