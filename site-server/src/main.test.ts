// @vitest-environment node
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from './testing/servers';

const mainFile = path.join(import.meta.dirname, 'main.ts');

/** main.ts as `npm start` runs it: one process (node --import tsx), so a signal reaches the server itself. */
function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const url = /site on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    void exited.then((code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  return { child, exited, listening, output: () => output };
}

describe('site-server/src/main.ts', () => {
  it('listens on a free port with PORT=0, prints it, serves the deploy root and stops on SIGTERM', async () => {
    const root = tempDir('clinic-site-main-');
    fs.writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
    const server = run({ PORT: '0', DEPLOY_ROOT: root, API_ORIGIN: 'http://127.0.0.1:9' });
    const url = await server.listening;
    expect(await (await fetch(`${url}/about-us`)).text()).toBe('<div id="root"></div>');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('exits 1 with the reason on a bad setting', async () => {
    const server = run({ PORT: '0', API_ORIGIN: 'not an origin' });
    server.listening.catch(() => {});
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/API_ORIGIN must be an origin/);
  });
});
