// @vitest-environment node
/**
 * The import boundaries of ARCHITECTURE §3 and §11 hold by lint (biome.json, noRestrictedImports per folder).
 * Each case writes a one-line probe file into the folder it speaks for, runs Biome on it as `npm run lint`
 * would, and removes it again.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..', '..');
const biome = path.join(repo, 'node_modules', '.bin', 'biome');

const forbidden = [
  ['a remote imports another remote', 'mfe-catalog/src', '../../mfe-doctors/src/expose/routes'],
  [
    'a remote imports another remote by package name',
    'mfe-analyses/src',
    'mfe-booking/src/expose/BookingHost',
  ],
  ['a remote imports the shell', 'mfe-doctors/src', '../../shell/src/federation/remotes'],
  ['a remote imports the site server', 'mfe-booking/src', '../../site-server/src/app'],
  ['the shell imports a remote', 'shell/src', '../../mfe-analyses/src/expose/routes'],
  ['the site server imports a remote', 'site-server/src', '../../mfe-catalog/src/expose/routes'],
  ['the site server imports the reference API', 'site-server/src', '../../api/src/app'],
] as const;

const allowed = [
  ['a remote imports @clinic/shared', 'mfe-catalog/src', '@clinic/shared'],
  ['the shell imports @clinic/shared', 'shell/src', '@clinic/shared'],
  ['the site server imports @clinic/shared', 'site-server/src', '@clinic/shared'],
  ['the site server imports a package', 'site-server/src', 'express'],
] as const;

/** Writes `import '<specifier>';` into `dir`, lints it and returns Biome's exit code and output. */
function lintProbe(dir: string, specifier: string) {
  const file = path.join(dir, `__boundary-probe-${process.pid}-${Math.random().toString(36).slice(2)}.ts`);
  fs.writeFileSync(path.join(repo, file), `import '${specifier}';\n`);
  try {
    const run = spawnSync(biome, ['lint', '--colors=off', file], { cwd: repo, encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    fs.rmSync(path.join(repo, file), { force: true });
  }
}

describe('npm run lint keeps the boundaries', () => {
  it.each(forbidden)('fails when %s', (_, dir, specifier) => {
    const { status, output } = lintProbe(dir, specifier);
    expect(status, output).toBe(1);
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toMatch(/never imports/);
  });

  it.each(allowed)('passes when %s', (_, dir, specifier) => {
    const { status, output } = lintProbe(dir, specifier);
    expect(status, output).toBe(0);
  });
});
