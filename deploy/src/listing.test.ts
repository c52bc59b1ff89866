// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deployPaths } from './deployRoot';
import { goLive } from './goLive';
import { formatReleases, listReleases } from './listing';
import { addVersion, deployedSite } from './testing/fakeDeployRoot';

const quiet = { warn: () => {} };

describe('npm run releases', () => {
  it('shows, per remote, the live version, the rollback target, past, unreleased and pruned versions', () => {
    const root = deployedSite();
    addVersion(root, 'analyses', '1.1.0-00000002');
    addVersion(root, 'analyses', '1.2.0-00000003');
    addVersion(root, 'analyses', '1.3.0-00000004');
    goLive(root, 'analyses', '1.1.0-00000002', quiet);
    goLive(root, 'analyses', '1.2.0-00000003', quiet);
    fs.rmSync(deployPaths(root).versionDir('analyses', '1.0.0-00000001'), { recursive: true });

    const releases = listReleases(root);
    const analyses = releases.remotes.find((r) => r.remote === 'analyses')!;
    expect(analyses.live).toBe('1.2.0-00000003');
    expect(Object.fromEntries(analyses.versions.map((v) => [v.version, v.status]))).toEqual({
      '1.2.0-00000003': 'live',
      '1.1.0-00000002': 'previous',
      '1.3.0-00000004': 'never live',
      '1.0.0-00000001': 'pruned',
    });
    expect(releases.remotes.map((r) => r.live)).toEqual([
      '1.0.0-00000000',
      '1.2.0-00000003',
      '1.0.0-00000002',
      '1.0.0-00000003',
    ]);
    expect(releases.shell?.sharedVersion).toBe('1.2.0');

    const text = formatReleases(releases);
    expect(text).toMatch(/^shell .*@clinic\/shared 1\.2\.0/);
    expect(text).toMatch(/analyses\s+live 1\.2\.0-00000003/);
    expect(text).toMatch(/\* 1\.2\.0-00000003\s+live/);
    expect(text).toMatch(/ {3}1\.1\.0-00000002\s+previous/);
  });

  it('names the language each version lacks, and the messages it still shows in Russian', () => {
    const root = deployedSite();
    addVersion(root, 'doctors', '1.1.0-00000011', { locales: { kk: 0, ru: 0 } });
    addVersion(root, 'doctors', '1.2.0-00000012', { locales: { ru: 0 } });
    addVersion(root, 'doctors', '1.3.0-00000013', { locales: { kk: 3, ru: 0 } });
    const text = formatReleases(listReleases(root));
    const line = (version: string) =>
      text.split('\n').find((row) => row.startsWith('  ') && row.includes(version)) ?? '';
    expect(line('1.1.0-00000011')).not.toMatch(/kk|ru:/);
    expect(line('1.2.0-00000012')).toContain('kk: no messages');
    expect(line('1.3.0-00000013')).toContain('kk: 3 messages in Russian');
    // A build from before languages: Russian only.
    expect(line('1.0.0-00000002')).toContain('kk: no messages');
  });

  it('shows a hand-edited entry outside the deploy root as it is', () => {
    const root = deployedSite();
    const remotes = JSON.parse(fs.readFileSync(deployPaths(root).remotesFile, 'utf8'));
    fs.writeFileSync(
      deployPaths(root).remotesFile,
      JSON.stringify({ ...remotes, doctors: 'https://x.kz/doctors.json' }),
    );
    expect(formatReleases(listReleases(root))).toMatch(
      /doctors\s+live https:\/\/x\.kz\/doctors\.json \(outside/,
    );
  });
});
