// `npm run bench:rum` (node bench/rum-load.mjs): one site server taking browsers' health beacons (POST /rum) under load. First its
// ceiling (autocannon as fast as it can for BENCH_MAX_SECONDS, 20 by default), then a steady 2,000 beacons a
// second offered for BENCH_SECONDS (60 by default; the issue's memory check is 600), printing every 10 s the
// beacons taken per second, the site server's resident memory and the database's rows and size. Each beacon
// comes from one of 50,000 client addresses (X-Forwarded-For, as nginx sends it), so the per-client limit and its
// bounded memory are part of the run, and carries a view token of its own, signed as the site server signs them
// (SITE_SECRET is the bench's). Then the flood: 2,000 forged or replayed beacons a second for BENCH_SECONDS, and
// the p99 of GET /robots.txt during it against the same without it; the forged beacons must store nothing.
// Writes bench/rum-results.md for runs of 60 s or more (a shorter run proves the script, not the figures).
// Figures, never assertions.
//
// The beacons go to SQLite in a temporary folder, or to PostgreSQL as on several hosts: `DATABASE_URL=postgres://…
// npm run bench:rum` (its clinic_rum_* tables), or `npm run bench:rum -- --postgres`, a throwaway PostgreSQL 15
// started as the tests start theirs (deploy/src/testing/postgres.ts) with fsync and synchronous commits back on,
// as a production server runs. A PostgreSQL run rewrites only the results file's PostgreSQL section.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { startSiteAndApi } from '../scripts/siteAndApi.mjs';

const { viewTokens } = await tsImport('../site-server/src/rum/viewToken.ts', import.meta.url);
const { default: pg } = await import('pg');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 2000);
const CONNECTIONS = 40;
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const CLIENTS = 50_000;
const TARGETS = { rate: 2000, p99Ms: 50, floodPageP99: 1.1 };
/** The pages measured during the flood, per second: a patient's share of a small site's traffic. */
const PAGE_RATE = 50;
const SITE_SECRET = randomBytes(32).toString('hex');
const tokens = viewTokens(Buffer.from(SITE_SECRET, 'utf8'));
/** Signed with a key no site server has: what a stranger can make. */
const forger = viewTokens(randomBytes(32));

const repoRoot = path.resolve(import.meta.dirname, '..');
const TITLE = '# `POST /rum` under load (bench/rum-load.mjs)';
const POSTGRES_HEADING = '## On PostgreSQL (several hosts, DATABASE_URL)';
const deployRoot = path.resolve(process.env.DEPLOY_ROOT ?? path.join(repoRoot, 'dist'));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-rum-'));
const dbFile = path.join(tmp, 'rum.sqlite');

/** PostgreSQL for the beacons: DATABASE_URL as given, a throwaway cluster (`--postgres`), or none (SQLite). */
async function beaconDatabase() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  if (!process.argv.includes('--postgres')) return null;
  const { startPostgres } = await tsImport('../deploy/src/testing/postgres.ts', import.meta.url);
  const cluster = await startPostgres();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  // The tests' cluster skips the disk; a production server does not, and nor does this run.
  for (const setting of ['fsync', 'full_page_writes', 'synchronous_commit'])
    await admin.query(`ALTER SYSTEM SET ${setting} = on`);
  await admin.query('SELECT pg_reload_conf()');
  await admin.query('CREATE DATABASE clinic_bench');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/clinic_bench';
  return { url: url.href, dir: cluster.dir, stop: () => cluster.stop() };
}
const postgres = await beaconDatabase();
const pgPool = postgres && new pg.Pool({ connectionString: postgres.url, max: 1 });
const backend = postgres
  ? `PostgreSQL (${process.env.DATABASE_URL ? 'DATABASE_URL' : 'a throwaway PostgreSQL 15 on this machine, fsync and synchronous commits on'})`
  : 'SQLite in WAL mode in a temporary folder';

const remotes = JSON.parse(fs.readFileSync(path.join(deployRoot, 'remotes.json'), 'utf8'));
const versions = Object.fromEntries(
  Object.entries(remotes).map(([name, url]) => [name, new RegExp(`/mfe/${name}/([^/]+)/`).exec(url)[1]]),
);
const owners = ['shell', 'catalog', 'analyses', 'doctors'];

/** A realistic beacon: every remote on the page, the owner's vitals, now and then a failure. */
function beacon(i) {
  const owner = owners[i % owners.length];
  const view = { owner, remotes: {} };
  for (const [name, version] of Object.entries(versions)) {
    view.remotes[name] = { version, ...(i % 50 === 0 && name === owner ? { errors: 1 } : {}) };
  }
  if (i % 3 === 0) Object.assign(view, { lcp: 600 + (i % 1400), cls: 0.01 });
  if (i % 5 === 0) Object.assign(view, { inp: 40 + (i % 300) });
  return JSON.stringify({ v: 1, views: [view] });
}
const BODIES = Array.from({ length: 600 }, (_, i) => beacon(i));

/** CPU seconds a process has used (user and system), from /proc. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
/** CPU seconds of the throwaway PostgreSQL's processes (its postmaster and the backends it forked). */
function postgresCpuSeconds() {
  const postmaster =
    postgres?.dir &&
    Number(fs.readFileSync(path.join(postgres.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  if (!postmaster) return 0;
  let total = cpuSeconds(postmaster);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[1]) === postmaster) total += cpuSeconds(entry);
    } catch {}
  }
  return total;
}

function rssMb(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
}
const dbMb = async () => {
  if (pgPool) {
    const { rows } = await pgPool.query(
      `SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0)::float8 AS bytes FROM pg_class c
       WHERE c.relkind = 'r' AND c.relname LIKE 'clinic_rum_%'`,
    );
    return rows[0].bytes / 1024 / 1024;
  }
  return (
    ['', '-wal', '-shm']
      .map((suffix) => fs.statSync(`${dbFile}${suffix}`, { throwIfNoEntry: false })?.size ?? 0)
      .reduce((sum, size) => sum + size, 0) /
    1024 /
    1024
  );
};
const ms = (value) => Math.round(value * 10) / 10;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The beacon's address: a genuine token of its own, or (the flood) a forged one or a replay of one already used. */
const tokenPaths = {
  genuine: () => `/rum?t=${tokens.issue(null, { id: `bench${Math.random()}`, at: Date.now() }, versions)}`,
  flood: (n, replayed) => `/rum?t=${n % 2 ? forger.issue(null, versions) : replayed}`,
};

async function load(siteUrl, seconds, rate, onTick, { kind = 'genuine', replayed = '' } = {}) {
  let n = 0;
  const statuses = {};
  const latencies = [];
  const instance = autocannon({
    url: siteUrl,
    connections: CONNECTIONS,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: 'POST',
        path: '/rum',
        setupRequest: (req) => {
          n += 1;
          return {
            ...req,
            path: tokenPaths[kind](n, replayed),
            body: BODIES[n % BODIES.length],
            headers: {
              'content-type': 'text/plain;charset=UTF-8',
              'x-forwarded-for': `10.${(n % CLIENTS) >> 16}.${((n % CLIENTS) >> 8) & 255}.${n & 255}`,
            },
          };
        },
      },
    ],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    latencies.push(ms);
  });
  const ticker = onTick && setInterval(onTick, 10_000);
  const result = await instance;
  if (ticker) clearInterval(ticker);
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: ms(percentile(latencies, 50)),
    p99: ms(percentile(latencies, 99)),
    max: ms(latencies.at(-1)),
    statuses,
    errors: result.errors,
  };
}

/** GET /robots.txt at PAGE_RATE a second for `seconds`: the p99 a patient's page would see. */
async function pages(siteUrl, seconds) {
  const latencies = [];
  const statuses = {};
  const instance = autocannon({
    url: `${siteUrl}/robots.txt`,
    connections: 10,
    duration: seconds,
    overallRate: PAGE_RATE,
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    latencies.push(ms);
  });
  await instance;
  latencies.sort((a, b) => a - b);
  return {
    p50: ms(percentile(latencies, 50)),
    p99: ms(percentile(latencies, 99)),
    statuses,
    n: latencies.length,
  };
}

const site = await startSiteAndApi({
  port: PORT,
  deployRoot,
  quiet: true,
  env: {
    SSR: '0',
    RUM_DB: dbFile,
    DATA_DIR: path.join(tmp, 'api'),
    SITE_SECRET,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  },
});
const pid = site.servers[1].child.pid;
const loadAvg = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const metricsText = () => fetch(`${site.siteUrl}/metrics`).then((res) => res.text());
const rows = () => {
  // The site server's own count is in /metrics; the file is read here as another process would (WAL).
  const line = /rum_beacons_accepted_total (\d+)/;
  return metricsText().then((text) => Number(line.exec(text)?.[1] ?? 0));
};
const droppedByReason = async () =>
  Object.fromEntries(
    [...(await metricsText()).matchAll(/rum_beacons_dropped_total\{reason="([^"]+)"\} (\d+)/g)].map((m) => [
      m[1],
      Number(m[2]),
    ]),
  );
/** Beacons the site server holds for the database (PostgreSQL slow or away). */
const waiting = async () => Number(/rum_beacons_waiting (\d+)/.exec(await metricsText())?.[1] ?? 0);
const storedRows = async () => {
  // After the site server's next write (it writes every 250 ms).
  await new Promise((resolve) => setTimeout(resolve, 600));
  if (pgPool) return Number((await pgPool.query('SELECT COUNT(*) AS n FROM clinic_rum_view')).rows[0].n);
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(dbFile, { readonly: true });
  const n = db.prepare('SELECT COUNT(*) AS n FROM rum_view').get().n;
  db.close();
  return n;
};
try {
  console.log(
    `site server pid ${pid}, beacons in ${postgres ? 'PostgreSQL' : dbFile}, load average ${loadAvg()}`,
  );
  const rssStart = rssMb(pid);
  const ceiling = await load(site.siteUrl, MAX_SECONDS, 0);
  console.log(
    `ceiling: ${ceiling.rps.toFixed(0)} beacons/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms, statuses ${JSON.stringify(ceiling.statuses)}`,
  );
  const timeline = [];
  const started = Date.now();
  let lastAccepted = await rows();
  let lastCpu = [cpuSeconds(pid), postgresCpuSeconds()];
  const tick = async () => {
    const accepted = await rows();
    const cpu = [cpuSeconds(pid), postgresCpuSeconds()];
    const point = {
      s: Math.round((Date.now() - started) / 1000),
      perSecond: (accepted - lastAccepted) / 10,
      siteCpu: ((cpu[0] - lastCpu[0]) / 10) * 100,
      postgresCpu: ((cpu[1] - lastCpu[1]) / 10) * 100,
      rss: rssMb(pid),
      dbMb: await dbMb(),
      waiting: await waiting(),
      load: loadAvg(),
    };
    lastAccepted = accepted;
    lastCpu = cpu;
    timeline.push(point);
    console.log(
      `  ${String(point.s).padStart(4)} s: ${point.perSecond.toFixed(0)} beacons/s taken, ${point.waiting} waiting, CPU site server ${point.siteCpu.toFixed(0)} %${postgres?.dir ? `, PostgreSQL ${point.postgresCpu.toFixed(0)} %` : ''}, RSS ${point.rss.toFixed(0)} MB, database ${point.dbMb.toFixed(1)} MB, load ${point.load}`,
    );
  };
  const steady = await load(site.siteUrl, SECONDS, RATE, () => void tick());
  const stored = await storedRows();
  const rssEnd = rssMb(pid);
  console.log(
    `steady ${RATE}/s offered for ${SECONDS} s: ${steady.rps.toFixed(0)} beacons/s, p50 ${steady.p50} ms, p99 ${steady.p99} ms, max ${steady.max} ms, statuses ${JSON.stringify(steady.statuses)}, errors ${steady.errors}`,
  );
  console.log(
    `RSS ${rssStart.toFixed(0)} MB at start → ${rssEnd.toFixed(0)} MB at the end; rows kept ${stored}`,
  );

  // The flood: pages alone, then pages while 2,000 forged or replayed beacons a second arrive.
  const replayed = tokens.issue(null, { id: `bench${Math.random()}`, at: Date.now() }, versions);
  await fetch(`${site.siteUrl}/rum?t=${replayed}`, {
    method: 'POST',
    body: BODIES[0],
    headers: { 'content-type': 'text/plain' },
  });
  const quiet = await pages(site.siteUrl, SECONDS);
  const rowsBefore = await storedRows();
  const acceptedBefore = await rows();
  const droppedBefore = await droppedByReason();
  const [flood, loud] = await Promise.all([
    load(site.siteUrl, SECONDS, RATE, null, { kind: 'flood', replayed }),
    pages(site.siteUrl, SECONDS),
  ]);
  const rowsAfter = await storedRows();
  const acceptedAfter = await rows();
  const droppedAfter = await droppedByReason();
  const droppedInFlood = Object.fromEntries(
    Object.entries(droppedAfter)
      .map(([reason, n]) => [reason, n - (droppedBefore[reason] ?? 0)])
      .filter(([, n]) => n > 0),
  );
  const ratio = loud.p99 / quiet.p99;
  console.log(
    `flood of ${RATE}/s forged or replayed beacons for ${SECONDS} s: ${flood.rps.toFixed(0)} beacons/s answered ${JSON.stringify(flood.statuses)}; dropped ${JSON.stringify(droppedInFlood)}; rows ${rowsBefore} → ${rowsAfter}, beacons taken ${acceptedBefore} → ${acceptedAfter}`,
  );
  console.log(
    `GET /robots.txt at ${PAGE_RATE}/s: p50 ${quiet.p50} ms, p99 ${quiet.p99} ms without the flood; p50 ${loud.p50} ms, p99 ${loud.p99} ms during it (× ${ratio.toFixed(2)}; target ≤ × ${TARGETS.floodPageP99}), statuses ${JSON.stringify(quiet.statuses)} / ${JSON.stringify(loud.statuses)}`,
  );
  const rssAfterWarmup = timeline[1]?.rss ?? timeline[0]?.rss ?? rssStart;
  const uptime = execFileSync('uptime', { encoding: 'utf8' }).trim();
  const figures = `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, load average at the end ${loadAvg()} (\`uptime\`: ${uptime}).
One site server (SSR off: only the beacon path is measured), ${backend},
autocannon with ${CONNECTIONS} connections from ${CLIENTS.toLocaleString('en')} client addresses (X-Forwarded-For), beacons
of one view naming the four live remotes (~${Math.round(BODIES.reduce((s, b) => s + b.length, 0) / BODIES.length)} bytes), default limits
(\`RUM_PER_MINUTE\` 60 per client, \`RUM_MAX_ROWS\` 1,000,000, 24 h).

| run | beacons/s | p50 | p99 | max | answers | target |
|---|---|---|---|---|---|---|
| ceiling, ${MAX_SECONDS} s as fast as it goes | ${ceiling.rps.toFixed(0)} | ${ceiling.p50} ms | ${ceiling.p99} ms | ${ceiling.max} ms | ${JSON.stringify(ceiling.statuses)} | |
| ${RATE}/s offered for ${SECONDS} s | ${steady.rps.toFixed(0)} | ${steady.p50} ms | ${steady.p99} ms | ${steady.max} ms | ${JSON.stringify(steady.statuses)} | ≥ ${TARGETS.rate}/s at p99 ≤ ${TARGETS.p99Ms} ms |

Memory and database over the steady run (every 10 s):

| s | beacons/s taken | beacons waiting | CPU: site server${postgres?.dir ? ', PostgreSQL' : ''} | RSS MB | database MB (${postgres ? 'clinic_rum_* tables' : 'with WAL'}) | load average |
|---|---|---|---|---|---|---|
${timeline.map((p) => `| ${p.s} | ${p.perSecond.toFixed(0)} | ${p.waiting} | ${p.siteCpu.toFixed(0)} %${postgres?.dir ? `, ${p.postgresCpu.toFixed(0)} %` : ''} | ${p.rss.toFixed(0)} | ${p.dbMb.toFixed(1)} | ${p.load} |`).join('\n')}

RSS ${rssStart.toFixed(0)} MB before the load, ${rssAfterWarmup.toFixed(0)} MB 20 s into the steady run, ${rssEnd.toFixed(0)} MB at its end.
Rows kept at the end: ${stored.toLocaleString('en')} (cap 1,000,000: beacons × 4 remotes).

### A flood of forged or replayed beacons

${RATE}/s offered for ${SECONDS} s, half with a token signed by another key, half replaying one token already used,
from the same ${CLIENTS.toLocaleString('en')} addresses; meanwhile GET /robots.txt at ${PAGE_RATE}/s, against the same for
${SECONDS} s without the flood.

| | beacons/s answered | answers | dropped, by reason | rows stored | beacons taken |
|---|---|---|---|---|---|
| flood | ${flood.rps.toFixed(0)} | ${JSON.stringify(flood.statuses)} | ${JSON.stringify(droppedInFlood)} | ${rowsBefore.toLocaleString('en')} → ${rowsAfter.toLocaleString('en')} | ${acceptedBefore.toLocaleString('en')} → ${acceptedAfter.toLocaleString('en')} |

| GET /robots.txt | p50 | p99 | answers |
|---|---|---|---|
| without the flood | ${quiet.p50} ms | ${quiet.p99} ms | ${JSON.stringify(quiet.statuses)} |
| during the flood | ${loud.p50} ms | ${loud.p99} ms | ${JSON.stringify(loud.statuses)} |

p99 during the flood is × ${ratio.toFixed(2)} of without (target ≤ × ${TARGETS.floodPageP99}).
`;
  // One file, two sections: each run rewrites its own and keeps the other's.
  const resultsFile = path.join(repoRoot, 'bench', 'rum-results.md');
  const before = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '';
  const at = before.indexOf(POSTGRES_HEADING);
  const [sqlitePart, postgresPart] = at < 0 ? [before, ''] : [before.slice(0, at), before.slice(at)];
  const report = postgres
    ? `${sqlitePart.trimEnd() || TITLE}\n\n${POSTGRES_HEADING}\n\n${figures}`
    : `${TITLE}\n\n${figures}\nEarlier figures: [history.md](history.md).\n${postgresPart ? `\n${postgresPart.trimEnd()}\n` : ''}`;
  if (SECONDS >= 60) {
    fs.writeFileSync(resultsFile, report);
    console.log(`wrote bench/rum-results.md${postgres ? ` (${POSTGRES_HEADING})` : ''}`);
  } else console.log(`a ${SECONDS} s run: bench/rum-results.md left as it was (60 s or more writes it)`);
} finally {
  await site.stop();
  await pgPool?.end();
  await postgres?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
