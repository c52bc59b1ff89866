// @vitest-environment node
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '../app';
import { rendered } from '../render/pageResult';
import type { Renderer } from '../render/renderer';
import { rawGet } from '../testing/rawGet';
import { renderedPage } from '../testing/renderedPage';
import { type Running, startFakeApi, tempDir } from '../testing/servers';

const SITE_ORIGIN = 'https://diagnost-clinic.kz';
const PAGE = renderedPage({ html: '<main>Контакты</main>', title: 'Контакты' });
/** Everything a foreign host could be written into: a page's head, robots.txt, the sitemap. */
const WRITTEN = ['/contacts', '/robots.txt', '/sitemap.xml'];

let api: Running;
const servers: http.Server[] = [];
beforeAll(async () => {
  // Every API list is empty: the sitemap still names the static pages on the origin.
  api = await startFakeApi((_request, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}'),
  );
});
afterAll(async () => {
  for (const server of servers) server.close();
  await api.stop();
});

async function site(siteOrigin?: string): Promise<{ base: string; port: number }> {
  const root = tempDir('clinic-hosts-');
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  const render = async () =>
    rendered({ page: PAGE, api: {}, remotes: {}, owners: { owners: [], complete: true } });
  const server = createSiteApp({
    deployRoot: root,
    apiOrigin: api.baseUrl,
    siteOrigin,
    pages: { renderer: { render } as unknown as Renderer, budgetMs: 3000 },
  }).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, port };
}

const expectMisdirected = (
  answer: { status: number; headers: http.IncomingHttpHeaders; body: string },
  what: string,
) => {
  expect(answer.status, what).toBe(421);
  expect(answer.headers['cache-control'], what).toBe('no-store');
  expect(answer.headers['content-type'], what).toMatch(/^text\/plain/);
  expect(answer.body, what).toContain('Этот сервер не обслуживает');
  expect(answer.body, what).not.toContain('evil');
};

describe('npm start (no SITE_ORIGIN): only the host it listens on', () => {
  it('answers 421 to a foreign Host or X-Forwarded-Host, never cached, on every path', async () => {
    const { base, port } = await site();
    for (const headers of [
      { host: 'evil.example' },
      { host: `evil.example:${port}` },
      { host: 'localhost' }, // no port: the URLs would name port 80
      { host: `127.0.0.1:${port + 1}` },
      { host: `127.0.0.1:${port}`, 'x-forwarded-host': 'evil.example' },
      { host: `127.0.0.1:${port}@evil.example` },
      { host: `127.0.0.1:${port}`, 'x-forwarded-proto': 'javascript' },
    ]) {
      for (const urlPath of [...WRITTEN, '/og/clinic.png', '/api/doctors', '/']) {
        expectMisdirected(await rawGet(base, urlPath, headers), `${JSON.stringify(headers)} ${urlPath}`);
      }
    }
  });

  it('serves its own address under each loopback name, and names that one', async () => {
    const { base, port } = await site();
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      const origin = `http://${host.toLowerCase()}`;
      const robots = await rawGet(base, '/robots.txt', { host });
      expect(robots.status, host).toBe(200);
      expect(robots.body, host).toContain(`Sitemap: ${origin}/sitemap.xml`);
      const page = await rawGet(base, '/contacts', { host });
      expect(page.status, host).toBe(200);
      expect(page.body, host).toContain(`<link rel="canonical" href="${origin}/contacts">`);
      expect(page.body, host).toContain(`<meta property="og:url" content="${origin}/contacts">`);
      const sitemap = await rawGet(base, '/sitemap.xml', { host });
      expect(sitemap.body, host).toContain(`<loc>${origin}/contacts</loc>`);
    }
  });
});

describe('with SITE_ORIGIN (behind nginx, which passes the Host as asked)', () => {
  it('answers 421 to a foreign host', async () => {
    const { base, port } = await site(SITE_ORIGIN);
    for (const headers of [
      { host: 'evil.example' },
      { host: `127.0.0.1:${port}`, 'x-forwarded-host': 'evil.example' },
      { host: `127.0.0.1:${port}`, 'x-forwarded-host': 'www.diagnost-clinic.kz' },
      { host: `127.0.0.1:${port}`, 'x-forwarded-host': 'diagnost-clinic.kz:8443' },
    ]) {
      for (const urlPath of WRITTEN) {
        expectMisdirected(await rawGet(base, urlPath, headers), `${JSON.stringify(headers)} ${urlPath}`);
      }
    }
  });

  it('names SITE_ORIGIN, never the Host, for its host and for the address it listens on', async () => {
    const { base, port } = await site(SITE_ORIGIN);
    for (const headers of [
      { host: `127.0.0.1:${port}`, 'x-forwarded-host': 'diagnost-clinic.kz', 'x-forwarded-proto': 'https' },
      {
        host: `127.0.0.1:${port}`,
        'x-forwarded-host': 'Diagnost-Clinic.kz:443',
        'x-forwarded-proto': 'https',
      },
      // nginx's `$host` (the /remotes.json and /rum locations) carries no port.
      { host: 'diagnost-clinic.kz' },
      // A probe of this one site server.
      { host: `127.0.0.1:${port}` },
      { host: `localhost:${port}` },
    ]) {
      const what = JSON.stringify(headers);
      const robots = await rawGet(base, '/robots.txt', headers);
      expect(robots.body, what).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
      const page = await rawGet(base, '/contacts', headers);
      expect(page.body, what).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/contacts">`);
      expect(page.body, what).toContain(`<meta property="og:url" content="${SITE_ORIGIN}/contacts">`);
      expect(page.body, what).toContain(`content="${SITE_ORIGIN}/og/clinic.png"`);
      const sitemap = await rawGet(base, '/sitemap.xml', headers);
      expect(sitemap.body, what).toContain(`<loc>${SITE_ORIGIN}/contacts</loc>`);
      expect(sitemap.body, what).not.toContain('127.0.0.1');
    }
  });

  it('loopback names stand for each other when SITE_ORIGIN is one (start:nginx on 127.0.0.1:8100)', async () => {
    const { base, port } = await site('http://127.0.0.1:8100');
    for (const forwarded of ['127.0.0.1:8100', 'localhost:8100', '[::1]:8100']) {
      const headers = { host: `127.0.0.1:${port}`, 'x-forwarded-host': forwarded };
      expect((await rawGet(base, '/robots.txt', headers)).body).toContain('Sitemap: http://127.0.0.1:8100/');
    }
    expectMisdirected(
      await rawGet(base, '/robots.txt', { host: `127.0.0.1:${port}`, 'x-forwarded-host': 'localhost:8101' }),
      'another port',
    );
  });
});

describe('a page’s own path never names another host', () => {
  it.each(['/\\evil.com/contacts', '/\\/evil.com/contacts'])('%s', async (urlPath) => {
    const { base, port } = await site();
    const page = await rawGet(base, urlPath);
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(/https?:\/\/evil\.com/);
    expect(page.body).toContain(`content="http://127.0.0.1:${port}/og/clinic.png"`);
  });
});
