// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngSize } from '../../testing/png';
import { type Running, type SeenRequest, startFakeApi, startSite, tempDir } from '../../testing/servers';
import { MAX_DRAWING, MAX_PICTURE_BYTES } from './previewRoutes';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600"><rect width="480" height="600"/></svg>';

/** The API's media as the test wants them, by path. */
const MEDIA: Record<string, (res: import('node:http').ServerResponse) => void> = {
  '/media/doctors/anna.svg': (res) => res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(SVG),
  '/media/doctors/page.svg': (res) =>
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html></html>'),
  // Said in its Content-Length.
  '/media/doctors/huge.svg': (res) => {
    const body = SVG.padEnd(MAX_PICTURE_BYTES + 1);
    res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Content-Length': body.length }).end(body);
  },
  // Found only while reading.
  '/media/doctors/chunked.svg': (res) => {
    res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Transfer-Encoding': 'chunked' });
    for (let sent = 0; sent <= MAX_PICTURE_BYTES; sent += 64 * 1024) res.write(' '.repeat(64 * 1024));
    res.end(SVG);
  },
};
let apiDown = false;
/** The pictures the API's lists name, as the site's pages show them; any other is no picture of the site. */
const LISTED = ['anna', 'page', 'huge', 'chunked', 'missing', 'later', 'slow-1', 'slow-2', 'slow-3'];
/** The slow pictures answer when the test says. */
let releaseSlow: () => void = () => {};
const slowReleased = new Promise<void>((resolve) => {
  releaseSlow = resolve;
});
for (const name of ['slow-1', 'slow-2', 'slow-3']) {
  MEDIA[`/media/doctors/${name}.svg`] = (res) =>
    void slowReleased.then(() => res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(SVG));
}

let api: Running & { seen: SeenRequest[] };
let site: Running;
beforeAll(async () => {
  api = await startFakeApi(({ url }, res) => {
    if (apiDown) return void res.writeHead(500).end();
    if (url === '/api/doctors') {
      const data = LISTED.map((name, id) => ({ id, image: `/media/doctors/${name}.svg` }));
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data }));
    }
    if (url.startsWith('/api/')) return void res.writeHead(200).end('{"data":[]}');
    const answer = MEDIA[url];
    if (answer) answer(res);
    else res.writeHead(404).end('Not found');
  });
  site = await startSite(tempDir('clinic-og-'), api.baseUrl);
});
afterAll(async () => {
  await site?.stop();
  await api?.stop();
});

const get = (path: string) => fetch(`${site.baseUrl}${path}`);
const asked = (path: string) => api.seen.filter((request) => request.url === path).length;

describe('GET /og/…png: link-preview pictures', { timeout: 30_000 }, () => {
  it('draws a page’s picture as a 1200×630 PNG, once, that caches may keep', async () => {
    for (let time = 0; time < 3; time++) {
      const response = await get('/og/media/doctors/anna.svg.png');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    }
    expect(asked('/media/doctors/anna.svg')).toBe(1);
  });

  it('draws the clinic’s own preview without asking the API', async () => {
    const before = api.seen.length;
    const response = await get('/og/clinic.png');
    expect(response.status).toBe(200);
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    expect(api.seen.length).toBe(before);
  });

  it('answers 404 to any other path, and never asks the API for it', async () => {
    const before = api.seen.length;
    for (const path of [
      '/og/media/../api/doctors.svg.png',
      '/og/media/%2e%2e/%2e%2e/etc/passwd.svg.png',
      '/og/media/doctors%2f..%2f..%2fapi.svg.png',
      '/og/api/doctors.svg.png',
      '/og/media/doctors/anna.png',
      '/og/other.png',
      '/og/',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).not.toContain('image');
    }
    expect(api.seen.slice(before)).toEqual([]);
  });

  it('answers 404 when the API has no such picture, or sends no SVG, or one over the limit', async () => {
    for (const name of ['missing', 'page', 'huge', 'chunked']) {
      const path = `/og/media/doctors/${name}.svg.png`;
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('draws only the pictures the site’s pages show: an invented one is a 404, not asked of the API', async () => {
    await get('/og/media/doctors/anna.svg.png');
    const before = api.seen.length;
    for (let n = 0; n < 20; n++) {
      const response = await get(`/og/media/doctors/invented-${n}.svg.png`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).not.toContain('image');
    }
    // The lists were read moments ago: nothing at all reaches the API for them.
    expect(api.seen.slice(before)).toEqual([]);
  });

  it(`draws at most ${MAX_DRAWING} at once; beyond, a 503 to try again, never a queue`, async () => {
    const first = [get('/og/media/doctors/slow-1.svg.png'), get('/og/media/doctors/slow-2.svg.png')];
    await vi.waitFor(() => expect(asked('/media/doctors/slow-2.svg')).toBe(1));
    const busy = await get('/og/media/doctors/slow-3.svg.png');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(busy.headers.get('cache-control')).toBe('no-store');
    expect(asked('/media/doctors/slow-3.svg')).toBe(0);
    // A kept picture is no drawing: served while the others draw.
    expect((await get('/og/media/doctors/anna.svg.png')).status).toBe(200);
    releaseSlow();
    for (const response of await Promise.all(first)) expect(response.status).toBe(200);
    expect((await get('/og/media/doctors/slow-3.svg.png')).status).toBe(200);
  });

  it('answers 503 while the API is down, and keeps nothing of it', async () => {
    apiDown = true;
    const down = await get('/og/media/doctors/later.svg.png');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('60');
    apiDown = false;
    MEDIA['/media/doctors/later.svg'] = MEDIA['/media/doctors/anna.svg']!;
    expect((await get('/og/media/doctors/later.svg.png')).status).toBe(200);
  });
});
