/**
 * Builds a site into a temporary deploy root (never the repo's dist/) and serves it with
 * `npm run start:nginx` on NGINX_E2E_PORT (8180). analyses exists in two visibly different builds:
 * BUILD_LABEL=v1 (live after the first build) and BUILD_LABEL=v2 (built with --no-release); so does doctors,
 * with two more: one that breaks once mounted, one without Kazakh.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NGINX_PORT, OPS_TOKEN, OTHER_ORIGIN, REPO } from './support';

function build(root: string, label: string, ...args: string[]): void {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', ...args], {
    cwd: REPO,
    // The label `broken` is also a build made to throw once mounted (canary.spec.ts's rollback); `ru-only`, one
    // released before its Kazakh was written (catalogue-locales.spec.ts).
    env: {
      ...process.env,
      DEPLOY_ROOT: root,
      BUILD_LABEL: label,
      BUILD_FAULT: label === 'broken' ? 'throw-on-mount' : '',
      BUILD_LOCALES: label === 'ru-only' ? 'ru' : '',
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build ${label} failed:\n${result.stdout}\n${result.stderr}`);
}

function serve(root: string, dataDir: string): Promise<{ server: ChildProcess; nginxPid: number }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/nginx/start.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      DEPLOY_ROOT: root,
      DATA_DIR: dataDir,
      PORT: String(NGINX_PORT),
      HOST: '127.0.0.1',
      REMOTE_ORIGINS: OTHER_ORIGIN,
      OPS_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let log = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const pid = /nginx pid (\d+)/.exec(log)?.[1];
      if (pid) resolve({ server, nginxPid: Number(pid) });
    });
    server.once('exit', (code) => reject(new Error(`start:nginx exited (${code}):\n${log}`)));
  });
}

export default async function globalSetup() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-nginx-e2e-'));
  fs.chmodSync(root, 0o755); // nginx workers run as nobody
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-nginx-e2e-data-'));
  build(root, 'v1');
  build(root, 'v2', 'analyses', '--no-release');
  // The doctors canary's candidates (canary.spec.ts): a healthy one and one that throws once mounted.
  build(root, 'v2', 'doctors', '--no-release');
  build(root, 'broken', 'doctors', '--no-release');
  build(root, 'ru-only', 'doctors', '--no-release');
  const { server, nginxPid } = await serve(root, dataDir);
  process.env.NGINX_E2E_DEPLOY_ROOT = root;
  process.env.NGINX_E2E_NGINX_PID = String(nginxPid);

  return async () => {
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const code = await stopped;
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`start:nginx did not stop cleanly (exit ${code})`);
  };
}
