// `npm run bench`: production builds (federated and single-bundle), served locally, measured in Debian's
// Chromium under Lighthouse's mobile throttling; the median of 3 cold loads per route and width. Prints the
// table and writes bench/results.md. Figures, never assertions: this machine is shared and noisy.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startSiteAndApi } from '../scripts/siteAndApi.mjs';
import { measureToggle, TOGGLE_CONDITIONS, toggleTable, waitForAnalyses } from './analyses-toggle.mjs';
import { measurePage, median, THROTTLING } from './measurePage.mjs';

const ROUTES = [
  '/',
  '/analysis/list',
  '/doctors-list/list',
  '/services/top',
  '/promotions/list',
  '/check-up/list',
];
const WIDTHS = [390, 1280];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const budgets = JSON.parse(readFileSync(new URL('../scripts/budgets.json', import.meta.url), 'utf8'));
const root = path.resolve(import.meta.dirname, '..');
const federatedRoot = path.join(root, 'bench', 'tmp', 'federated');
const singleRoot = path.join(root, 'bench', 'tmp', 'single');

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

async function measureAll(browser, baseUrl) {
  const rows = {};
  for (const route of ROUTES) {
    for (const width of WIDTHS) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measurePage(browser, `${baseUrl}${route}`, width));
      rows[`${route} ${width}`] = Object.fromEntries(
        Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
      );
      process.stdout.write('.');
    }
  }
  return rows;
}

const fmt = {
  kb: (v) => v.toFixed(1),
  ms: (v) => String(Math.round(v)),
  cls: (v) => v.toFixed(3),
  n: (v) => String(Math.round(v)),
};
const cell = (fed, single, format) =>
  `${format(fed)} / ${format(single)} (${single ? (fed / single).toFixed(2) : '–'}×)`;

console.log('building the federated site and the single-bundle comparison…');
run('node', ['scripts/build.mjs'], { DEPLOY_ROOT: federatedRoot });
run('npx', ['rspack', 'build', '-c', 'bench/single-bundle.rspack.config.ts', '--mode', 'production']);

// The third server is the federated site with exactly 2,000 analyses, for the calculator's toggle.
const started = await Promise.allSettled([
  serve(federatedRoot, 3410),
  serve(singleRoot, 3411),
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
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const federated = await measureAll(browser, 'http://127.0.0.1:3410');
  const single = await measureAll(browser, 'http://127.0.0.1:3411');
  const toggle = toggleTable(await measureToggle(browser, 'http://127.0.0.1:3412'));
  await browser.close();
  console.log('');

  const header =
    '| route | width | JS KB gzip | CSS KB gzip | requests | FCP ms | LCP ms | CLS | TBT ms |\n|---|---|---|---|---|---|---|---|---|';
  const lines = Object.keys(federated).map((key) => {
    const [route, width] = key.split(' ');
    const f = federated[key];
    const s = single[key];
    return `| \`${route}\` | ${width} | ${cell(f.jsKb, s.jsKb, fmt.kb)} | ${cell(f.cssKb, s.cssKb, fmt.kb)} | ${cell(f.requests, s.requests, fmt.n)} | ${cell(f.fcp, s.fcp, fmt.ms)} | ${cell(f.lcp, s.lcp, fmt.ms)} | ${cell(f.cls, s.cls, fmt.cls)} | ${cell(f.tbt, s.tbt, fmt.ms)} |`;
  });
  const table = `${header}\n${lines.join('\n')}`;
  const results = `# Benchmark results

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` on this machine (2 cores, shared).
Each cell: **federated / single bundle (ratio)**, the median of ${RUNS} cold loads in Debian's Chromium with
${THROTTLING.cpuSlowdown}× CPU slowdown, ${THROTTLING.rttMs} ms RTT and ${(THROTTLING.downKbps / 1024).toFixed(1)} Mbps down (CDP throttling,
Lighthouse's mobile settings), served gzipped as in production. Bytes are gzip level 9 of what the browser
downloaded. Targets: JS for \`/\` at 390 px ≤ ${budgets.homeJsTargetKb} KB (\`npm test\` holds ${budgets.homeJsKb} KB), LCP on \`/\` ≤ 2000 ms, TBT ≤
150 ms (reported, not asserted).

${table}

## Analyses calculator: click → total painted (${TOGGLE_CONDITIONS})

${toggle}
`;
  writeFileSync(path.join(root, 'bench', 'results.md'), results);
  console.log(table);
  console.log(`\nCalculator toggle (${TOGGLE_CONDITIONS}):\n${toggle}`);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
