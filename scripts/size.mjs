// `npm run size`: the JS bytes (gzip) a patient's browser downloads to render `/` at 390 px, per file and
// in total. Bytes are gzipped here at level 9, so the figure does not depend on the server's settings.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { browserOfWidth, PHONE_UA, renderOf } from '../bench/loadFigures.mjs';

// scripts/budgets.json: the figure e2e/tests/budgets.spec.ts holds in `npm test`.
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
export const BUDGET_KB = Number(process.env.SIZE_BUDGET_KB ?? budgets.homeJsKb);
const PORT = Number(process.env.SIZE_PORT ?? 3190);
const route = process.argv[2] ?? '/';

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}

export async function measureJs(baseUrl, path, width = 390) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  // As a phone at 390 px: a desktop's User-Agent there gets the desktop's HTML, replaced by a browser render.
  const page = await browser.newPage(browserOfWidth(width));
  // What renders the page, as budgets.spec.ts counts it: the code that waits for the page to settle (whenSettled)
  // never starts, so a slow machine does not count it.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const files = [];
  let lastAsked = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') lastAsked = Date.now();
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  const document = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  // Ready, then 2 s without a script asked for: the lazy parts of the first screen are in.
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
  while (Date.now() - lastAsked < 2000) await page.waitForTimeout(250);
  await page.waitForLoadState('networkidle');
  const render = document?.headers()['x-render'];
  await browser.close();
  // The static shell renders in the browser and loads more (the API client at once): not the page measured.
  if (renderOf(render) === 'static')
    throw new Error(`${path} came as the static shell (X-Render: ${render}), not rendered`);
  return files.sort((a, b) => b.gzip - a.gzip);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Started as e2e/playwright.config.ts starts it, so the figure is the one budgets.spec.ts checks: the same page
  // time budget (a loaded machine's first renders can take over the production 3 s, and the static shell would be
  // measured instead). Its own process group: stopping it stops the API and the site server it started.
  const server = spawn('node', ['scripts/start.mjs'], {
    env: { SSR_TIMEOUT_MS: '15000', ...process.env, PORT: String(PORT) },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitFor(`http://127.0.0.1:${PORT}/api/banners`);
    // A just-started server's first render can miss its time budget and send the static shell, which renders in
    // the browser and loads the API client at once: one request first, as any visitor's would have been.
    await fetch(`http://127.0.0.1:${PORT}${route}`, { headers: { 'user-agent': PHONE_UA } });
    const files = await measureJs(`http://127.0.0.1:${PORT}`, route);
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    for (const file of files) console.log(`${(file.gzip / 1024).toFixed(2).padStart(8)} KB  ${file.url}`);
    console.log(
      `JS for ${route} at 390 px: ${(total / 1024).toFixed(2)} KB gzip in ${files.length} files (budget ${BUDGET_KB} KB)`,
    );
    process.exitCode = total / 1024 > BUDGET_KB ? 1 : 0;
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone (for example: the port was taken and it never started)
    }
  }
}
