// @vitest-environment node
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'checkEnv.mjs');
const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, [script], { env: { ...process.env, ...env }, encoding: 'utf8' });

describe('scripts/checkEnv.mjs (the first step of npm test)', () => {
  it('stops at once with the install command when Chromium is missing', () => {
    const result = run({ CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('chromium: no /nonexistent/chromium');
    expect(result.stderr).toContain('sudo apt-get install -y chromium nginx');
    expect(result.stderr).toContain('bash .ci/run');
  });

  it('stops when nginx is missing, by path or by name on PATH', () => {
    expect(run({ NGINX: '/nonexistent/nginx' }).stderr).toContain('nginx: no /nonexistent/nginx');
    const byName = run({ NGINX: 'no-such-nginx-binary' });
    expect(byName.status).toBe(1);
    expect(byName.stderr).toContain('nginx: no no-such-nginx-binary');
  });

  it('stops when Java is missing, naming the Nu HTML Checker and the Debian package', () => {
    const result = run({ JAVA: 'no-such-java-binary' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('default-jre-headless: no no-such-java-binary');
    expect(result.stderr).toContain('Nu HTML Checker');
    expect(result.stderr).toContain('default-jre-headless');
  });

  it('passes silently with the binaries given (here: any executable)', () => {
    const result = run({ CHROMIUM_PATH: process.execPath, NGINX: process.execPath, JAVA: process.execPath });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });
});
