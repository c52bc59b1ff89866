// @vitest-environment node
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { run } from './cli';
import { readLiveRemotes } from './deployRoot';
import { addVersion, deployedSite } from './testing/fakeDeployRoot';

function cli(root: string, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(argv, { root, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('the release CLI', () => {
  it('releases, rolls back and lists with exit code 0', () => {
    const root = deployedSite();
    addVersion(root, 'analyses', '1.1.0-aaaaaaaa');
    expect(cli(root, 'release', 'analyses', '1.1.0-aaaaaaaa')).toMatchObject({
      code: 0,
      out: expect.stringMatching(
        /analyses: 1\.0\.0-00000001 → 1\.1\.0-aaaaaaaa is live .*other remotes untouched/,
      ),
    });
    expect(cli(root, 'rollback', 'analyses')).toMatchObject({
      code: 0,
      out: expect.stringContaining('→ 1.0.0-00000001 is live'),
    });
    const listed = cli(root, 'releases', '--json');
    expect(JSON.parse(listed.out).remotes[1]).toMatchObject({ remote: 'analyses', live: '1.0.0-00000001' });
  });

  it('exits 1 with the reason on stderr when it refuses', () => {
    const root = deployedSite();
    expect(cli(root, 'release', 'analyses', '7.7.7')).toEqual({
      code: 1,
      out: '',
      err: expect.stringMatching(/^error: unknown version "7\.7\.7" of analyses/),
    });
    expect(cli(root, 'prune', '--keep', '0')).toMatchObject({
      code: 1,
      err: expect.stringContaining('--keep'),
    });
  });

  it('exits 2 on a usage error', () => {
    const root = deployedSite();
    expect(cli(root, 'deploy', 'analyses').code).toBe(2);
    expect(cli(root, 'prune').err).toContain('--keep <N>');
    expect(cli(root, 'rollback', 'analyses', '1.0.0').err).toContain('--to <version>');
    expect(cli(root, 'release', 'analyses', '--frobnicate').code).toBe(2);
    expect(cli(root).code).toBe(2);
  });

  it('runs as `npm run release` does, reading DEPLOY_ROOT, and fails with a non-zero exit', async () => {
    const root = deployedSite('1.0.0');
    addVersion(root, 'doctors', '2.0.0-eeeeeeee', { sharedVersion: '2.1.0' });
    const repo = path.resolve(import.meta.dirname, '..', '..');
    const failure = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/release/cli.ts', 'release', 'doctors', '2.0.0-eeeeeeee'],
      { cwd: repo, env: { ...process.env, DEPLOY_ROOT: root } },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'refused: doctors 2.0.0-eeeeeeee was built against @clinic/shared 2.1.0',
      ),
    });
    expect(readLiveRemotes(root).doctors).toBe('/mfe/doctors/1.0.0-00000002/mf-manifest.json');
  });
});
