/**
 * A throwaway PostgreSQL for the tests: Debian's PostgreSQL 15 (`POSTGRES_BIN`, else /usr/lib/postgresql/15/bin),
 * a cluster in a temporary folder, on a free port of 127.0.0.1 and a unix socket in that folder, fsync off, never
 * the system's service. PostgreSQL refuses to run as root, and CI runs as root: then initdb and pg_ctl run as the
 * `postgres` user the Debian package creates.
 *
 * One cluster serves the whole vitest run: `setup` is vitest's globalSetup (vitest.config.mts). It starts the
 * cluster without holding the run back (initdb takes a few seconds) and writes the outcome to a status file; a
 * suite that needs PostgreSQL calls `testDatabase()`, which waits for it and makes the suite a database of its own.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

const run = promisify(execFile);
const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
/** How long a suite waits for the shared cluster to be up (it is up within seconds; a loaded machine is slow). */
const READY_WAIT_MS = 60_000;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the globalSetup writes `{ url }` or `{ error }` once the cluster is up or could not start. */
    postgresStatus: string;
  }
}

export interface TestPostgres {
  /** The superuser `postgres` on the cluster's `postgres` database, over TCP (no password: trust). */
  url: string;
  dir: string;
  /** The server's processes (the postmaster first): a test freezes (SIGSTOP) or kills them. */
  pids(): number[];
  /** Starts it again on the same port and data, after a kill. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** The cluster's folder: made here, handed to `postgres` by startPostgres when it runs as root. */
export const clusterDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-pg-'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a cluster in `dir` (initdb, then pg_ctl start, which waits until it takes connections). */
export async function startPostgres(dir = clusterDir()): Promise<TestPostgres> {
  if (!fs.existsSync(path.join(BIN, 'initdb'))) {
    throw new Error(`PostgreSQL 15 is not installed (no ${BIN}/initdb): apt-get install -y postgresql`);
  }
  const asRoot = process.getuid?.() === 0;
  // `runuser` keeps root's environment but drops to the user; PostgreSQL checks only the effective user.
  const as = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  if (asRoot) await run('chown', ['postgres:', dir]);
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  // Trust: only this machine's test processes reach it, and only while the run lasts.
  await as(path.join(BIN, 'initdb'), [
    ...['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C'],
    ...['--no-sync', '--no-instructions'],
  ]);
  const pgCtl = path.join(BIN, 'pg_ctl');
  let lastError: unknown;
  // A free port may be taken between the probe and the bind: another one, twice at most.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const options = [
      `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1`,
      '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
    ].join(' ');
    try {
      // `-l`: the server writes to a file, so pg_ctl's own output ends when it does.
      await as(pgCtl, ['-D', data, '-l', log, '-o', options, '-w', '-t', '30', 'start']);
    } catch (error) {
      lastError = error;
      continue;
    }
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      dir,
      pids() {
        const postmaster = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
        const children = fs
          .readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8')
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map(Number);
        return [postmaster, ...children];
      },
      async restart() {
        // A killed server's processes may linger as zombies (a container's init need not reap them), and a
        // zombie's pid still looks alive: the lock files naming them go first.
        for (const lock of [path.join(data, 'postmaster.pid'), path.join(dir, `.s.PGSQL.${port}.lock`)])
          fs.rmSync(lock, { force: true });
        await as(pgCtl, ['-D', data, '-l', log, '-o', options, '-w', '-t', '30', 'start']);
      },
      async stop() {
        await as(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const serverLog = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : '';
  throw new Error(`PostgreSQL did not start: ${(lastError as Error).message}\n${serverLog}`);
}

/** vitest's globalSetup: one cluster for the run, started in the background, stopped at the end. */
export function setup(project: TestProject): () => Promise<void> {
  const dir = clusterDir();
  const statusFile = path.join(dir, 'status.json');
  const report = (status: { url: string } | { error: string }) => {
    fs.writeFileSync(`${statusFile}.part`, JSON.stringify(status));
    fs.renameSync(`${statusFile}.part`, statusFile);
  };
  project.provide('postgresStatus', statusFile);
  const started = startPostgres(dir).then(
    (cluster) => {
      report({ url: cluster.url });
      return cluster;
    },
    (error: Error) => {
      report({ error: error.message });
      return null;
    },
  );
  return async () => {
    const cluster = await started;
    if (cluster) await cluster.stop();
    else fs.rmSync(dir, { recursive: true, force: true });
  };
}

/** The shared cluster's address, once it is up (in a test file; the globalSetup must have run). */
export async function sharedPostgres(): Promise<string> {
  // Imported here, so that startPostgres also serves scripts that run outside vitest.
  const { inject } = await import('vitest');
  const statusFile = inject('postgresStatus');
  const deadline = Date.now() + READY_WAIT_MS;
  while (!fs.existsSync(statusFile)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL for the tests not up after ${READY_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const status = JSON.parse(fs.readFileSync(statusFile, 'utf8')) as { url?: string; error?: string };
  if (!status.url) throw new Error(status.error);
  return status.url;
}

/** A new, empty database on the shared cluster, for one suite: its URL. */
export async function testDatabase(): Promise<string> {
  const url = new URL(await sharedPostgres());
  const name = `clinic_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.href;
}
