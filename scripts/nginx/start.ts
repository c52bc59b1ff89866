/**
 * `npm run start:nginx`: the production way of serving a deploy root (default dist/, DEPLOY_ROOT overrides).
 * Builds what is missing, starts the reference API on a free local port and Debian's nginx on PORT (default
 * 8080) in front of it with deploy/nginx.conf, and stops both cleanly on SIGINT or SIGTERM.
 * HOST limits the address nginx listens on (default: all). REMOTE_ORIGINS / FRAME_ORIGINS extend the CSP.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultDeployRoot } from '../release/deployRoot';
import { missingApps } from '../release/missingApps';
import { unreadableForNginx } from './readable';
import { parseOrigins, renderNginxConf } from './renderConf';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const parentPid = process.ppid;
const port = process.env.PORT || '8080';
const host = process.env.HOST;
const root = defaultDeployRoot();
const nginxBin = process.env.NGINX ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

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

function startChild(
  command: string,
  args: string[],
  signal: NodeJS.Signals,
  options: Parameters<typeof spawn>[2],
) {
  const child = spawn(command, args, options);
  running.push({ child, signal });
  child.once(
    'exit',
    (code, by) => void (stopping || fail(`${path.basename(command)} ${args.at(-1)} exited (${by ?? code})`)),
  );
  return child;
}

/** Starts the API on a free port and resolves with that port, read from its "API on http://…" line. */
function startApi(): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: process.env.API_PORT ?? '0', HOST: '127.0.0.1' };
  delete env.STATIC_DIR; // nginx serves the site; the API answers /api and /media only
  const api = startChild(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], 'SIGTERM', {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) => {
    let seen = '';
    api.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      seen += chunk.toString();
      const match = /API on http:\/\/[\d.]+:(\d+)/.exec(seen);
      if (match?.[1]) resolve(match[1]);
    });
  });
}

async function waitForSite(url: string): Promise<void> {
  for (const until = Date.now() + 20_000; Date.now() < until; ) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await fail(`nginx did not answer at ${url}`);
}

function writeConf(dir: string, apiPort: string): string {
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    renderNginxConf({
      prefix: dir,
      listen: host ? `${host}:${port}` : port,
      deployRoot: root,
      apiUpstream: `127.0.0.1:${apiPort}`,
      remoteOrigins: parseOrigins(process.env.REMOTE_ORIGINS, 'REMOTE_ORIGINS'),
      frameOrigins: parseOrigins(process.env.FRAME_ORIGINS, 'FRAME_ORIGINS'),
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
  const unreadable = unreadableForNginx(root);
  if (unreadable) return void (await fail(unreadable));

  prefix = fs.mkdtempSync(path.join(os.tmpdir(), `clinic-nginx-${port}-`));
  fs.chmodSync(prefix, 0o755); // workers (nobody) write proxy buffers under it
  const apiPort = await startApi();
  if (stopping) return;
  let conf: string;
  try {
    conf = writeConf(prefix, apiPort);
  } catch (error) {
    return void (await fail((error as Error).message));
  }
  const args = ['-e', 'stderr', '-c', conf, '-p', prefix];
  const check = spawnSync(nginxBin, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.status !== 0)
    return void (await fail(`nginx -t rejected ${conf}:\n${check.stderr || check.error?.message}`));
  const nginx = startChild(nginxBin, args, 'SIGQUIT', { stdio: 'inherit' });

  const site = `http://${host && host !== '0.0.0.0' ? host : '127.0.0.1'}:${port}`;
  await waitForSite(`${site}/remotes.json`);
  console.log(
    `clinic site on ${site} (nginx pid ${nginx.pid}, API on 127.0.0.1:${apiPort}, deploy root ${root})`,
  );
}

void main();
