// @vitest-environment node
/**
 * The import boundaries (docs/architecture.md) hold by lint (biome.json, noRestrictedImports per folder).
 * Each case writes a one-line probe file at the path it speaks for, in a scratch folder beside a copy of the
 * repo's biome.json, and runs Biome on it as `npm run lint` would (the rules match import paths, so the
 * imported files need not exist there). The repo itself is never written to.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..', '..');
const biome = path.join(repo, 'node_modules', '.bin', 'biome');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-boundaries-'));
fs.copyFileSync(path.join(repo, 'biome.json'), path.join(scratch, 'biome.json'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const forbidden = [
  ['a remote imports another remote', 'mfe-catalog/src/probe.ts', '../../mfe-doctors/src/expose/routes'],
  [
    'a remote imports another remote by package name',
    'mfe-analyses/src/probe.ts',
    'mfe-booking/src/expose/BookingHost',
  ],
  ['a remote imports the shell', 'mfe-doctors/src/probe.ts', '../../shell/src/federation/remotes'],
  ['a remote imports the site server', 'mfe-booking/src/probe.ts', '../../site-server/src/app'],
  [
    "a remote's build config imports the site server",
    'mfe-doctors/rspack.config.ts',
    '../site-server/src/app',
  ],
  ['the shell imports a remote', 'shell/src/probe.ts', '../../mfe-analyses/src/expose/routes'],
  ['the shell imports the site server', 'shell/src/probe.ts', '../../site-server/src/render/renderThread'],
  ["the shell's build config imports the site server", 'shell/rspack.config.ts', '../site-server/src/app'],
  [
    'the root build config imports the site server',
    'rspack.config.base.ts',
    './site-server/src/render/renderThread',
  ],
  ['the site server imports a remote', 'site-server/src/probe.ts', '../../mfe-catalog/src/expose/routes'],
  ['the site server imports the reference API', 'site-server/src/probe.ts', '../../api/src/app'],
  ['the site server imports the release tool', 'site-server/src/probe.ts', '../../scripts/release/cli'],
  ['the release tool imports the site server', 'scripts/release/probe.ts', '../../site-server/src/config'],
  ['a build script imports the site server', 'scripts/nginx/probe.ts', '../../site-server/src/app'],
  ['@clinic/deploy imports the site server', 'deploy/src/probe.ts', '../../site-server/src/config'],
  ['@clinic/deploy imports the release tool', 'deploy/src/probe.ts', '../../scripts/release/cli'],
  ['a remote imports a file of @clinic/shared', 'mfe-catalog/src/probe.ts', '@clinic/shared/src/search'],
  ['the shell imports a file of @clinic/shared', 'shell/src/probe.ts', '@clinic/shared/src/i18n/locale'],
  [
    'the site server imports a file of @clinic/shared',
    'site-server/src/probe.ts',
    '@clinic/shared/src/plainPages/postProblemPage',
  ],
  ['the API imports shared/src by path', 'api/src/routes/probe.ts', '../../../shared/src/api/types'],
  ['an e2e suite imports shared/src by path', 'e2e/tests/probe.spec.ts', '../../shared/src/config/clinic'],
  ['a script imports shared/src by path', 'scripts/nginx/probe.ts', '../../shared/src/api/acceptLanguage'],
  ['@clinic/deploy imports shared/src by path', 'deploy/src/probe.ts', '../../shared/src/i18n/locale'],
  [
    'the root build config imports shared/src by path',
    'rspack.config.base.ts',
    './shared/src/federation/facts',
  ],
  ["the unit tests' setup imports shared/src by path", 'vitest.setup.ts', './shared/src/messages/sharedText'],
] as const;

const allowed = [
  ['a remote imports @clinic/shared', 'mfe-catalog/src/probe.ts', '@clinic/shared'],
  ['the shell imports @clinic/shared', 'shell/src/probe.ts', '@clinic/shared'],
  ['the site server imports @clinic/shared', 'site-server/src/probe.ts', '@clinic/shared'],
  ['the site server imports a package', 'site-server/src/probe.ts', 'express'],
  ['the site server imports @clinic/deploy', 'site-server/src/probe.ts', '@clinic/deploy'],
  ['the release tool imports @clinic/deploy', 'scripts/release/probe.ts', '@clinic/deploy'],
  [
    'the root build config imports the federation facts',
    'rspack.config.base.ts',
    '@clinic/shared/federation',
  ],
  ['the API imports an entry point of @clinic/shared', 'api/src/probe.ts', '@clinic/shared/server'],
  ['a remote imports an entry point of @clinic/shared', 'mfe-booking/src/probe.ts', '@clinic/shared/core'],
  ['shared/ imports its own files by relative path', 'shared/src/format/probe.ts', '../i18n/locale'],
] as const;

/** Writes `import '<specifier>';` as `file` in the scratch folder, lints it and returns Biome's exit code and output. */
function lintProbe(file: string, specifier: string) {
  const probe = path.join(scratch, file);
  fs.mkdirSync(path.dirname(probe), { recursive: true });
  fs.writeFileSync(probe, `import '${specifier}';\n`);
  try {
    const run = spawnSync(biome, ['lint', '--colors=off', file], { cwd: scratch, encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    fs.rmSync(probe, { force: true });
  }
}

describe('npm run lint keeps the boundaries', () => {
  it.each(forbidden)('fails when %s', (_, file, specifier) => {
    const { status, output } = lintProbe(file, specifier);
    expect(status, output).toBe(1);
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toMatch(/never imports/);
  });

  it.each(allowed)('passes when %s', (_, file, specifier) => {
    const { status, output } = lintProbe(file, specifier);
    expect(status, output).toBe(0);
  });
});
