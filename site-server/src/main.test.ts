// @vitest-environment node
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { goLive, sharedRelease } from '@clinic/deploy';
import { addVersion, deployedSite } from '@clinic/deploy/src/testing/fakeDeployRoot';
import { testDatabase } from '@clinic/deploy/src/testing/postgres';
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

  it('with DATABASE_URL, a host that starts syncs to the shared release state before it serves', async () => {
    const databaseUrl = await testDatabase();
    // Released from a machine this host never heard of, while the host was down.
    const ci = deployedSite();
    addVersion(ci, 'doctors', '1.1.0-aaaaaaaa');
    const lines: string[] = [];
    const say = (line: string) => lines.push(line);
    const released = await sharedRelease(
      ['release', 'doctors'],
      { out: say, err: say },
      {
        databaseUrl,
        root: ci,
        prepareMs: 1000,
        run: () => (goLive(ci, 'doctors', '1.1.0-aaaaaaaa').changed ? 0 : 1),
      },
    );
    expect(released, lines.join('\n')).toBe(0);

    const root = deployedSite();
    const server = run({
      PORT: '0',
      DEPLOY_ROOT: root,
      API_ORIGIN: 'http://127.0.0.1:9',
      DATABASE_URL: databaseUrl,
    });
    const url = await server.listening;
    // The very first answer is already the shared state, with the version's files on this host's disk.
    const remotes = await (await fetch(`${url}/remotes.json`)).json();
    expect(remotes.doctors).toBe('/mfe/doctors/1.1.0-aaaaaaaa/mf-manifest.json');
    expect((await fetch(`${url}${remotes.doctors}`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
