// `npm run bench:hydration`: looks for hydration errors (React's #418) where they would show: pages loaded in
// Chromium while the site server renders without its cache under more load than it can take (pages shed to the
// static shell, data past its budget left to the browser). Every route at a phone's and a desktop's width, round
// after round, beside a steady load (bench/pacedLoad.mjs); each page is watched for console errors and uncaught
// errors until it is ready. Prints what was loaded, how it was rendered, and every hydration error with its URL.
// A tool, not a test: it reports, and exits non-zero only when it saw a hydration error.
// A share of the API's answers comes late (HYDRATION_SLOW_SHARE, 0.3; past the 1.5 s data budget), so pages mix
// parts rendered with their data and parts left to the browser, as a loaded API makes them.
// HYDRATION_ROUNDS (5), HYDRATION_RATE (pages/s offered beside, 25), DEPLOY_ROOT (dist).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startSiteAndApi } from '../scripts/siteAndApi.mjs';
import { browserOfWidth, renderOf, requestsFor } from './loadFigures.mjs';
import { pacedLoad } from './pacedLoad.mjs';

const ROUNDS = Number(process.env.HYDRATION_ROUNDS ?? 5);
const RATE = Number(process.env.HYDRATION_RATE ?? 25);
const SLOW_SHARE = Number(process.env.HYDRATION_SLOW_SHARE ?? 0.3);
const SLOW_MS = 1700;
const repoRoot = path.resolve(import.meta.dirname, '..');
const deployRoot = path.resolve(process.env.DEPLOY_ROOT ?? path.join(repoRoot, 'dist'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-hydration-'));
const ROUTES = [
  '/',
  '/contacts',
  '/about-us',
  '/doctors-list/list',
  '/doctors-list/ivanova-anna',
  '/services/top',
  '/promotions/list',
  '/check-up/list',
  '/booking/mail',
  '/analysis/list',
  '/analysis/list?a=1,2',
];
const HYDRATION = /#418|#419|#423|#425|hydrat/i;

/** The API, with a share of its answers late: a proxy in front of it. */
async function lateSometimes(apiOrigin) {
  const proxy = http.createServer(async (request, response) => {
    if (Math.random() < SLOW_SHARE) await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    try {
      const answer = await fetch(`${apiOrigin}${request.url}`, {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'text/plain',
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      response.writeHead(502).end(); // the API has stopped: the run is ending
    }
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxy.unref();
  return `http://127.0.0.1:${proxy.address().port}`;
}

const site = await startSiteAndApi({
  port: 0,
  deployRoot,
  quiet: true,
  controller: false,
  inFrontOfApi: lateSometimes,
  env: { HOST: '127.0.0.1', DATA_DIR: dataDir, SSR_CACHE_MS: '0', RUM_DB: 'off' },
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const seen = {
  pages: 0,
  server: 0,
  static: 0,
  leftToBrowser: 0,
  notReady: 0,
  hydration: [],
  otherErrors: [],
};

/** One page load: how it was rendered, and the errors it logged until it was ready (or 15 s). */
async function visit(route, width) {
  const context = await browser.newContext(browserOfWidth(width));
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  try {
    const response = await page.goto(`${site.siteUrl}${route}`, { waitUntil: 'domcontentloaded' });
    const html = (await response?.text()) ?? '';
    const render = renderOf(response?.headers()['x-render']);
    seen.pages += 1;
    if (render === 'server') seen.server += 1;
    if (render === 'static') seen.static += 1;
    // A part the server could not finish is sent as its fallback, marked for the browser to render.
    if (html.includes('<!--$!-->') || html.includes('data-dgst')) seen.leftToBrowser += 1;
    const ready = await page
      .waitForSelector('html[data-page-ready]', { state: 'attached', timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (!ready) seen.notReady += 1;
    await page.waitForTimeout(300);
    for (const error of errors) {
      const entry = { url: route, width, render, error: error.slice(0, 300) };
      (HYDRATION.test(error) ? seen.hydration : seen.otherErrors).push(entry);
    }
  } finally {
    await context.close();
  }
}

try {
  const beside = pacedLoad(
    site.siteUrl,
    requestsFor(ROUTES),
    // Long enough to cover the rounds; it is stopped with the site server.
    { rate: RATE, seconds: ROUNDS * ROUTES.length * 2 * 4 },
  ).catch(() => null);
  const loadAverage = [os.loadavg()[0]];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const route of ROUTES) for (const width of [390, 1280]) await visit(route, width);
    process.stdout.write(`round ${round + 1}/${ROUNDS}: ${seen.hydration.length} hydration errors\n`);
  }
  loadAverage.push(os.loadavg()[0]);
  console.log(
    `\n${seen.pages} page loads beside ${RATE} pages/s offered, ${100 * SLOW_SHARE} % of API answers after ${SLOW_MS} ms (load average ${loadAverage
      .map((v) => v.toFixed(1))
      .join(
        ' → ',
      )}): server-rendered ${seen.server}, static shell ${seen.static}, with a part left to the browser ${seen.leftToBrowser}, not ready within 15 s ${seen.notReady}`,
  );
  console.log(`hydration errors: ${seen.hydration.length}`);
  for (const entry of seen.hydration)
    console.log(`  ${entry.width} ${entry.url} (${entry.render}): ${entry.error}`);
  console.log(`other console errors: ${seen.otherErrors.length}`);
  for (const entry of seen.otherErrors.slice(0, 20))
    console.log(`  ${entry.width} ${entry.url} (${entry.render}): ${entry.error}`);
  if (seen.hydration.length) process.exitCode = 1;
  void beside;
} finally {
  await browser.close();
  await site.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(process.exitCode ?? 0);
