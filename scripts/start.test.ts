// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '@clinic/deploy';
import { afterEach, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');

/** A deploy root with nothing missing, so `npm start` serves it without building. */
function deployRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-start-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
  fs.writeFileSync(path.join(root, 'shell-info.json'), '{}');
  const live: Record<string, string> = {};
  for (const name of REMOTES) {
    live[name] = `/mfe/${name}/1.0.0/mf-manifest.json`;
    fs.mkdirSync(path.join(root, 'mfe', name, '1.0.0'), { recursive: true });
    fs.writeFileSync(path.join(root, live[name]), '{}');
  }
  fs.writeFileSync(path.join(root, 'remotes.json'), JSON.stringify(live));
  return root;
}

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

async function start() {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: '0',
      DEPLOY_ROOT: deployRoot(),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-start-data-')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = new Promise<RegExpExecArray>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /site on (http:\/\/[\d.]+:\d+)[\s\S]*API pid (\d+), site server pid (\d+)/.exec(output);
      if (match) resolve(match);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => reject(new Error(`start exited ${code}:\n${output}`)));
  });
  const [, site = '', apiPid, sitePid] = await ready;
  return { site, apiPid: Number(apiPid), sitePid: Number(sitePid), exited, output: () => output };
}

const gone = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

describe('npm start (scripts/start.mjs)', () => {
  it('serves the site and the API on one origin, and stops both on SIGTERM', async () => {
    const { site, apiPid, sitePid, exited } = await start();
    expect(await (await fetch(`${site}/contacts`)).text()).toBe('<div id="root"></div>');
    const banners = await fetch(`${site}/api/banners`);
    expect(banners.status).toBe(200);
    expect(await banners.json()).toHaveProperty('data');
    process.kill(started[0]!.pid!, 'SIGTERM');
    expect(await exited).toBe(0);
    expect([gone(apiPid), gone(sitePid)]).toEqual([true, true]);
  });

  it('stops the site server and exits non-zero when the API dies', async () => {
    const { apiPid, sitePid, exited, output } = await start();
    process.kill(apiPid, 'SIGKILL');
    expect(await exited).toBe(1);
    expect(gone(sitePid)).toBe(true);
    expect(output()).toMatch(/the API exited \(SIGKILL\); stopping the other/);
  });
});
