// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rotateSecret } from './rotate';

const root = () => fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-rotate-'));
const env = (deployRoot: string, more: NodeJS.ProcessEnv = {}) => {
  const { DATABASE_URL: _, SITE_SECRET: __, PREVIEW_KEY: ___, ...rest } = process.env;
  return { ...rest, DEPLOY_ROOT: deployRoot, ...more };
};

describe('npm run rotate-secret', () => {
  it('rotates the deploy root’s site secret without DATABASE_URL, keeping the previous one for 2 hours', () => {
    const deployRoot = root();
    const file = path.join(deployRoot, '.rum', 'site-secret');
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(file, `${'ab'.repeat(32)}\n`, { mode: 0o600 });
    const run = rotateSecret(['site'], env(deployRoot));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/site key rotated.*still accepted until/);
    const [current = '', previous = ''] = fs.readFileSync(file, 'utf8').trim().split('\n');
    expect(current).toMatch(/^[0-9a-f]{64}$/);
    expect(current).not.toBe('ab'.repeat(32));
    const [key, until] = previous.split(' ');
    expect(key).toBe('ab'.repeat(32));
    expect(Number(until) - Date.now()).toBeGreaterThan(2 * 3_600_000 - 60_000);
  }, 20_000);

  it('refuses what it cannot do: an unknown key (2), a key the environment sets (1)', () => {
    const deployRoot = root();
    const unknown = rotateSecret(['everything'], env(deployRoot));
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/usage: npm run rotate-secret -- site\|preview/);
    const given = rotateSecret(['preview'], env(deployRoot, { PREVIEW_KEY: 'k'.repeat(43) }));
    expect(given.status).toBe(1);
    expect(given.stderr).toMatch(/PREVIEW_KEY is set/);
    expect(fs.readdirSync(deployRoot)).toEqual([]);
  }, 20_000);
});
