// @vitest-environment node
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { readLiveRemotes } from '@clinic/deploy';
import {
  addVersion,
  CANDIDATE_DOCTORS,
  deployedSite,
  liveDoctors,
  STABLE_DOCTORS,
  withDoctorsCandidate,
} from '@clinic/deploy/src/testing/fakeDeployRoot';
import { describe, expect, it } from 'vitest';
import { run } from './cli';

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

describe('the canary commands', () => {
  const cli = (root: string, ...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const canaryLines = (remote: string, canary: { version: string }, stable?: string) => [
      `health of ${remote} ${canary.version} against ${stable}`,
    ];
    const code = run(argv, { out: (l) => out.push(l), err: (l) => err.push(l), root, canaryLines });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('release --canary, releases, promote --to, rollback', () => {
    const root = withDoctorsCandidate();
    expect(cli(root, 'release', 'doctors', CANDIDATE_DOCTORS, '--canary', '10')).toMatchObject({
      code: 0,
      out: `doctors: ${CANDIDATE_DOCTORS} is live for 10 % of visitors, ${STABLE_DOCTORS} for the rest`,
    });
    const listed = cli(root, 'releases').out;
    expect(listed).toMatch(new RegExp(`canary ${CANDIDATE_DOCTORS} for 10 % of visitors since`));
    expect(listed).toContain(`          health of doctors ${CANDIDATE_DOCTORS} against ${STABLE_DOCTORS}`);
    expect(cli(root, 'promote', 'doctors', '--to', '50').out).toMatch(/live for 50 % of visitors/);
    expect(cli(root, 'rollback', 'doctors').out).toBe(
      `doctors: the canary ${CANDIDATE_DOCTORS} ended; every visitor gets ${STABLE_DOCTORS} again`,
    );
    expect(liveDoctors(root)).toBe(STABLE_DOCTORS);
  });

  it('answers a bad share or a missing canary with a message and a non-zero exit', () => {
    const root = withDoctorsCandidate();
    expect(cli(root, 'release', 'doctors', '--canary', '0')).toMatchObject({
      code: 1,
      err: expect.stringMatching(/--canary takes a whole percent from 1 to 100/),
    });
    expect(cli(root, 'promote', 'doctors')).toMatchObject({
      code: 1,
      err: expect.stringMatching(/no canary/),
    });
  });
  it('`npm run releases` lists a canary even when the site servers’ beacons cannot be read', async () => {
    const root = withDoctorsCandidate();
    expect(cli(root, 'release', 'doctors', CANDIDATE_DOCTORS, '--canary', '10').code).toBe(0);
    const repo = path.resolve(import.meta.dirname, '..', '..');
    const listed = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/release/cli.ts', 'releases'],
      // A folder where the beacon database should be: the site server's health report fails.
      { cwd: repo, env: { ...process.env, DEPLOY_ROOT: root, RUM_DB: root } },
    );
    expect(listed.stdout).toMatch(new RegExp(`canary ${CANDIDATE_DOCTORS} for 10 % of visitors since`));
    expect(listed.stdout).not.toContain('health since then');
    expect(listed.stderr).toContain('the canaries’ health is not known');
  });
});
