// `npm run bench`: production builds (federated and single-bundle), served locally, measured in Debian's
// Chromium under Lighthouse's mobile throttling; the median of 3 cold loads per route and width, in three
// columns: the federated site rendered on the server (SSR), the same build with SSR=0 (rendered in the browser,
// as before), and the single bundle. Prints the targets as met or not and the table, and writes
// bench/results.md. Figures, never assertions: this machine is shared and noisy.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startSiteAndApi } from '../scripts/siteAndApi.mjs';
import { measureToggle, TOGGLE_CONDITIONS, toggleTable, waitForAnalyses } from './analyses-toggle.mjs';
import { PHONE_UA } from './loadFigures.mjs';
import { measurePage, median, THROTTLING } from './measurePage.mjs';

const ROUTES = [
  '/',
  '/analysis/list',
  '/doctors-list/list',
  '/services/top',
  '/promotions/list',
  '/check-up/list',
];
/** BENCH_WIDTHS=390 measures the phone only (the first-paint and ready targets), in a third of the time. */
const WIDTHS = (process.env.BENCH_WIDTHS ?? '390,1280,1550').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const budgets = JSON.parse(readFileSync(new URL('../scripts/budgets.json', import.meta.url), 'utf8'));
const root = path.resolve(import.meta.dirname, '..');
const federatedRoot = path.join(root, 'bench', 'tmp', 'federated');
const singleRoot = path.join(root, 'bench', 'tmp', 'single');

/**
 * The columns, each its own site server; the single bundle has no server build, so it is never rendered there.
 * The federated columns' loads end hidden, so their beacons reach the site servers' store (`beacon`); the single
 * bundle's remotes have no version folder, so its shell sends none.
 */
const COLUMNS = [
  { name: 'SSR', port: 3410, deployRoot: federatedRoot, beacon: true },
  { name: 'CSR', port: 3413, deployRoot: federatedRoot, env: { SSR: '0' }, beacon: true },
  { name: 'single', port: 3411, deployRoot: singleRoot, env: { SSR: '0' } },
];
/**
 * How `npm run vitals` reads the store the federated site servers keep the beacons in: as they choose it
 * (site-server/src/config.ts), PostgreSQL with DATABASE_URL, else RUM_DB, by default in their deploy root.
 */
const VITALS_COMMAND =
  process.env.RUM_DB === 'off'
    ? 'none: RUM_DB=off, the site servers only counted them'
    : process.env.DATABASE_URL
      ? 'npm run vitals (with the same DATABASE_URL)'
      : `RUM_DB=${path.relative(root, path.resolve(process.env.RUM_DB || path.join(federatedRoot, '.rum', 'rum.sqlite')))} npm run vitals`;

const fmt = {
  kb: (v) => v.toFixed(1),
  ms: (v) => String(Math.round(v)),
  cls: (v) => v.toFixed(3),
  n: (v) => String(Math.round(v)),
};
/** The table's columns: heading, measured key, format. */
const METRICS = [
  ['JS KB gzip', 'jsKb', fmt.kb],
  ['CSS KB gzip', 'cssKb', fmt.kb],
  ['requests', 'requests', fmt.n],
  ['FCP ms', 'fcp', fmt.ms],
  ['LCP ms', 'lcp', fmt.ms],
  ['CLS', 'cls', fmt.cls],
  ['TBT ms', 'tbt', fmt.ms],
  ['ready ms', 'ready', fmt.ms],
  ['ready − FCP ms', 'deadTap', fmt.ms],
];
const formatOf = Object.fromEntries(METRICS.map(([, key, format]) => [key, format]));

/** The page-load targets (and the JS budget for `/`), for every route at the widths named. */
const TARGETS = [
  { text: 'FCP ≤ 500 ms at 390 px', key: 'fcp', widths: [390], met: (v) => v <= 500 },
  { text: 'LCP ≤ 1500 ms at 390 px', key: 'lcp', widths: [390], met: (v) => v <= 1500 },
  { text: `CLS < 0.05 at ${WIDTHS.join(', ')} px`, key: 'cls', widths: WIDTHS, met: (v) => v < 0.05 },
  { text: `TBT ≤ 150 ms at ${WIDTHS.join(', ')} px`, key: 'tbt', widths: WIDTHS, met: (v) => v <= 150 },
  { text: '`data-page-ready` ≤ 1800 ms at 390 px', key: 'ready', widths: [390], met: (v) => v <= 1800 },
  {
    text: `JS for \`/\` at 390 px ≤ ${budgets.homeJsTargetKb} KB gzip`,
    key: 'jsKb',
    widths: [390],
    routes: ['/'],
    met: (v) => v <= budgets.homeJsTargetKb,
  },
];

function run(command, args, env = {}) {
  execFileSync(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
}

/** The site server on `port` in front of its own reference API, as `npm start` composes them. */
function serve(deployRoot, port, env = {}) {
  return startSiteAndApi({
    port,
    deployRoot,
    quiet: true,
    env: { DATA_DIR: path.join(root, 'bench', 'tmp', 'data'), ...env },
  });
}

/** X-Render of one request (the body read, so the connection is free again). */
async function renderOf(url, headers) {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return response.headers.get('x-render');
}

/**
 * Every route once per column and layout before measuring: the first answers of a freshly started server and API
 * are not what a patient gets. The SSR column is asked again until its render worker is up and warm (a request
 * that comes earlier gets the static shell), for at most a minute.
 */
async function warmUp() {
  const until = Date.now() + 60_000;
  for (const { name, port } of COLUMNS) {
    for (const route of ROUTES) {
      for (const headers of [{ 'user-agent': PHONE_UA }, {}]) {
        const url = `http://127.0.0.1:${port}${route}`;
        while ((await renderOf(url, headers)) !== 'server' && name === 'SSR' && Date.now() < until)
          await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }
}

const VARIED = ' / ';
const distinct = (values) => [...new Set(values)].join(VARIED);
/** The median of each metric over the runs; what the runs tell besides (render, LCP element), each way it came. */
function summarise(runs) {
  const { metrics, ...facts } = runs[0];
  return {
    ...Object.fromEntries(Object.keys(facts).map((key) => [key, distinct(runs.map((r) => r[key]))])),
    ...Object.fromEntries(Object.keys(metrics).map((key) => [key, median(runs.map((r) => r.metrics[key]))])),
  };
}

/**
 * Every route and width; each run loads the page from all columns in turn, so a busy spell of this shared
 * machine falls on the three alike. Returns { column name: { 'route width': summary } }.
 */
async function measureAll(browser) {
  const results = Object.fromEntries(COLUMNS.map(({ name }) => [name, {}]));
  for (const route of ROUTES) {
    for (const width of WIDTHS) {
      const runs = Object.fromEntries(COLUMNS.map(({ name }) => [name, []]));
      for (let i = 0; i < RUNS; i += 1) {
        for (const { name, port, beacon } of COLUMNS) {
          const measured = await measurePage(browser, `http://127.0.0.1:${port}${route}`, width, { beacon });
          if (beacon)
            beaconOutcomes.set(measured.beaconSent, (beaconOutcomes.get(measured.beaconSent) ?? 0) + 1);
          runs[name].push(measured);
        }
      }
      for (const { name } of COLUMNS) results[name][`${route} ${width}`] = summarise(runs[name]);
      process.stdout.write('.');
    }
  }
  return results;
}

/** "met (worst …)" or "not met: n of m (worst …)" for one column. */
function verdict(rows, { key, widths, routes = ROUTES, met }) {
  const checked = routes.flatMap((route) =>
    widths.map((width) => [`\`${route}\` ${width}`, rows[`${route} ${width}`][key]]),
  );
  const [where, worst] = checked.reduce((a, b) => (b[1] > a[1] ? b : a));
  const missed = checked.filter(([, value]) => !met(value)).length;
  const detail = `worst ${where}: ${formatOf[key](worst)}`;
  return missed ? `**not met**: ${missed} of ${checked.length} (${detail})` : `met (${detail})`;
}

function targetsTable(results) {
  const names = COLUMNS.map(({ name }) => name);
  const lines = TARGETS.map(
    (target) => `| ${target.text} | ${names.map((name) => verdict(results[name], target)).join(' | ')} |`,
  );
  return [`| target | ${names.join(' | ')} |`, `|---|${names.map(() => '---|').join('')}`, ...lines].join(
    '\n',
  );
}

/** Where the SSR column really got server-rendered HTML, and which routes had no part rendered with its data. */
function renderSummary(rows) {
  const keys = Object.keys(rows);
  const server = keys.filter(
    (key) => rows[key].render.startsWith('server') && !rows[key].render.includes(VARIED),
  );
  const withoutData = [
    ...new Set(keys.filter((key) => !rows[key].render.includes('+')).map((key) => key.split(' ')[0])),
  ];
  const list = withoutData.map((route) => `\`${route}\``).join(', ') || 'none';
  return `SSR column: \`X-Render: server\` on ${server.length} of ${keys.length} route × width (every run); routes with no part rendered with its data (the shell around a loading fallback): ${list}.`;
}

/** How each federated load's beacon went: 204 (the site server took it), or why there was none. */
const beaconOutcomes = new Map();

/** How many beacons the site servers took, and how to read them in the field view beside the lab's table. */
function beaconLine() {
  const loads = [...beaconOutcomes.values()].reduce((sum, n) => sum + n, 0);
  const other = [...beaconOutcomes].filter(([outcome]) => outcome !== 204);
  const detail = other.length ? ` (else: ${other.map(([outcome, n]) => `${outcome} ×${n}`).join(', ')})` : '';
  return `\nBeacons: ${beaconOutcomes.get(204) ?? 0} of ${loads} SSR and CSR loads ended hidden and the site server took their beacon (204)${detail}. The field view of them (browsers' own LCP, CLS, TTFB): ${VITALS_COMMAND}`;
}

function resultsTable(results) {
  const names = COLUMNS.map(({ name }) => name);
  const header = `| route | width | SSR HTML | SSR LCP element | ${METRICS.map(([heading]) => heading).join(' | ')} |`;
  const lines = Object.keys(results.SSR).map((key) => {
    const [route, width] = key.split(' ');
    const cells = METRICS.map(([, metric, format]) =>
      names.map((name) => format(results[name][key][metric])).join(' / '),
    );
    const { render, lcpElement } = results.SSR[key];
    return `| \`${route}\` | ${width} | ${render} | ${lcpElement} | ${cells.join(' | ')} |`;
  });
  return [header, `|---|---|---|---|${METRICS.map(() => '---|').join('')}`, ...lines].join('\n');
}

console.log('building the federated site and the single-bundle comparison…');
run('node', ['scripts/build.mjs'], { DEPLOY_ROOT: federatedRoot });
run('npx', ['rspack', 'build', '-c', 'bench/single-bundle.rspack.config.ts', '--mode', 'production']);

// The last server is the federated site with exactly 2,000 analyses, for the calculator's toggle.
const started = await Promise.allSettled([
  ...COLUMNS.map(({ deployRoot, port, env }) => serve(deployRoot, port, env)),
  serve(federatedRoot, 3412, {
    ANALYSES_COUNT: '2000',
    DATA_DIR: path.join(root, 'bench', 'tmp', 'data-2000'),
  }),
]);
const servers = started.filter((result) => result.status === 'fulfilled').map((result) => result.value);
try {
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  await waitForAnalyses('http://127.0.0.1:3412');
  await warmUp();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const loadBefore = os.loadavg()[0];
  const measured = await measureAll(browser);
  const toggle = toggleTable(await measureToggle(browser, 'http://127.0.0.1:3412'));
  const loadAfter = os.loadavg()[0];
  await browser.close();
  console.log('');

  const targets = targetsTable(measured);
  const rendered = renderSummary(measured.SSR);
  const table = resultsTable(measured);
  const results = `# Benchmark results

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` on this machine (${os.cpus().length} cores, shared;
load average ${loadBefore.toFixed(1)} before the page loads, ${loadAfter.toFixed(1)} after them). Three columns: **SSR**, the federated site
rendered on the server (as served by default); **CSR**, the same build served with \`SSR=0\` (rendered in the
browser, as before); **single**, the same site as one bundle (rendered in the browser). Each figure is the median
of ${RUNS} cold loads in Debian's Chromium with ${THROTTLING.cpuSlowdown}× CPU slowdown, ${THROTTLING.rttMs} ms RTT and
${(THROTTLING.downKbps / 1024).toFixed(1)} Mbps down (CDP throttling, Lighthouse's mobile settings), the three columns loaded in turn on each
run, served gzipped as in production. At 390 px the browser is a phone (its User-Agent, \`Sec-CH-UA-Mobile: ?1\`,
touch), so the server renders the mobile layout; wider, a desktop. Bytes are gzip level 9 of what the browser
downloaded; TBT counts the long tasks' time over 50 ms after FCP until the network is idle and 1.5 s more.
"ready" is when \`<html data-page-ready>\` appeared (the page answers taps), "ready − FCP" the window in which a
tap finds a painted page not yet live (docs/first-tap.md: such taps are kept or are plain HTML).
Targets (reported, not asserted; \`npm test\` holds JS for \`/\` at ${budgets.homeJsKb} KB):

${targets}

${rendered}

Each cell: **SSR / CSR / single**. "SSR HTML": how the SSR column's HTML came (\`server <layout width>\`, then
\`+part\` for each part rendered with its data: a section, a widget, the home page; \`static\` would be a fallback
to the static shell), and what its LCP was (a page whose section renders in the browser may have the header's
logo as its LCP: then the section's content painted later without a larger element; CSR's LCP tells when).

${table}

## Analyses calculator: click → total painted (${TOGGLE_CONDITIONS})

${toggle}

Earlier figures: [history.md](history.md).
`;
  writeFileSync(path.join(root, 'bench', 'results.md'), results);
  console.log(`${targets}\n\n${rendered}\n\n${table}`);
  console.log(`\nCalculator toggle (${TOGGLE_CONDITIONS}):\n${toggle}`);
  console.log(beaconLine());
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
