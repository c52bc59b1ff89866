import { type ChildProcess, spawn } from 'node:child_process';
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
