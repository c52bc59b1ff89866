// `npm run bench:analyses`: how long ticking an analysis takes to update the calculator's total, among
// 2,000 analyses, with Chromium's CPU slowed 4× (target: at most 50 ms, docs/analyses.md). Prints figures;
// asserts nothing. Measured in the page: from the click event's timestamp to the mutation of the total's text
// (MutationObserver), and to the next animation frame after it (what the patient sees painted).
//
//   PORT=3240 npm run bench:analyses        (BENCH_TICKS, BENCH_WIDTH, CHROMIUM_PATH optional)
import { execFileSync, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.PORT ?? 3000);
const BASE = `http://127.0.0.1:${PORT}`;
const COUNT = 2000;
const CPU_SLOWDOWN = 4;
const TICKS = Number(process.env.BENCH_TICKS ?? 30);
const WIDTH = Number(process.env.BENCH_WIDTH ?? 1280);

export async function waitForAnalyses(base = BASE, ms = 180_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const response = await fetch(`${base}/api/analyses`);
      if (response.ok) return (await response.json()).data;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the site did not answer on ${base}`);
}

/** Installs the in-page probe: every click starts a sample, the next change of the total ends it. */
function installProbe() {
  const probe = { samples: [], start: null };
  window.__tickProbe = probe;
  document.addEventListener('click', (event) => (probe.start = event.timeStamp), true);
  const total = document.querySelector('[data-testid="calculator-total"]');
  new MutationObserver(() => {
    if (probe.start === null) return;
    const start = probe.start;
    probe.start = null;
    const dom = performance.now() - start;
    requestAnimationFrame(() => probe.samples.push({ dom, frame: performance.now() - start }));
  }).observe(total, { childList: true, characterData: true, subtree: true });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
};

/** Ticks priced cards on, then off again, and returns the samples. */
async function tickCards(page, label) {
  const cards = page.getByRole('region').locator('li button[aria-pressed]');
  const priced = [];
  const count = await cards.count();
  for (let index = 0; index < count && priced.length < TICKS / 2; index++) {
    // A card without a price (0 ₸) would not change the total; the probe waits for a change.
    if (!/^0\s/.test((await cards.nth(index).locator('span').last().textContent()) ?? '')) priced.push(index);
  }
  await page.evaluate(() => {
    window.__tickProbe.samples = [];
  });
  const order = [...priced, ...priced];
  for (const [done, index] of order.entries()) {
    // Scrolled into view first: the figure is the tick, not the scroll that a patient does beforehand.
    await cards.nth(index).scrollIntoViewIfNeeded();
    await page.waitForTimeout(120);
    await cards.nth(index).click();
    await page.waitForFunction((n) => window.__tickProbe.samples.length >= n, done + 1);
  }
  const samples = await page.evaluate(() => window.__tickProbe.samples);
  const rendered = await cards.count();
  const dom = samples.map((sample) => sample.dom);
  const frame = samples.map((sample) => sample.frame);
  return {
    scenario: label,
    'cards in DOM': rendered,
    ticks: samples.length,
    'median → text (ms)': percentile(dom, 0.5).toFixed(1),
    'p95 → text (ms)': percentile(dom, 0.95).toFixed(1),
    'median → frame (ms)': percentile(frame, 0.5).toFixed(1),
    'p95 → frame (ms)': percentile(frame, 0.95).toFixed(1),
  };
}

/**
 * Ticks cards in three situations (the first category, all 2,000 on the first page, after ten more pages) on a
 * site whose API serves exactly 2,000 analyses, and returns one row of figures per situation.
 */
export async function measureToggle(browser, base, width = WIDTH) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}/analysis/list`);
    await page.getByRole('region').locator('li button[aria-pressed]').first().waitFor();
    await page.evaluate(installProbe);

    const rows = [await tickCards(page, 'first category (on load)')];
    await page
      .getByRole('navigation', { name: 'Категории по первой букве' })
      .getByRole('link', { name: 'Все', exact: true })
      .click();
    rows.push(await tickCards(page, `'Все': all ${COUNT}, first page`));
    for (let pages = 0; pages < 10; pages++)
      await page.getByRole('button', { name: /^Показать ещё/ }).click();
    rows.push(await tickCards(page, `'Все': all ${COUNT}, more pages`));
    return rows;
  } finally {
    await context.close();
  }
}

export const TOGGLE_CONDITIONS = `${COUNT} analyses, CPU ${CPU_SLOWDOWN}× slower, ${WIDTH} px`;

/** The rows as a Markdown table, for bench/results.md. */
export function toggleTable(rows) {
  const keys = Object.keys(rows[0]);
  return [
    `| ${keys.join(' | ')} |`,
    `|${keys.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${keys.map((key) => row[key]).join(' | ')} |`),
  ].join('\n');
}

export const worstMedian = (rows) => Math.max(...rows.map((row) => Number(row['median → frame (ms)'])));

async function main() {
  console.log('building the analyses remote…');
  execFileSync('node', ['scripts/build.mjs', 'analyses'], { stdio: 'ignore' });
  const server = spawn('node', ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      ANALYSES_COUNT: String(COUNT),
      DATA_DIR: path.join(tmpdir(), `clinic-bench-${PORT}`),
    },
    stdio: 'ignore',
    detached: true,
  });
  const stopServer = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
  };
  process.on('exit', stopServer);

  let browser;
  try {
    const analyses = await waitForAnalyses();
    if (analyses.length !== COUNT)
      throw new Error(
        `${BASE} serves ${analyses.length} analyses, not ${COUNT}: is another server on the port?`,
      );
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    });
    const rows = await measureToggle(browser, BASE);
    console.log(`\nTick → total, ${TOGGLE_CONDITIONS}, Chromium ${browser.version()}`);
    console.table(rows);
    console.log(`worst median click → painted total: ${worstMedian(rows).toFixed(1)} ms (budget 50 ms)`);
  } finally {
    await browser?.close();
    stopServer();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
