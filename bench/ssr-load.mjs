// `npm run bench:ssr`: one site server rendering pages under load (autocannon, a mix of routes, half of them
// with a phone's User-Agent), then its memory before and after 50 release/rollback cycles of the doctors remote,
// each cycle waiting until server-rendered HTML names the new version. Prints the figures and writes
// bench/ssr-results.md. Figures, never assertions: this machine is shared and noisy.
// Then a second site server with the page cache off (SSR_CACHE_MS=0) measures rendering itself: the same load
// (pages rendered per second, p50/p99, the share shed to the static shell), and steady rates of 50 and 100 pages
// a second offered (bench/pacedLoad.mjs: their shed share and p99).
// BENCH_SECONDS (60) sets each load's duration, BENCH_CYCLES (50) the release/rollback cycles.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { startSiteAndApi } from '../scripts/siteAndApi.mjs';
import { DESKTOP_UA, loadFigures, percentile, renderOf, requestsFor } from './loadFigures.mjs';
import { pacedLoad } from './pacedLoad.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 50);
const CONNECTIONS = 20;
const CYCLE_LIMIT_MS = 10_000;
const TARGETS = {
  rps: 200,
  p99Ms: 300,
  memoryPct: 10,
  renderedPerSecond: 100,
  offeredRate: 50,
  highRate: 100,
  shedPct: 1,
};
/** The site server's render settings this run used (the environment passes through to it). */
const SETTINGS = ['SSR_WORKERS', 'SSR_CACHE_MS', 'SSR_MAX_IN_FLIGHT']
  .map((name) => `\`${name}\` ${process.env[name] ?? 'default'}`)
  .join(', ');
const repoRoot = path.resolve(import.meta.dirname, '..');
// A temporary deploy root, never dist/: the cycles rewrite remotes.json and releases.json.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-ssr-'));
const deployRoot = path.join(tmp, 'root');
let site;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function cleanUp() {
  await site?.stop().catch(() => {});
  site = undefined;
  fs.rmSync(tmp, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cleanUp();
    process.exit(130);
  });
}

function build(args, env = {}) {
  execFileSync(process.execPath, ['scripts/build.mjs', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEPLOY_ROOT: deployRoot, ...env },
  });
}

/**
 * Two versions of the doctors remote (the one with a server build): the whole site, then doctors again with
 * BUILD_LABEL=bench-b and --no-release, as e2e/nginx does for analyses. Returns [live version, other version].
 */
async function buildSite() {
  const { listBuiltVersions } = await tsImport('../deploy/src/versions.ts', import.meta.url);
  const { readLiveRemotes, versionOfEntry } = await tsImport('../deploy/src/deployRoot.ts', import.meta.url);
  console.log(`building the site into ${deployRoot}…`);
  build([]);
  build(['doctors', '--no-release'], { BUILD_LABEL: 'bench-b' });
  const a = versionOfEntry('doctors', readLiveRemotes(deployRoot).doctors);
  let b = listBuiltVersions(deployRoot, 'doctors').find((v) => v.version !== a)?.version;
  if (!b) {
    // The doctors remote does not show BUILD_LABEL, so its second build is byte-identical (same version).
    // A copy under another name is still another generation for the site server: another remotes.json,
    // another server entry file for a new worker to evaluate, which is what the cycles measure.
    b = `${a}-b`;
    const from = path.join(deployRoot, 'mfe', 'doctors', a);
    const to = path.join(deployRoot, 'mfe', 'doctors', b);
    fs.cpSync(from, to, { recursive: true });
    const info = JSON.parse(fs.readFileSync(path.join(to, 'build-info.json'), 'utf8'));
    const builtAt = new Date().toISOString();
    fs.writeFileSync(
      path.join(to, 'build-info.json'),
      JSON.stringify({ ...info, version: b, label: 'bench-b', builtAt }),
    );
    console.log(`note: BUILD_LABEL=bench-b built doctors identical to ${a}; using a copy named ${b}`);
  }
  return [a, b];
}

/** The state the server rendered the page with (`#clinic-ssr-state`), or null for the static shell. */
function ssrState(html) {
  const json = /<script type="application\/json" id="clinic-ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  try {
    return json ? JSON.parse(json) : null;
  } catch {
    return null;
  }
}

async function get(url, userAgent = DESKTOP_UA) {
  const response = await fetch(url, {
    headers: { 'user-agent': userAgent },
    signal: AbortSignal.timeout(5000),
  });
  return { render: response.headers.get('x-render'), html: await response.text() };
}

/** Polls `url` until `done(answer)`, every 50 ms, for at most `limitMs`; resolves with the ms it took or null. */
async function waitFor(url, done, limitMs) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const answer = await get(url).catch(() => null);
    if (answer && done(answer)) return performance.now() - started;
    await sleep(50);
  }
  return null;
}

/** Resident memory of the site server (its render workers are threads of the same process), in MB. */
function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

const median = (values) =>
  percentile(
    [...values].sort((x, y) => x - y),
    50,
  );

/** Autocannon over `routes` (desktop and phone each); `rate`: autocannon's rate mode (one burst a second). */
async function load(siteUrl, routes, rate) {
  const renders = {};
  const latencies = [];
  const requests = requestsFor(routes).map(({ path, headers }) => ({
    method: 'GET',
    path,
    headers,
    onResponse: (_status, _body, _context, answerHeaders) => {
      const key = Object.keys(answerHeaders).find((name) => name.toLowerCase() === 'x-render');
      const render = renderOf(key && answerHeaders[key]);
      renders[render] = (renders[render] ?? 0) + 1;
    },
  }));
  const instance = autocannon({
    url: siteUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests,
    ...(rate ? { overallRate: rate } : {}),
  });
  // autocannon's own percentiles skip p95 and count only 2xx answers; every answer is recorded here.
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  return loadFigures({
    renders,
    latencies,
    rps: result.requests.average,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  });
}

/** Releases b then rolls back to a, CYCLES times; each step waits until the rendered HTML names its version. */
async function cycles(siteUrl, pid, [a, b]) {
  const { run: releaseCli } = await tsImport('../scripts/release/cli.ts', import.meta.url);
  const manifest = (version) => `/mfe/doctors/${version}/mf-manifest.json`;
  const io = { out: () => {}, err: (line) => console.error(line), root: deployRoot };
  const reached = { release: [], rollback: [] };
  let missed = 0;
  let peak = 0;
  for (let i = 0; i < CYCLES; i += 1) {
    for (const [step, args, version] of [
      ['release', ['release', 'doctors', b], b],
      ['rollback', ['rollback', 'doctors'], a],
    ]) {
      if (releaseCli(args, io) !== 0) throw new Error(`npm run ${args.join(' ')} failed`);
      const ms = await waitFor(
        `${siteUrl}/doctors-list/list`,
        ({ render, html }) => render === 'server' && ssrState(html)?.remotes?.doctors === manifest(version),
        CYCLE_LIMIT_MS,
      );
      if (ms === null) missed += 1;
      else reached[step].push(ms);
    }
    peak = Math.max(peak, rssMb(pid));
    process.stdout.write(i % 10 === 9 ? `${i + 1}` : '.');
  }
  console.log('');
  return { reached, missed, peak };
}

const f0 = (v) => v.toFixed(0);
const f1 = (v) => v.toFixed(1);
const met = (ok) => (ok ? 'met' : '**not met**');

/** The rows of the runs with the page cache off, each with the load average while it ran. */
function uncachedRows({ closed: c, fixed: f, high: h }) {
  const la = (figures) => `load average ${figures.loadAverage.map((v) => v.toFixed(1)).join(' → ')}`;
  return [
    [
      `no cache, ${CONNECTIONS} connections: pages rendered/s (${la(c)})`,
      f0(c.renderedRps),
      `≥ ${TARGETS.renderedPerSecond}`,
      met(c.renderedRps >= TARGETS.renderedPerSecond),
    ],
    [`no cache, ${CONNECTIONS} connections: answers/s`, f0(c.rps), '', ''],
    [`no cache, ${CONNECTIONS} connections: latency p50 / p99 (ms)`, `${f0(c.p50)} / ${f0(c.p99)}`, '', ''],
    [`no cache, ${CONNECTIONS} connections: shed (\`x-render: static\`)`, `${f1(c.staticPct)} %`, '', ''],
    [
      `no cache, ${TARGETS.offeredRate} pages/s offered: shed (${la(f)})`,
      `${f1(f.staticPct)} %`,
      `≤ ${TARGETS.shedPct} %`,
      met(f.staticPct <= TARGETS.shedPct),
    ],
    [
      `no cache, ${TARGETS.offeredRate} pages/s offered: latency p50 / p99 (ms)`,
      `${f0(f.p50)} / ${f0(f.p99)}`,
      `p99 ≤ ${TARGETS.p99Ms}`,
      met(f.p99 <= TARGETS.p99Ms),
    ],
    [
      `no cache, ${TARGETS.offeredRate} pages/s offered: answered / errors / non-2xx`,
      `${f.total} / ${f.errors + f.timeouts} / ${f.non2xx}`,
      '',
      '',
    ],
    // Poisson arrivals at 100 a second bring 100 ± 2 a second over 20 s, and no server renders more pages than
    // arrived: keeping up with 100 a second is rendering what came, all but the shed share, within the p99.
    [
      `no cache, ${TARGETS.highRate} pages/s offered: pages rendered/s of offered/s (${la(h)})`,
      `${f0(h.renderedRps)} of ${f1(h.rps)}`,
      `≥ ${TARGETS.renderedPerSecond}: ≤ ${TARGETS.shedPct} % shed, p99 ≤ ${TARGETS.p99Ms}`,
      met(h.staticPct <= TARGETS.shedPct && h.p99 <= TARGETS.p99Ms),
    ],
    [
      `no cache, ${TARGETS.highRate} pages/s offered: shed / latency p50 / p99 (ms)`,
      `${f1(h.staticPct)} % / ${f0(h.p50)} / ${f0(h.p99)}`,
      '',
      '',
    ],
  ];
}

function report(run, figures) {
  const { load: l, rssIdle, rssBefore, rssAfter, rssPeak, cycle, loadAverage } = figures;
  const deltaPct = (100 * (rssAfter - rssBefore)) / rssBefore;
  const idlePct = (100 * (rssAfter - rssIdle)) / rssIdle;
  const releaseMs = median(cycle.reached.release);
  const rollbackMs = median(cycle.reached.rollback);
  const allReached = [...cycle.reached.release, ...cycle.reached.rollback];
  const rows = [
    ['requests/s', f0(l.rps), `≥ ${TARGETS.rps}`, met(l.rps >= TARGETS.rps)],
    ['latency p50 (ms)', f0(l.p50), '', ''],
    ['latency p95 (ms)', f0(l.p95), '', ''],
    ['latency p99 (ms)', f0(l.p99), `≤ ${TARGETS.p99Ms}`, met(l.p99 <= TARGETS.p99Ms)],
    ['requests answered', String(l.total), '', ''],
    ['non-2xx', String(l.non2xx), '0', met(l.non2xx === 0)],
    ['errors / timeouts', `${l.errors} / ${l.timeouts}`, '0', met(l.errors + l.timeouts === 0)],
    ['`x-render: server` / `static`', `${f1(l.serverPct)} % / ${f1(l.staticPct)} %`, '', ''],
    ['RSS idle after start (MB)', f0(rssIdle), '', ''],
    ['RSS before the cycles (MB)', f0(rssBefore), '', ''],
    [`RSS after ${CYCLES} cycles (MB)`, f0(rssAfter), '', ''],
    [
      'RSS delta',
      `${deltaPct >= 0 ? '+' : ''}${f1(deltaPct)} %`,
      `≤ +${TARGETS.memoryPct} %`,
      met(deltaPct <= 10),
    ],
    // Before the cycles comes right after the load (its garbage not yet collected): idle is the fairer base.
    ['RSS after the cycles vs idle after start', `${idlePct >= 0 ? '+' : ''}${f1(idlePct)} %`, '', ''],
    ['RSS peak during the cycles (MB)', f0(rssPeak), '', ''],
    ['release → server HTML, median (ms)', f0(releaseMs), '', ''],
    ['rollback → server HTML, median (ms)', f0(rollbackMs), '', ''],
    ['slowest step → server HTML (ms)', f0(Math.max(...allReached)), '', ''],
    [
      `steps not in server HTML within ${CYCLE_LIMIT_MS / 1000} s`,
      String(cycle.missed),
      '0',
      met(!cycle.missed),
    ],
    ...uncachedRows(figures.uncached),
  ];
  const table = [
    '| figure | value | target | |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const markdown = `# Server rendering under load

Measured ${when} UTC by \`npm run bench:ssr\` (${run}) on this machine (${os.cpus().length} cores, shared): one
site server and the reference API on loopback, autocannon with ${CONNECTIONS} connections for ${SECONDS} s over
${figures.routes.map((r) => `\`${r}\``).join(', ')}, each with a desktop and a phone User-Agent. Then ${CYCLES}
release/rollback cycles of the doctors remote, each step waiting until \`/doctors-list/list\` is rendered on the
server with the new version's manifest. RSS is the site server's (its render workers are threads in it),
read from /proc after 3 s of rest.

Site server settings: ${SETTINGS}. ${
    process.env.SSR_CACHE_MS === '0'
      ? 'No page cache: every server-rendered answer was rendered for its request.'
      : `With ${figures.routes.length * 2} distinct pages and a page cache of a few seconds, nearly every answer
under this load is a kept page; \`SSR_CACHE_MS=0\` measures rendering itself.`
  }
The machine's load average (1 min, 2 cores): ${loadAverage.map((value) => value.toFixed(1)).join(' → ')}
(before the load → after it → after the cycles); above 2, other processes (other sessions' builds and tests)
were taking CPU from this run.

The rows «no cache» come from a second site server on the same deploy root with \`SSR_CACHE_MS=0\` (the other
settings as above): every server-rendered answer was rendered for its request. First the same ${SECONDS} s
load (${CONNECTIONS} connections, as fast as they are answered), then ${SECONDS} s each at a steady
${TARGETS.offeredRate} and ${TARGETS.highRate} pages a second offered (Poisson arrivals, \`bench/pacedLoad.mjs\`; autocannon's
rate mode sends each second's requests in one burst); «shed» is the share answered with the static shell
(\`X-Render: static\`, past capacity), to be rendered in the browser.

${table}

Earlier figures: [history.md](history.md).
`;
  fs.writeFileSync(path.join(repoRoot, 'bench', 'ssr-results.md'), markdown);
  console.log(`\n${table}`);
}

/** A site server and the API on loopback over the bench's deploy root; `env` adds site server settings. */
async function startSite(env = {}) {
  site = await startSiteAndApi({
    port: 0,
    deployRoot,
    quiet: true,
    env: { HOST: '127.0.0.1', DATA_DIR: path.join(tmp, 'data'), ...env },
  });
  const ready = await waitFor(`${site.siteUrl}/`, ({ render }) => render === 'server', 60_000);
  if (ready === null) throw new Error(`${site.siteUrl}/ was not rendered on the server within 60 s`);
  return site;
}

/** Rendering itself: a site server with no page cache, under the same load, then at a fixed rate. */
async function uncachedLoads(routes) {
  const { siteUrl } = await startSite({ SSR_CACHE_MS: '0' });
  const run = async (rate) => {
    await sleep(3000);
    const loadAverage = [os.loadavg()[0]];
    console.log(
      `no page cache: ${SECONDS} s, ${rate ? `${rate} requests/s offered` : `${CONNECTIONS} connections`}…`,
    );
    const figures = await load(siteUrl, routes, rate);
    loadAverage.push(os.loadavg()[0]);
    return { ...figures, loadAverage };
  };
  const paced = async (rate) => {
    await sleep(3000);
    const loadAverage = [os.loadavg()[0]];
    console.log(`no page cache: ${SECONDS} s, ${rate} pages/s offered at a steady pace…`);
    const figures = await pacedLoad(siteUrl, requestsFor(routes), { rate, seconds: SECONDS });
    loadAverage.push(os.loadavg()[0]);
    return { ...figures, loadAverage };
  };
  const closed = await run();
  const fixed = await paced(TARGETS.offeredRate);
  const high = await paced(TARGETS.highRate);
  await site.stop();
  return { closed, fixed, high };
}

try {
  const versions = await buildSite();
  await startSite();
  const { siteUrl } = site;
  const pid = site.servers[1].child.pid;
  const doctors = await fetch(`${site.apiOrigin}/api/doctors`).then((r) => r.json());
  const slugs = doctors.data.slice(0, 2).map((doctor) => doctor.slug);
  const routes = [
    '/',
    '/contacts',
    '/about-us',
    '/doctors-list/list',
    ...slugs.map((slug) => `/doctors-list/${encodeURIComponent(slug)}`),
    '/services/top',
    '/analysis/list',
  ];
  await sleep(3000);
  const rssIdle = rssMb(pid);
  const loadAverage = [os.loadavg()[0]];
  console.log(`load: ${SECONDS} s, ${CONNECTIONS} connections against ${siteUrl} (${SETTINGS})…`);
  const loadFigures = await load(siteUrl, routes);
  loadAverage.push(os.loadavg()[0]);
  await sleep(3000);
  const rssBefore = rssMb(pid);
  console.log(`${CYCLES} release/rollback cycles of doctors (${versions.join(' ⇄ ')})…`);
  const cycle = await cycles(siteUrl, pid, versions);
  await sleep(3000);
  const rssAfter = rssMb(pid);
  loadAverage.push(os.loadavg()[0]);
  await site.stop();
  const uncached = await uncachedLoads(routes);
  const run = SECONDS === 60 && CYCLES === 50 ? 'the full run' : `BENCH_SECONDS=${SECONDS}, ${CYCLES} cycles`;
  report(run, {
    routes,
    load: loadFigures,
    rssIdle,
    rssBefore,
    rssAfter,
    rssPeak: Math.max(cycle.peak, rssAfter),
    cycle,
    loadAverage,
    uncached,
  });
} catch (error) {
  console.error(`bench:ssr: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
