/** Laying a fresh build out in the deploy root, without ever changing what is already there. */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteManifest } from '@clinic/shared/manifest';
import { writeFileAtomically, writeJsonAtomically } from './atomicWrite';
import { type BuildInfo, deployPaths, type ShellInfo } from './deployRoot';

/** Every file under `dir`, as paths relative to it, sorted. */
export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Build statistics for tooling; rspack writes them in a varying order, and browsers never load them. */
const UNHASHED = new Set(['mf-stats.json']);

/** 8 hex digits over every file name and byte a browser or a site server may load: same output, same version. */
export function contentHash(dir: string, serverFile?: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(dir).filter((f) => !UNHASHED.has(f)))
    hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  if (serverFile) hash.update(SERVER_ENTRY).update(fs.readFileSync(serverFile));
  return hash.digest('hex').slice(0, 8);
}

/** Where a remote's server build sits in its version folder; its mf-manifest.json names it (metaData.ssrRemoteEntry). */
export const SERVER_ENTRY = 'server/remoteEntry.js';

/** The convention of module federation's SSR builds: the manifest points to the server entry beside it. */
function pointManifestToServerEntry(versionDir: string): void {
  const file = path.join(versionDir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteManifest;
  manifest.metaData = {
    ...manifest.metaData,
    ssrRemoteEntry: {
      name: path.basename(SERVER_ENTRY),
      path: path.dirname(SERVER_ENTRY),
      type: 'commonjs-module',
    },
  };
  fs.writeFileSync(file, `${JSON.stringify(manifest)}\n`, { mode: 0o644 });
}

export function mkdirReadable(dir: string): void {
  if (fs.existsSync(dir)) return;
  mkdirReadable(path.dirname(dir));
  fs.mkdirSync(dir);
  fs.chmodSync(dir, 0o755);
}

/** Copies the files of `from` that `keep` accepts, world-readable: nginx workers run as `nobody`. */
function copyReadable(from: string, to: string, keep: (file: string) => boolean = () => true): void {
  mkdirReadable(to);
  for (const file of listFiles(from).filter(keep)) {
    const target = path.join(to, file);
    mkdirReadable(path.dirname(target));
    fs.copyFileSync(path.join(from, file), target);
    fs.chmodSync(target, 0o644);
  }
}

interface RemoteBuild {
  name: string;
  /** The app's rspack output folder. */
  outDir: string;
  packageVersion: string;
  sharedVersion: string;
  label?: string;
  /** BuildInfo.locales. */
  locales?: Record<string, number>;
  /** The remote's server build (dist-server/server.js), laid out as SERVER_ENTRY in the same version. */
  serverFile?: string;
}

/**
 * Copies a remote's build to `mfe/<name>/<package version>-<content hash>/` (with build-info.json) and
 * returns that version. The folder appears whole or not at all (copied under a hidden name, then renamed),
 * and an existing version is never rewritten: versions are immutable and cached for a year.
 */
export function publishRemote(root: string, build: RemoteBuild): { version: string; created: boolean } {
  const version = `${build.packageVersion}-${contentHash(build.outDir, build.serverFile)}`;
  const target = deployPaths(root).versionDir(build.name, version);
  if (fs.existsSync(target)) return { version, created: false };
  const staging = path.join(path.dirname(target), `.${version}.${randomBytes(4).toString('hex')}.tmp`);
  mkdirReadable(path.dirname(target));
  try {
    copyReadable(build.outDir, staging);
    if (build.serverFile) {
      const target = path.join(staging, SERVER_ENTRY);
      mkdirReadable(path.dirname(target));
      fs.copyFileSync(build.serverFile, target);
      fs.chmodSync(target, 0o644);
      pointManifestToServerEntry(staging);
    }
    const info: BuildInfo = {
      name: build.name,
      version,
      sharedVersion: build.sharedVersion,
      builtAt: new Date().toISOString(),
      ...(build.label ? { label: build.label } : {}),
      ...(build.locales ? { locales: build.locales } : {}),
    };
    fs.writeFileSync(path.join(staging, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`, {
      mode: 0o644,
    });
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return { version, created: true };
}

/**
 * The shell lives at the root: its hashed files are added next to the old ones (an open tab may still need
 * those), then index.html is swapped atomically, then shell-info.json records its @clinic/shared version,
 * which the release tool compares remotes against.
 */
export function publishShell(
  root: string,
  outDir: string,
  shell: Omit<ShellInfo, 'name' | 'builtAt' | 'serverEntry'>,
  serverFile?: string,
): void {
  mkdirReadable(path.join(root, 'mfe'));
  copyReadable(outDir, root, (file) => file !== 'index.html');
  // The server build goes in under its content hash, like the browser's files: a render worker still
  // reading the old one is never disturbed, and shell-info.json names the new one last.
  const serverEntry = serverFile && publishServerFile(root, serverFile);
  writeFileAtomically(
    path.join(root, 'index.html'),
    fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'),
  );
  writeJsonAtomically(deployPaths(root).shellInfoFile, {
    name: 'shell',
    ...shell,
    builtAt: new Date().toISOString(),
    ...(serverEntry ? { serverEntry } : {}),
  } satisfies ShellInfo);
}

function publishServerFile(root: string, file: string): string {
  const code = fs.readFileSync(file);
  const entry = `server/shell.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  mkdirReadable(path.join(root, 'server'));
  writeFileAtomically(path.join(root, entry), code.toString('utf8'));
  return entry;
}
