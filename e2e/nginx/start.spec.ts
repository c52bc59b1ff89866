import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '../tests/support/fixtures';
import { deployRoot, isRunning, NGINX_PORT, REPO } from './support';

const PORT = NGINX_PORT + 1;

/** Starts `npm run start:nginx` (or its node command) on PORT against the suite's deploy root. */
function start(viaNpm: boolean): Promise<{ server: ChildProcess; nginxPid: number; log: () => string }> {
  const [command, args] = viaNpm
    ? ['npm', ['run', 'start:nginx']]
    : [process.execPath, ['--import', 'tsx', 'scripts/nginx/start.ts']];
  const server = spawn(command, args, {
    cwd: REPO,
    env: { ...process.env, DEPLOY_ROOT: deployRoot(), PORT: String(PORT), HOST: '127.0.0.1' },
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
        resolve({ server, nginxPid: Number(pid), log: () => log });
      }
    }, 100);
    server.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`start:nginx exited (${code}):\n${log}`));
    });
  });
}

async function closed(url: string): Promise<boolean> {
  return fetch(url).then(
    () => false,
    () => true,
  );
}

for (const [signal, viaNpm] of [
  ['SIGINT', false],
  ['SIGTERM', false],
  ['SIGTERM', true],
] as const) {
  test(`start:nginx serves the site and stops nginx and the API on ${signal}${viaNpm ? ' sent to npm' : ''}`, async () => {
    const { server, nginxPid, log } = await start(viaNpm);
    const site = `http://127.0.0.1:${PORT}`;
    expect((await fetch(`${site}/`)).headers.get('content-security-policy')).toContain(
      "frame-ancestors 'none'",
    );
    expect((await fetch(`${site}/api/banners`)).status).toBe(200);

    const apiPort = /API on 127\.0\.0\.1:(\d+)/.exec(log())?.[1];
    expect(apiPort, log()).toBeTruthy();

    const exit = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill(signal);
    const code = await exit;
    if (!viaNpm) expect(code, log()).toBe(0);
    await expect.poll(() => isRunning(nginxPid), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => closed(`${site}/`), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => closed(`http://127.0.0.1:${apiPort}/api/banners`), { timeout: 10_000 })
      .toBe(true);
    await expect.poll(() => log(), { timeout: 10_000 }).toContain('stopping');
  });
}
