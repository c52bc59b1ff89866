// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BuildInfo, deployPaths, type ShellInfo } from './deployRoot';
import { contentHash, publishRemote, publishShell } from './publish';
import { fingerprint, tempRoot } from './testing/fakeDeployRoot';

function fakeBuild(files: Record<string, string>): string {
  const dir = tempRoot();
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text, { mode: 0o600 });
  }
  return dir;
}

const remoteBuild = (outDir: string) => ({
  name: 'analyses',
  outDir,
  packageVersion: '1.3.0',
  sharedVersion: '1.0.0',
});

describe('publishing a build into the deploy root', () => {
  it('names a remote version by package version and content, ignoring the unordered build stats', () => {
    const a = fakeBuild({ 'remoteEntry.js': 'entry', 'mf-manifest.json': '{}', 'mf-stats.json': '[1,2]' });
    const b = fakeBuild({ 'remoteEntry.js': 'entry', 'mf-manifest.json': '{}', 'mf-stats.json': '[2,1]' });
    const c = fakeBuild({ 'remoteEntry.js': 'entry v2', 'mf-manifest.json': '{}' });
    expect(contentHash(a)).toMatch(/^[0-9a-f]{8}$/);
    expect(contentHash(a)).toBe(contentHash(b));
    expect(contentHash(a)).not.toBe(contentHash(c));
  });

  it('copies a remote into its own world-readable version folder with build-info.json', () => {
    const root = tempRoot();
    const out = fakeBuild({ 'remoteEntry.js': 'entry', 'chunks/1.js': 'chunk', 'mf-manifest.json': '{}' });
    const { version, created } = publishRemote(root, { ...remoteBuild(out), label: 'v2' });
    expect(created).toBe(true);
    expect(version).toBe(`1.3.0-${contentHash(out)}`);
    const dir = deployPaths(root).versionDir('analyses', version);
    expect(fs.readFileSync(path.join(dir, 'chunks/1.js'), 'utf8')).toBe('chunk');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'build-info.json'), 'utf8'))).toMatchObject({
      name: 'analyses',
      version,
      sharedVersion: '1.0.0',
      label: 'v2',
    } satisfies Partial<BuildInfo>);
    expect(fs.statSync(path.join(dir, 'chunks/1.js')).mode & 0o777).toBe(0o644);
    expect(fs.statSync(path.join(dir, 'chunks')).mode & 0o777).toBe(0o755);
    expect(fs.readdirSync(deployPaths(root).remoteDir('analyses'))).toEqual([version]);
  });

  it('lays a server build out in the same version, points the manifest to it, and versions it too', () => {
    const root = tempRoot();
    const manifest = JSON.stringify({
      id: 'analyses',
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    });
    const out = fakeBuild({ 'remoteEntry.js': 'entry', 'mf-manifest.json': manifest });
    const server = fakeBuild({ 'server.js': 'exports.prepare = 1;' });
    const serverFile = path.join(server, 'server.js');
    const { version } = publishRemote(root, { ...remoteBuild(out), serverFile });
    expect(version).toBe(`1.3.0-${contentHash(out, serverFile)}`);
    expect(contentHash(out, serverFile)).not.toBe(contentHash(out));
    const dir = deployPaths(root).versionDir('analyses', version);
    expect(fs.readFileSync(path.join(dir, 'server/remoteEntry.js'), 'utf8')).toBe('exports.prepare = 1;');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')).metaData).toEqual({
      remoteEntry: { name: 'remoteEntry.js' },
      ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' },
    });
    fs.writeFileSync(serverFile, 'exports.prepare = 2;');
    expect(publishRemote(root, { ...remoteBuild(out), serverFile }).version).not.toBe(version);
  });

  it('never rewrites a version that is already there', () => {
    const root = tempRoot();
    const out = fakeBuild({ 'remoteEntry.js': 'entry', 'mf-manifest.json': '{}' });
    const { version } = publishRemote(root, remoteBuild(out));
    const dir = deployPaths(root).versionDir('analyses', version);
    const before = fingerprint(dir);
    expect(publishRemote(root, remoteBuild(out))).toEqual({ version, created: false });
    expect(fingerprint(dir)).toBe(before);
  });

  it('adds the shell next to its older files and records its @clinic/shared version', () => {
    const root = tempRoot();
    publishShell(root, fakeBuild({ 'index.html': 'old', 'main.aaaa.js': 'old main' }), {
      version: '1.0.0',
      sharedVersion: '1.0.0',
    });
    publishShell(root, fakeBuild({ 'index.html': 'new', 'main.bbbb.js': 'new main' }), {
      version: '1.1.0',
      sharedVersion: '1.2.0',
    });
    expect(fs.readFileSync(path.join(root, 'index.html'), 'utf8')).toBe('new');
    expect(fs.existsSync(path.join(root, 'main.aaaa.js'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(deployPaths(root).shellInfoFile, 'utf8'))).toMatchObject({
      name: 'shell',
      version: '1.1.0',
      sharedVersion: '1.2.0',
    } satisfies Partial<ShellInfo>);
    expect(fs.statSync(path.join(root, 'index.html')).mode & 0o777).toBe(0o644);
  });
});
