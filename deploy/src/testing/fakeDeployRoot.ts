/** Small but realistic deploy roots for the release tool's tests: real file layout, tiny files. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { writeJsonAtomically } from '../atomicWrite';
import {
  type BuildInfo,
  deployPaths,
  manifestUrl,
  REMOTES,
  readLiveRemotes,
  versionOfEntry,
} from '../deployRoot';

/** A temporary folder, removed when the test that made it finishes. */
export function tempRoot(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-deploy-test-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A manifest shaped like the one @module-federation/enhanced writes, listing the files it needs. */
export function manifestFor(name: string) {
  const assets = (file: string) => ({ js: { sync: [file], async: [] }, css: { sync: [], async: [] } });
  return {
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [{ id: `${name}:react`, name: 'react', assets: assets('react.1a2b3c4d.js') }],
    exposes: [
      { id: `${name}:routes`, name: 'routes', path: './routes', assets: assets('routes.5e6f7a8b.js') },
    ],
  };
}

interface VersionOptions {
  sharedVersion?: string;
  builtAt?: string;
  /** Replace the manifest's text (to break it), or `null` to leave it out. */
  manifestText?: string | null;
  /** BuildInfo.locales. */
  locales?: Record<string, number>;
}

export function addVersion(
  root: string,
  name: string,
  version: string,
  options: VersionOptions = {},
): string {
  const dir = deployPaths(root).versionDir(name, version);
  fs.mkdirSync(dir, { recursive: true });
  for (const file of ['remoteEntry.js', 'react.1a2b3c4d.js', 'routes.5e6f7a8b.js']) {
    fs.writeFileSync(path.join(dir, file), `/* ${name} ${version} ${file} */`);
  }
  const manifestText =
    options.manifestText === undefined ? JSON.stringify(manifestFor(name)) : options.manifestText;
  if (manifestText !== null) fs.writeFileSync(path.join(dir, 'mf-manifest.json'), manifestText);
  const info: BuildInfo = {
    name,
    version,
    sharedVersion: options.sharedVersion ?? '1.2.0',
    builtAt: options.builtAt ?? new Date().toISOString(),
    ...(options.locales ? { locales: options.locales } : {}),
  };
  fs.writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify(info));
  return dir;
}

/**
 * A deployed site: the shell (built against @clinic/shared `shellShared`) and version 1.0.0-0000000<n> of
 * every remote, live, as a first `npm run build` leaves it (without history).
 */
export function deployedSite(shellShared = '1.2.0'): string {
  const root = tempRoot();
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeJsonAtomically(deployPaths(root).shellInfoFile, {
    name: 'shell',
    version: '1.0.0',
    sharedVersion: shellShared,
    builtAt: '2025-01-01T00:00:00.000Z',
  });
  const live: Record<string, string> = {};
  for (const [i, name] of REMOTES.entries()) {
    addVersion(root, name, `1.0.0-0000000${i}`, { builtAt: '2025-01-01T00:00:00.000Z' });
    live[name] = manifestUrl(name, `1.0.0-0000000${i}`);
  }
  writeJsonAtomically(deployPaths(root).remotesFile, live);
  return root;
}

/** A fingerprint of every file under `dir` (names and bytes), to prove that nothing there changed. */
export function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(path.relative(dir, file)).update(fs.readFileSync(file));
  return hash.digest('hex');
}

export const readText = (file: string) => fs.readFileSync(file, 'utf8');

/** The doctors version `deployedSite()` makes live (the i-th remote gets 1.0.0-0000000<i>: doctors is the third). */
export const STABLE_DOCTORS = '1.0.0-00000002';
/** A newer doctors version, built beside it and not live: a canary's candidate. */
export const CANDIDATE_DOCTORS = '1.1.0-00000009';

/** A deployed site with a doctors candidate built beside the live version. */
export function withDoctorsCandidate(): string {
  const root = deployedSite();
  addVersion(root, 'doctors', CANDIDATE_DOCTORS);
  return root;
}

/** The doctors version live for everyone (remotes.json). */
export const liveDoctors = (root: string) => versionOfEntry('doctors', readLiveRemotes(root).doctors);
