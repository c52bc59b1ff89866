// `npm run bench:cluster` (node --import tsx bench/cluster.mjs): three hosts over one PostgreSQL (e2e/cluster/cluster.ts: each host its nginx and two site
// servers, a balancer in front), made of the built site in dist/ (`npm run build` first). Measures, and writes
// bench/cluster-results.md:
//   - how long a release and a rollback take to reach the last host: from the swap of the state row (its
//     changed_at) to the first /remotes.json of the last host that names the new version, over BENCH_RELEASES (20);
//   - pages a second through one host with the shared backend, against the same host without DATABASE_URL;
//   - page p95 through a host while PostgreSQL is frozen (SIGSTOP), and how many answers failed.
// Figures, never assertions: this machine is shared and noisy.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { BALANCER_PORT, SITE, servedVersion, startCluster, startHost } from '../e2e/cluster/cluster.ts';
import { percentile } from './loadFigures.mjs';

const RELEASES = Number(process.env.BENCH_RELEASES ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUTES = ['/', '/services/top', '/doctors-list/list', '/analysis/list', '/kk/contacts'];
const repo = path.resolve(import.meta.dirname, '..');

/** dist/ with a second doctors version beside the live one: the live build under another name, to flip between. */
function siteWithTwoDoctors() {
  const dist = path.join(repo, 'dist');
  const remotes = JSON.parse(fs.readFileSync(path.join(dist, 'remotes.json'), 'utf8'));
  const live = /\/mfe\/doctors\/([^/]+)\//.exec(remotes.doctors ?? '')?.[1];
  if (!live) throw new Error('dist/ has no live doctors remote: run npm run build first');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-cluster-'));
  fs.chmodSync(root, 0o755);
  fs.cpSync(dist, root, { recursive: true, filter: (file) => !path.basename(file).startsWith('.') });
  const other = `${live.split('-')[0]}-bench${Date.now().toString(16).slice(-4)}`;
  fs.cpSync(path.join(root, 'mfe/doctors', live), path.join(root, 'mfe/doctors', other), { recursive: true });
  return { root, live, other };
}

function cli(cluster, ...args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/release/cli.ts', ...args], {
      cwd: repo,
      env: { ...process.env, DEPLOY_ROOT: cluster.ciRoot, DATABASE_URL: cluster.postgres.url },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: ${stderr}`)),
    );
  });
}

/** Polls of /remotes.json that took over a second (a host that hangs would show here, not stall the run). */
let unanswered = 0;

/**
 * Milliseconds from the swap to the last host serving `version`, each host polled every 20 ms meanwhile (oftener
 * loads the machine being measured).
 */
async function propagation(cluster, db, change, version) {
  const seenAt = new Map();
  let polling = true;
  const pollers = [...cluster.hosts.values()].map(async (host) => {
    while (polling && !seenAt.has(host.name)) {
      const served = await Promise.race([
        servedVersion(host.url, 'doctors').catch(() => null),
        new Promise((resolve) => setTimeout(resolve, 1000, 'late')),
      ]);
      if (served === 'late') unanswered++;
      if (served === version) seenAt.set(host.name, Date.now());
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  await cli(cluster, ...change);
  const until = Date.now() + 10_000;
  while (seenAt.size < cluster.hosts.size && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  polling = false;
  await Promise.all(pollers);
  const { rows } = await db.query(
    'SELECT (extract(epoch FROM changed_at) * 1000)::float8 AS at FROM clinic_release_state',
  );
  return Math.max(...seenAt.values()) - rows[0].at;
}

/** Until the 1-minute load average is below 2 (at most 90 s): the work a release set off is done. */
async function settle() {
  const until = Date.now() + 90_000;
  while (os.loadavg()[0] >= 2 && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 2000));
}

async function pages(url, seconds = SECONDS) {
  const latencies = [];
  const instance = autocannon({
    url,
    connections: 10,
    duration: seconds,
    requests: ROUTES.map((route) => ({ method: 'GET', path: route, headers: { host: new URL(SITE).host } })),
  });
  const statuses = {};
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failed: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
    answers: JSON.stringify({ ...statuses, errors: result.errors, timeouts: result.timeouts }),
  };
}

const site = siteWithTwoDoctors();
const cluster = await startCluster(site.root);
const db = new pg.Pool({ connectionString: cluster.postgres.url, max: 1 });
const results = { releases: [], rollbacks: [] };
try {
  // The first change starts the shared state from the CI copy.
  console.log('cluster up; the shared state starts from the CI copy');
  await cli(cluster, 'release', 'doctors', site.live);
  for (let i = 0; i < RELEASES; i++) {
    results.releases.push(await propagation(cluster, db, ['release', 'doctors', site.other], site.other));
    results.rollbacks.push(await propagation(cluster, db, ['rollback', 'doctors'], site.live));
    console.log(`release and rollback ${i + 1}/${RELEASES}`);
  }
  const hostA = cluster.hosts.get('host-a');
  const embeddedRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-embedded-'));
  fs.chmodSync(embeddedRoot, 0o755);
  fs.cpSync(site.root, embeddedRoot, { recursive: true });
  // The same site as one host without DATABASE_URL (the embedded backend), on the port after the cluster's.
  const embedded = await startHost('embedded', embeddedRoot, BALANCER_PORT + 9, {});
  // Each release started new render threads on every site server: the pages are measured once they settled.
  await settle();
  await pages(hostA.url, 3); // warm the page caches
  await pages(embedded.url, 3);
  // In turn, twice: a machine that gets busier during one run does not decide the comparison.
  results.shared = [];
  results.embedded = [];
  for (let round = 0; round < 2; round++) {
    results.shared.push(await pages(hostA.url));
    results.embedded.push(await pages(embedded.url));
    console.log(`pages, round ${round + 1}/2`);
  }
  process.kill(-embedded.child.pid, 'SIGTERM');
  await new Promise((resolve) => embedded.child.once('exit', resolve));
  fs.rmSync(embeddedRoot, { recursive: true, force: true });
  const frozen = cluster.postgres.pids();
  for (const pid of frozen) process.kill(pid, 'SIGSTOP');
  try {
    results.cutOff = await pages(hostA.url, 10);
  } finally {
    for (const pid of frozen) process.kill(pid, 'SIGCONT');
  }
} finally {
  await db.end();
  await cluster.stop();
  fs.rmSync(site.root, { recursive: true, force: true });
}

const sorted = (values) => [...values].sort((a, b) => a - b);
const ms = (value) => `${Math.round(value)} ms`;
const spread = (values) =>
  `p50 ${ms(percentile(sorted(values), 50))}, p99 ${ms(percentile(sorted(values), 99))}, max ${ms(Math.max(...values))}`;
const rate = (runs) => runs.reduce((sum, run) => sum + run.rps, 0) / runs.length;
const cost = 100 * (1 - rate(results.shared) / rate(results.embedded));
const each = (runs) => runs.map((run) => `${Math.round(run.rps)}/s p99 ${ms(run.p99)}`).join(', ');
const load = os
  .loadavg()
  .map((value) => value.toFixed(1))
  .join(' ');
const lines = [
  '# Three hosts over one PostgreSQL (`npm run bench:cluster`)',
  '',
  `${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus().length} cores, load after the run ${load}. ` +
    `Hosts: nginx + 2 site servers each, one PostgreSQL 15, on this one machine.`,
  '',
  `- Release to the last host (${RELEASES} releases, swap → its /remotes.json): ${spread(results.releases)}.`,
  `- Rollback to the last host (${RELEASES} rollbacks): ${spread(results.rollbacks)}.`,
  `- Pages through one host, ${SECONDS} s, 10 connections, ${ROUTES.length} routes, in turn: shared backend ` +
    `${each(results.shared)}; embedded ${each(results.embedded)}: a cost of ${cost.toFixed(1)} % (goal ≤ 5 %).`,
  `- PostgreSQL frozen (SIGSTOP) for 10 s: ${results.cutOff.total} pages, p95 ${ms(results.cutOff.p95)}, ` +
    `p99 ${ms(results.cutOff.p99)}, ${results.cutOff.failed} failed.`,
  `- /remotes.json polls unanswered within 1 s during the releases: ${unanswered}.`,
  `- Answers: shared ${results.shared.map((run) => run.answers).join(' ')}, embedded ` +
    `${results.embedded.map((run) => run.answers).join(' ')}, frozen ${results.cutOff.answers}.`,
  '',
  'Beacons on PostgreSQL: `npm run bench:rum:postgres` (bench/rum-results.md). `errors` are sockets autocannon',
  'counts as failed; the embedded backend has as many.',
  '',
];
fs.writeFileSync(path.join(repo, 'bench/cluster-results.md'), lines.join('\n'));
console.log(lines.join('\n'));
