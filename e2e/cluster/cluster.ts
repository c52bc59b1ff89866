/**
 * Several hosts over one PostgreSQL, as production would run them: each host a deploy root of its own with
 * `npm run start:nginx` (its nginx, two site servers, its canary controller) and DATABASE_URL; one reference API
 * behind them all (the clinic's backend is not a host's); a balancer nginx in front that routes around a dead host.
 * The hosts start from copies of the nginx suite's build, without the versions not live, which a release must
 * bring them. The release tool runs from a fourth copy that shares nothing with them but DATABASE_URL.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { readLiveRemotes, versionOfEntry } from '@clinic/deploy';
import { startPostgres, type TestPostgres } from '@clinic/deploy/src/testing/postgres';
import { rawRequest } from '../../site-server/src/testing/rawGet';

// From __filename: tsx gives an ES module that imports this file (bench/cluster.mjs) a wrong __dirname.
const REPO = path.resolve(path.dirname(__filename), '..', '..');
/** The balancer's port, then one per host. CLUSTER_PORT, else E2E_PORT + 5010 (each engineer's own), else 8110. */
export const BALANCER_PORT = Number(
  process.env.CLUSTER_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 5010 : 8110),
);
export const SITE = `http://127.0.0.1:${BALANCER_PORT}`;
export const HOST_NAMES = ['host-a', 'host-b', 'host-c'] as const;
export type HostName = (typeof HOST_NAMES)[number];
const hostPort = (name: HostName) => BALANCER_PORT + 1 + HOST_NAMES.indexOf(name);

const temp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755); // nginx workers run as nobody
  return dir;
};

/** A copy of the built site at `from`; `liveOnly` leaves out the remote versions that are not live. */
function copySite(from: string, liveOnly: boolean): string {
  const to = temp('clinic-cluster-root-');
  const live = new Set(
    Object.entries(readLiveRemotes(from)).map(
      ([remote, entry]) => `${remote}/${versionOfEntry(remote, entry)}`,
    ),
  );
  fs.cpSync(from, to, {
    recursive: true,
    filter: (file) => {
      const relative = path.relative(from, file);
      if (relative.split(path.sep).some((part) => part.startsWith('.'))) return false;
      const [mfe, remote, version] = relative.split(path.sep);
      return !liveOnly || mfe !== 'mfe' || !version || live.has(`${remote}/${version}`);
    },
  });
  return to;
}

function startApi(): Promise<{ child: ChildProcess; upstream: string; dataDir: string }> {
  const dataDir = temp('clinic-cluster-api-');
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: REPO,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const port = /127\.0\.0\.1:(\d+)/.exec(log)?.[1];
      if (port) resolve({ child, upstream: `127.0.0.1:${port}`, dataDir });
    });
    child.once('exit', (code) => reject(new Error(`the API exited (${code}): ${log}`)));
  });
}

export interface Host {
  name: string;
  root: string;
  /** The host's own nginx, addressed directly (the balancer is SITE). */
  url: string;
  child: ChildProcess;
  log: () => string;
}

/**
 * `start:nginx` for one host on `port`, in a process group of its own so that the whole host can be killed at once.
 * `env` adds DATABASE_URL and the rest; without it, a host on its own (the embedded backend).
 */
export function startHost(
  name: string,
  root: string,
  port: number,
  env: Record<string, string>,
): Promise<Host> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/nginx/start.ts'], {
    cwd: REPO,
    detached: true,
    env: {
      ...process.env,
      DEPLOY_ROOT: root,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_ORIGIN: SITE,
      SITE_HOST: name,
      SITE_SERVERS: '2',
      SSR_WORKERS: '1',
      SSR_TIMEOUT_MS: '20000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      if (!/nginx pid \d+/.test(log)) return;
      clearInterval(poll);
      resolve({ name, root, url: `http://127.0.0.1:${port}`, child, log: () => log });
    }, 100);
    child.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`${name}: start:nginx exited (${code}):\n${log}`));
    });
  });
}

/** One of the cluster's hosts: on its port, over the shared PostgreSQL and the one API. */
const startClusterHost = (name: HostName, root: string, databaseUrl: string, apiUpstream: string) =>
  startHost(name, root, hostPort(name), { DATABASE_URL: databaseUrl, API_UPSTREAM: apiUpstream });

/** The balancer: round robin over the hosts' nginx, the next host on a connection refused or a 502. */
function startBalancer(): ChildProcess {
  const prefix = temp('clinic-cluster-balancer-');
  const servers = HOST_NAMES.map((name) => `server 127.0.0.1:${hostPort(name)} max_fails=1 fail_timeout=5s;`);
  const conf = `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr crit;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  upstream hosts { ${servers.join(' ')} }
  server {
    listen 127.0.0.1:${BALANCER_PORT};
    location / {
      proxy_pass http://hosts;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_buffering off;
      proxy_next_upstream error timeout http_502 non_idempotent;
      proxy_connect_timeout 1s;
    }
  }
}
`;
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  return spawn('/usr/sbin/nginx', ['-e', 'stderr', '-c', path.join(prefix, 'nginx.conf'), '-p', prefix], {
    stdio: 'inherit',
  });
}

export interface Cluster {
  postgres: TestPostgres;
  hosts: Map<HostName, Host>;
  /** The release tool's own deploy root: every version built, nothing shared with the hosts. */
  ciRoot: string;
  /** A second CI machine's, for two releases at once. */
  otherCiRoot: string;
  apiDataDir: string;
  /** `npm run <script> -- <args>` from the CI copy with DATABASE_URL, as a team's CI runs it. */
  npmRun(script: string, ...args: string[]): ReturnType<typeof spawnSync>;
  /** Kills a whole host at once (its nginx, site servers and controller), as a power cut would. */
  kill(name: HostName): void;
  restart(name: HostName): Promise<Host>;
  stop(): Promise<void>;
}

/** The cluster, its hosts made of copies of the built site at `siteRoot` (the CI copies keep every version). */
export async function startCluster(siteRoot: string): Promise<Cluster> {
  const postgres = await startPostgres();
  const api = await startApi();
  const roots = new Map(HOST_NAMES.map((name) => [name, copySite(siteRoot, true)]));
  const hosts = new Map<HostName, Host>();
  for (const name of HOST_NAMES)
    hosts.set(name, await startClusterHost(name, roots.get(name) as string, postgres.url, api.upstream));
  const balancer = startBalancer();
  const ciRoot = copySite(siteRoot, false);
  const otherCiRoot = copySite(siteRoot, false);
  const groupKill = (host: Host) => {
    try {
      process.kill(-(host.child.pid as number), 'SIGKILL');
    } catch {
      // already gone
    }
  };
  return {
    postgres,
    hosts,
    ciRoot,
    otherCiRoot,
    apiDataDir: api.dataDir,
    npmRun: (script, ...args) =>
      spawnSync('npm', ['run', '--silent', script, '--', ...args], {
        cwd: REPO,
        env: { ...process.env, DEPLOY_ROOT: ciRoot, DATABASE_URL: postgres.url },
        encoding: 'utf8',
      }),
    kill(name) {
      groupKill(hosts.get(name) as Host);
    },
    async restart(name) {
      const host = await startClusterHost(name, roots.get(name) as string, postgres.url, api.upstream);
      hosts.set(name, host);
      return host;
    },
    async stop() {
      balancer.kill('SIGQUIT');
      for (const host of hosts.values()) {
        const exited = new Promise((resolve) => host.child.once('exit', resolve));
        host.child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        groupKill(host);
      }
      api.child.kill('SIGTERM');
      await postgres.stop();
      for (const root of [...roots.values(), ciRoot, otherCiRoot, api.dataDir])
        fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A GET to one host as the balancer sends it (named as the public origin, which is the only host it serves). */
export const getFrom = (url: string, at: string, headers: http.OutgoingHttpHeaders = {}) =>
  rawRequest(url, { path: at, headers: { host: new URL(SITE).host, ...headers } });

/** The version of `remote` that `/remotes.json` of `url` names for a visitor (optionally with their cookie). */
export async function servedVersion(
  url: string,
  remote: string,
  cookie?: string,
): Promise<string | undefined> {
  const answer = await getFrom(url, '/remotes.json', cookie ? { cookie } : {});
  if (answer.status !== 200) return undefined;
  return versionOfEntry(remote, (JSON.parse(answer.body) as Record<string, string>)[remote]);
}
