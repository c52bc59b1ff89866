// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployPaths, readLiveRemotes } from './deployRoot';
import { goLive } from './goLive';
import { readHistory } from './history';
import { addVersion, deployedSite, fingerprint, manifestFor, readText } from './testing/fakeDeployRoot';

const quiet = { warn: () => {} };

describe('release: making one version of one remote live', () => {
  it('rewrites only that remote in remotes.json and records it in the history', () => {
    const root = deployedSite();
    addVersion(root, 'analyses', '1.1.0-aaaaaaaa');
    const before = readLiveRemotes(root);
    const others = ['catalog', 'doctors', 'booking'].map((name) =>
      fingerprint(deployPaths(root).remoteDir(name)),
    );
    const shell = readText(path.join(root, 'index.html'));

    const result = goLive(root, 'analyses', '1.1.0-aaaaaaaa', quiet);

    expect(result).toMatchObject({ changed: true, previous: '1.0.0-00000001', version: '1.1.0-aaaaaaaa' });
    expect(readLiveRemotes(root)).toEqual({
      ...before,
      analyses: '/mfe/analyses/1.1.0-aaaaaaaa/mf-manifest.json',
    });
    expect(
      ['catalog', 'doctors', 'booking'].map((name) => fingerprint(deployPaths(root).remoteDir(name))),
    ).toEqual(others);
    expect(readText(path.join(root, 'index.html'))).toBe(shell);
    expect(readHistory(root)).toEqual([
      expect.objectContaining({
        remote: 'analyses',
        version: '1.1.0-aaaaaaaa',
        previous: '1.0.0-00000001',
        action: 'release',
      }),
    ]);
    expect(fs.readdirSync(deployPaths(root).remoteDir('analyses')).sort()).toEqual([
      '1.0.0-00000001',
      '1.1.0-aaaaaaaa',
    ]);
  });

  it('takes the newest build when no version is named, and accepts a unique prefix', () => {
    const root = deployedSite();
    addVersion(root, 'doctors', '1.1.0-bbbbbbbb', { builtAt: '2025-02-01T00:00:00.000Z' });
    addVersion(root, 'doctors', '1.2.0-cccccccc', { builtAt: '2025-03-01T00:00:00.000Z' });
    expect(goLive(root, 'doctors', undefined, quiet).version).toBe('1.2.0-cccccccc');
    expect(goLive(root, 'doctors', '1.1', quiet).version).toBe('1.1.0-bbbbbbbb');
  });

  it('does nothing when the version is already live', () => {
    const root = deployedSite();
    const result = goLive(root, 'catalog', '1.0.0-00000000', quiet);
    expect(result.changed).toBe(false);
    expect(readHistory(root)).toEqual([]);
  });

  it('can point browsers at another origin with an absolute manifest URL', () => {
    const root = deployedSite();
    goLive(root, 'booking', '1.0.0-00000003', { baseUrl: 'https://mfe.example.kz/', ...quiet });
    expect(readLiveRemotes(root).booking).toBe(
      'https://mfe.example.kz/mfe/booking/1.0.0-00000003/mf-manifest.json',
    );
    expect(() => goLive(root, 'booking', '1.0.0-00000003', { baseUrl: 'javascript:alert(1)' })).toThrow(
      /--base-url/,
    );
  });
});

describe('release refusals leave remotes.json and the history exactly as they were', () => {
  const refused = (root: string, run: () => unknown, message: RegExp) => {
    const remotes = readText(deployPaths(root).remotesFile);
    expect(run).toThrow(message);
    expect(readText(deployPaths(root).remotesFile)).toBe(remotes);
    expect(readHistory(root)).toEqual([]);
  };

  it('refuses an unknown remote', () => {
    const root = deployedSite();
    refused(
      root,
      () => goLive(root, 'pharmacy', undefined, quiet),
      /unknown remote "pharmacy".*catalog, analyses/,
    );
  });

  it('refuses an unknown version and lists the built ones', () => {
    const root = deployedSite();
    refused(
      root,
      () => goLive(root, 'analyses', '9.9.9', quiet),
      /unknown version "9\.9\.9" of analyses; built versions: 1\.0\.0-00000001/,
    );
  });

  it('refuses an ambiguous prefix', () => {
    const root = deployedSite();
    addVersion(root, 'analyses', '1.0.0-00000009');
    refused(root, () => goLive(root, 'analyses', '1.0.0-0', quiet), /matches several versions/);
  });

  it('refuses a version without mf-manifest.json', () => {
    const root = deployedSite();
    addVersion(root, 'analyses', '1.1.0-aaaaaaaa', { manifestText: null });
    refused(
      root,
      () => goLive(root, 'analyses', '1.1.0-aaaaaaaa', quiet),
      /broken manifest .*: the file is missing/,
    );
  });

  it('refuses a manifest that is not JSON (a half-copied file)', () => {
    const root = deployedSite();
    addVersion(root, 'analyses', '1.1.0-aaaaaaaa', { manifestText: '{"id":"analyses","na' });
    refused(
      root,
      () => goLive(root, 'analyses', '1.1.0-aaaaaaaa', quiet),
      /broken manifest .*not valid JSON/,
    );
  });

  it("refuses another remote's manifest", () => {
    const root = deployedSite();
    addVersion(root, 'analyses', '1.1.0-aaaaaaaa', { manifestText: JSON.stringify(manifestFor('doctors')) });
    refused(
      root,
      () => goLive(root, 'analyses', '1.1.0-aaaaaaaa', quiet),
      /its name is "doctors", expected "analyses"/,
    );
  });

  it('refuses a manifest whose files are missing from the folder', () => {
    const root = deployedSite();
    const dir = addVersion(root, 'analyses', '1.1.0-aaaaaaaa');
    fs.rmSync(path.join(dir, 'routes.5e6f7a8b.js'));
    refused(
      root,
      () => goLive(root, 'analyses', '1.1.0-aaaaaaaa', quiet),
      /files it lists are missing: routes\.5e6f7a8b\.js/,
    );
  });

  it("refuses a remote built against another major of @clinic/shared than the live shell's", () => {
    const root = deployedSite('1.2.0');
    addVersion(root, 'analyses', '2.0.0-dddddddd', { sharedVersion: '2.0.0' });
    refused(
      root,
      () => goLive(root, 'analyses', '2.0.0-dddddddd', quiet),
      /refused: analyses 2\.0\.0-dddddddd was built against @clinic\/shared 2\.0\.0, the live shell runs 1\.2\.0 \(major 2 ≠ 1\).*--force/,
    );
  });

  it('refuses a remote built against a newer minor of @clinic/shared than the live shell runs', () => {
    const root = deployedSite('1.1.0');
    addVersion(root, 'analyses', '1.3.0-eeeeeeee', { sharedVersion: '1.2.0' });
    refused(
      root,
      () => goLive(root, 'analyses', '1.3.0-eeeeeeee', quiet),
      /built against @clinic\/shared 1\.2\.0, the live shell runs 1\.1\.0 \(it needs what 1\.2 added/,
    );
    addVersion(root, 'analyses', '1.3.0-ffffffff', { sharedVersion: '1.0.5' });
    expect(goLive(root, 'analyses', '1.3.0-ffffffff', quiet).changed).toBe(true);
  });

  it('refuses when the deploy root does not say which @clinic/shared the shell runs', () => {
    const root = deployedSite();
    fs.rmSync(deployPaths(root).shellInfoFile);
    refused(root, () => goLive(root, 'analyses', '1.0.0-00000001', quiet), /no shell-info\.json/);
  });

  it('refuses while another release holds the lock, and takes over a lock its owner left behind', () => {
    const root = deployedSite();
    addVersion(root, 'analyses', '1.1.0-aaaaaaaa');
    fs.writeFileSync(deployPaths(root).lockFile, String(process.ppid));
    refused(
      root,
      () => goLive(root, 'analyses', '1.1.0-aaaaaaaa', quiet),
      /another release is running \(pid \d+\)/,
    );
    fs.writeFileSync(deployPaths(root).lockFile, '999999999');
    expect(goLive(root, 'analyses', '1.1.0-aaaaaaaa', quiet).changed).toBe(true);
    expect(fs.existsSync(deployPaths(root).lockFile)).toBe(false);
  });
});

describe('--force', () => {
  it('overrides the @clinic/shared refusal loudly and records it', () => {
    const root = deployedSite('1.2.0');
    addVersion(root, 'analyses', '2.0.0-dddddddd', { sharedVersion: '2.0.0' });
    const warnings: string[] = [];
    const result = goLive(root, 'analyses', '2.0.0-dddddddd', {
      force: true,
      warn: (line) => warnings.push(line),
    });
    expect(result.changed).toBe(true);
    expect(readLiveRemotes(root).analyses).toBe('/mfe/analyses/2.0.0-dddddddd/mf-manifest.json');
    expect(warnings.join('\n')).toMatch(/FORCED RELEASE of analyses 2\.0\.0-dddddddd[\s\S]*major 2 ≠ 1/);
    expect(readHistory(root)[0]?.forced).toMatch(/major 2 ≠ 1/);
  });

  it('never overrides a broken manifest', () => {
    const root = deployedSite();
    addVersion(root, 'analyses', '1.1.0-aaaaaaaa', { manifestText: 'not json' });
    expect(() => goLive(root, 'analyses', '1.1.0-aaaaaaaa', { force: true, ...quiet })).toThrow(
      /broken manifest/,
    );
    expect(readLiveRemotes(root).analyses).toBe('/mfe/analyses/1.0.0-00000001/mf-manifest.json');
  });
});
