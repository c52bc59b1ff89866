/**
 * `npm run start:nginx`: the production way of serving a deploy root (default dist/, DEPLOY_ROOT overrides).
 * Builds what is missing, starts the reference API and SITE_SERVERS site servers (default 2) on free local
 * ports and Debian's nginx on PORT (default 8080) in front of them with deploy/nginx.conf, and stops them all
 * cleanly on SIGINT or SIGTERM. HOST limits the address nginx listens on (default: all).
 * SITE_ORIGIN is the public origin (default: nginx's own address, http://127.0.0.1:8080), passed to the site servers.
 * REMOTE_ORIGINS / FRAME_ORIGINS extend the CSP. API_UPSTREAM (host:port) puts the clinic's own backend in the
 * reference API's place: nothing else changes.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { defaultDeployRoot, missingApps, readScriptHashes } from '@clinic/deploy';
import { unreadableForNginx } from './readable';
import { parseOrigins, parseTrustedProxies, renderNginxConf } from './renderConf';
import { siteServerCount } from './siteServerCount';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const parentPid = process.ppid;
const port = process.env.PORT || '8080';
const host = process.env.HOST;
const root = defaultDeployRoot();
const nginxBin = process.env.NGINX ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
/** Where this machine reaches nginx: HOST, or loopback when nginx listens on every address. */
const site = `http://${host && !['0.0.0.0', '[::]'].includes(host) ? host : '127.0.0.1'}:${port}`;
/**
 * The public origin the site servers write into canonical URLs, og:url, robots.txt and the sitemap, and the one
 * host they serve (another gets 421): SITE_ORIGIN, else nginx's own address. Never the Host of a request, which
 * nginx passes on as the stranger sent it.
 */
const siteOrigin = process.env.SITE_ORIGIN || site;

/** What is running, with the signal that stops each gracefully (nginx: SIGQUIT finishes requests in flight). */
const running: { child: ChildProcess; signal: NodeJS.Signals }[] = [];
let prefix: string | undefined;
let stopping = false;

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

async function stop(reason: string, code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log(`start:nginx: ${reason}; stopping`);
    for (const { child, signal } of running) child.kill(signal);
    const force = setTimeout(() => {
      for (const { child } of running) child.kill('SIGKILL');
    }, 10_000);
    await Promise.all(running.map(({ child }) => exited(child)));
    clearTimeout(force);
    if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
    process.exit(code);
  }
  return new Promise<never>(() => {});
}

function fail(message: string): Promise<never> {
  console.error(`start:nginx: ${message}`);
  return stop('failed', 1);
}

/** `onExit` decides what an exit means; by default any exit of a child stops everything. */
function startChild(
  command: string,
  args: string[],
  signal: NodeJS.Signals,
  options: Parameters<typeof spawn>[2],
  onExit: (how: string) => void = (how) =>
    void fail(`${path.basename(command)} ${args.at(-1)} exited (${how})`),
) {
  const child = spawn(command, args, options);
  running.push({ child, signal });
  child.once('exit', (code, by) => void (stopping || onExit(`${by ?? code}`)));
  return child;
}

/**
 * Starts one of our servers (`node --import tsx <entry>`, PORT=0 unless `env` says) and resolves with
 * its pid and the port read from its "… on http://127.0.0.1:<port>" line.
 */
function startServer(
  entry: string,
  env: NodeJS.ProcessEnv,
  onExit?: (how: string) => void,
): Promise<{ pid: number; port: string }> {
  const child = startChild(
    process.execPath,
    ['--import', 'tsx', entry],
    'SIGTERM',
    {
      cwd: repoRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
    onExit,
  );
  return new Promise((resolve) => {
    let seen = '';
    let listening = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      seen += chunk.toString();
      const port = / on http:\/\/[\d.]+:(\d+)/.exec(seen)?.[1];
      if (!listening && port && child.pid) {
        listening = true;
        resolve({ pid: child.pid, port });
      }
    });
    child.once('exit', () => void (listening || fail(`${entry} exited before listening`)));
  });
}

/**
 * The site servers behind nginx. One that dies does not stop the site: nginx passes its pages to the others,
 * or serves the static shell when none is left (a supervisor such as systemd restarts them in production).
 */
const startSiteServers = (count: number, apiUpstream: string) =>
  Promise.all(
    Array.from({ length: count }, () =>
      startServer(
        'site-server/src/main.ts',
        { DEPLOY_ROOT: root, API_ORIGIN: `http://${apiUpstream}`, SITE_ORIGIN: siteOrigin },
        (how) =>
          console.error(`start:nginx: a site server exited (${how}); nginx serves its pages elsewhere`),
      ),
    ),
  );

/** The canary controller of the deploy root (site-server/src/canary/controllerMain.ts); its exit stops nothing else. */
const startCanaryController = () =>
  startChild(
    process.execPath,
    ['--import', 'tsx', 'site-server/src/canary/controllerMain.ts'],
    'SIGTERM',
    { cwd: repoRoot, env: { ...process.env, DEPLOY_ROOT: root }, stdio: 'inherit' },
    (how) => console.error(`start:nginx: the canary controller exited (${how}); canaries stay as they are`),
  );

/**
 * A GET through nginx named as the public origin, as a browser there sends it: the site servers answer no other
 * host (fetch() cannot set Host).
 */
const answersOk = (url: string) =>
  new Promise<boolean>((resolve) => {
    http
      .get(url, { headers: { host: new URL(siteOrigin).host } }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });

async function waitForSite(url: string): Promise<void> {
  for (const until = Date.now() + 20_000; Date.now() < until; ) {
    if (await answersOk(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await fail(`nginx did not answer at ${url}`);
}

function writeConf(dir: string, apiUpstream: string, sitePorts: string[]): string {
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    renderNginxConf({
      prefix: dir,
      listen: host ? `${host}:${port}` : port,
      deployRoot: root,
      apiUpstream,
      siteServers: sitePorts.map((sitePort) => `127.0.0.1:${sitePort}`),
      remoteOrigins: parseOrigins(process.env.REMOTE_ORIGINS, 'REMOTE_ORIGINS'),
      frameOrigins: parseOrigins(process.env.FRAME_ORIGINS, 'FRAME_ORIGINS'),
      scriptHashes: readScriptHashes(root),
      trustedProxies: parseTrustedProxies(process.env.TRUSTED_PROXIES),
    }),
  );
  return conf;
}

async function main(): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal, 0));
  // `npm run` starts us through `sh -c`, which dies on SIGTERM without passing it on: stop with our parent.
  setInterval(() => process.ppid !== parentPid && void stop('the parent process exited', 0), 500).unref();

  const missing = missingApps(root);
  if (missing.length) {
    console.log(`building: ${missing.join(', ')}`);
    execFileSync(process.execPath, ['scripts/build.mjs', ...missing], { cwd: repoRoot, stdio: 'inherit' });
  }
  if (!/^https?:\/\/[^/?#\s]+$/.test(siteOrigin))
    return void (await fail(
      `SITE_ORIGIN must be an origin such as https://diagnost-clinic.kz, got "${siteOrigin}"`,
    ));
  if (!process.env.SITE_ORIGIN)
    console.log(
      `start:nginx: SITE_ORIGIN is not set: the site names ${site} and serves only that host (and its loopback names)`,
    );
  const unreadable = unreadableForNginx(root);
  if (unreadable) return void (await fail(unreadable));

  prefix = fs.mkdtempSync(path.join(os.tmpdir(), `clinic-nginx-${port}-`));
  fs.chmodSync(prefix, 0o755); // workers (nobody) write proxy buffers under it
  let count: number;
  try {
    count = siteServerCount(process.env.SITE_SERVERS);
  } catch (error) {
    return void (await fail((error as Error).message));
  }
  const apiUpstream =
    process.env.API_UPSTREAM ??
    `127.0.0.1:${(await startServer('api/src/main.ts', { PORT: process.env.API_PORT ?? '0' })).port}`;
  const siteServers = await startSiteServers(count, apiUpstream);
  if (stopping) return;
  startCanaryController();
  let conf: string;
  try {
    conf = writeConf(
      prefix,
      apiUpstream,
      siteServers.map(({ port: sitePort }) => sitePort),
    );
  } catch (error) {
    return void (await fail((error as Error).message));
  }
  const args = ['-e', 'stderr', '-c', conf, '-p', prefix];
  const check = spawnSync(nginxBin, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.status !== 0)
    return void (await fail(`nginx -t rejected ${conf}:\n${check.stderr || check.error?.message}`));
  const nginx = startChild(nginxBin, args, 'SIGQUIT', { stdio: 'inherit' });

  await waitForSite(`${site}/remotes.json`);
  const sites = siteServers.map(({ pid, port: sitePort }) => `127.0.0.1:${sitePort} pid ${pid}`);
  console.log(
    `clinic site on ${site} (nginx pid ${nginx.pid}, API on ${apiUpstream}, site servers ${sites.join(', ')}, deploy root ${root})`,
  );
}

void main();
