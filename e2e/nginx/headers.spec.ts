import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '../tests/support/fixtures';
import { deployRoot, liveRemotes, OTHER_ORIGIN, REPO, SITE } from './support';

test('pages carry one enforced CSP with frame-ancestors, nosniff and a Referrer-Policy', async ({
  request,
}) => {
  // The same text whoever answered: a site server (pages, /remotes.json) or nginx itself (the API's answers).
  const policies = new Set<string>();
  for (const url of ['/', '/doctors-list/list', '/api/banners', '/remotes.json']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, url).toContain("frame-ancestors 'none'");
    policies.add(csp);
    // The tap capture, inline in the head, allowed by its hash; nothing else inline.
    expect(csp).toMatch(
      new RegExp(`script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' ${OTHER_ORIGIN.replace(/[.:/]/g, '\\$&')};`),
    );
    expect(csp).toContain(`connect-src 'self' ${OTHER_ORIGIN};`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(headers['content-security-policy-report-only']).toBeUndefined();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  }
  expect(policies.size).toBe(1);
});

test('caching: versioned files for a year, /remotes.json never, index.html revalidated; gzip on', async ({
  request,
}) => {
  const entry = liveRemotes().catalog!.replace('mf-manifest.json', 'remoteEntry.js');
  const remote = await request.get(entry, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(remote.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(remote.headers()['content-encoding']).toBe('gzip');
  expect(remote.headers()['access-control-allow-origin']).toBe('*');
  expect((await request.get('/remotes.json')).headers()['cache-control']).toBe('no-store');
  // A server-rendered page names its start-up scripts in its headers (render/pageHtml.ts), through nginx too.
  // The tests before this one deploy: until the new generation has started, '/' is the static shell.
  let home = await request.get('/');
  await expect
    .poll(
      async () => {
        home = await request.get('/');
        return home.headers()['x-render'];
      },
      { timeout: 30_000 },
    )
    .toBe('server');
  expect(home.headers()['cache-control']).toBe('no-cache');
  expect(home.headers().link).toMatch(/^<\/main\.[0-9a-f]{8}\.js>; rel=preload; as=script, </);
});

test('scripts go as the build encoded them: brotli 11 to a browser that takes it, else gzip 9', async () => {
  /** The bytes as nginx sends them (Playwright's request decodes them). */
  const sent = (url: string, acceptEncoding: string) =>
    new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
      http
        .get(SITE + url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              encoding: response.headers['content-encoding'],
              vary: response.headers.vary,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    });
  const entry = liveRemotes().catalog!.replace('mf-manifest.json', 'remoteEntry.js');
  const file = path.join(deployRoot(), entry);
  const br = await sent(entry, 'gzip, deflate, br, zstd');
  expect(br.encoding).toBe('br');
  expect(br.vary).toMatch(/Accept-Encoding/i);
  expect(br.body.equals(fs.readFileSync(`${file}.br`)), 'the build’s .br file, not one made on the fly').toBe(
    true,
  );
  const gz = await sent(entry, 'gzip');
  expect(gz.encoding).toBe('gzip');
  expect(gz.body.equals(fs.readFileSync(`${file}.gz`))).toBe(true);
});

test('client routes fall back to index.html; a missing remote file and the release history are 404', async ({
  request,
}) => {
  const route = await request.get('/services/top');
  expect(route.status()).toBe(200);
  expect(route.headers()['x-served-by'], 'pages come through the site servers').toBe('site-server');
  expect(await route.text()).toContain('<div id="root">');
  for (const url of ['/mfe/analyses/0.0.0-deadbeef/remoteEntry.js', '/releases.json', '/.release.lock']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  }
});

test.describe('in the browser', () => {
  test.use({ allowConsoleErrors: true });

  test('the CSP is enforced: an injected inline script does not run', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    const violation = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
            once: true,
          });
          const script = document.createElement('script');
          script.textContent = 'window.__injected = true';
          document.body.append(script);
        }),
    );
    expect(violation).toBe('script-src-elem');
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    expect(consoleErrors.join('\n')).toMatch(/Content Security Policy/);
  });
});

test('a production build ignores the development override parameter and storage entry', async ({ page }) => {
  const evil = 'http://127.0.0.1:9/mf-manifest.json';
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://127.0.0.1:9/')) requested.push(request.url());
  });
  await page.addInitScript((url) => localStorage.setItem('remote.doctors', url), evil);
  // Were the overrides applied, these sections would fail (the CSP would even block the request): they render.
  await page.goto(`/analysis/list?remote.analyses=${encodeURIComponent(evil)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Анализы' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Врачи', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Врачи' })).toBeVisible();
  expect(requested).toEqual([]);

  // The override code is compiled out of the shell's production files, not merely skipped.
  const marker = '[shell] dev override';
  expect(fs.readFileSync(path.join(REPO, 'shell/src/federation/devOverrides.ts'), 'utf8')).toContain(marker);
  const shellFiles = fs.readdirSync(deployRoot()).filter((file) => file.endsWith('.js'));
  expect(shellFiles.length).toBeGreaterThan(0);
  for (const file of shellFiles) {
    expect(fs.readFileSync(path.join(deployRoot(), file), 'utf8'), file).not.toContain(marker);
  }
});
