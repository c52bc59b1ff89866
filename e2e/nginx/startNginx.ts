import { type ChildProcess, spawn } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { deployRoot, NGINX_PORT, REPO } from './support';

/** The port of the suite's own `start:nginx` runs (the shared one of globalSetup is NGINX_PORT). */
export const OWN_PORT = NGINX_PORT + 1;

export interface StartedNginx {
  server: ChildProcess;
  nginxPid: number;
  site: string;
  log: () => string;
}

/** Starts `npm run start:nginx` (or its node command) on OWN_PORT against the suite's deploy root. */
export function startNginx(viaNpm: boolean, env: Record<string, string> = {}): Promise<StartedNginx> {
  const [command, args] = viaNpm
    ? ['npm', ['run', 'start:nginx']]
    : [process.execPath, ['--import', 'tsx', 'scripts/nginx/start.ts']];
  const server = spawn(command, args, {
    cwd: REPO,
    env: { ...process.env, DEPLOY_ROOT: deployRoot(), PORT: String(OWN_PORT), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log += chunk.toString();
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      const pid = /nginx pid (\d+)/.exec(log)?.[1];
      if (pid) {
        clearInterval(poll);
        resolve({ server, nginxPid: Number(pid), site: `http://127.0.0.1:${OWN_PORT}`, log: () => log });
      }
    }, 100);
    server.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`start:nginx exited (${code}):\n${log}`));
    });
  });
}

/** The site servers' pids, from the "site servers 127.0.0.1:<port> pid <pid>, …" part of the start line. */
export const siteServerPids = (log: string): number[] =>
  [...log.matchAll(/127\.0\.0\.1:\d+ pid (\d+)/g)].map((match) => Number(match[1]));

export const closed = (url: string): Promise<boolean> =>
  fetch(url).then(
    () => false,
    () => true,
  );

/**
 * Runs `use` against an nginx and site servers of the test's own (`startNginx` with `env`), then stops them
 * whatever `use` did, and waits until the port is free for the next test. `page`, if given, is closed first:
 * a page left open keeps loading (pictures, the booking remote when idle) while the site stops under it, and
 * nginx, still draining, answers those with 502 from an API already gone: console errors the test never caused.
 */
export async function withOwnNginx(
  env: Record<string, string>,
  use: (started: StartedNginx) => Promise<void>,
  page?: Page,
): Promise<void> {
  const started = await startNginx(false, env);
  const stopped = new Promise((resolve) => started.server.once('exit', resolve));
  try {
    await use(started);
  } finally {
    await page?.close();
    started.server.kill('SIGTERM');
    await stopped;
    // nginx's error log names each failed upstream request (which server, which URL, why): in the report.
    await test.info().attach('start:nginx log', { body: started.log(), contentType: 'text/plain' });
  }
  await expect.poll(() => closed(`${started.site}/`), { timeout: 10_000 }).toBe(true);
}

/** A site server just started sends the static shell until its render worker is warm: its first server render. */
export async function whenServerRendered(url: string, init?: RequestInit): Promise<Response> {
  let response: Response | undefined;
  await expect
    .poll(
      async () => {
        response = await fetch(url, init);
        return response.headers.get('x-render');
      },
      { timeout: 30_000 },
    )
    .toBe('server');
  return response as Response;
}
