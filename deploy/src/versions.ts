/** The built versions of a remote on disk, and the checks a version must pass before it may go live. */
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteManifest } from '@clinic/shared/manifest';
import { type BuildInfo, deployPaths, ReleaseError, readJson, type ShellInfo } from './deployRoot';

export interface BuiltVersion {
  version: string;
  dir: string;
  info: BuildInfo | undefined;
  /** builtAt from build-info.json, else the folder's modification time. */
  builtAt: string;
}

/** Every version folder of a remote, newest build first. Folders starting with '.' are builds in progress. */
export function listBuiltVersions(root: string, name: string): BuiltVersion[] {
  const remoteDir = deployPaths(root).remoteDir(name);
  if (!fs.existsSync(remoteDir)) return [];
  return fs
    .readdirSync(remoteDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => {
      const dir = path.join(remoteDir, entry.name);
      const info = readBuildInfoQuietly(dir);
      const builtAt = info?.builtAt ?? fs.statSync(dir).mtime.toISOString();
      return { version: entry.name, dir, info, builtAt };
    })
    .sort((a, b) => b.builtAt.localeCompare(a.builtAt) || b.version.localeCompare(a.version));
}

function readBuildInfoQuietly(dir: string): BuildInfo | undefined {
  try {
    return readJson<BuildInfo>(path.join(dir, 'build-info.json'));
  } catch {
    return undefined;
  }
}

/** The named version (exact, or a unique prefix such as `1.2.0-3fa9`), or the newest build when none is named. */
export function findVersion(root: string, name: string, wanted?: string): BuiltVersion {
  const built = listBuiltVersions(root, name);
  const available = built.length ? built.map((v) => v.version).join(', ') : 'none';
  if (!wanted) {
    const newest = built[0];
    if (!newest) {
      throw new ReleaseError(
        `no built version of ${name} in ${deployPaths(root).remoteDir(name)}; run npm run build -- ${name}`,
      );
    }
    return newest;
  }
  const exact = built.find((v) => v.version === wanted);
  if (exact) return exact;
  const matches = built.filter((v) => v.version.startsWith(wanted));
  if (matches.length === 1 && matches[0]) return matches[0];
  if (matches.length > 1) {
    throw new ReleaseError(
      `"${wanted}" matches several versions of ${name}: ${matches.map((v) => v.version).join(', ')}`,
    );
  }
  throw new ReleaseError(`unknown version "${wanted}" of ${name}; built versions: ${available}`);
}

/**
 * A version goes live only with a manifest a browser can use: valid JSON, the remote's own name, at least one
 * exposed module, and every file it lists (the remote entry and each chunk) present in the folder, so a
 * half-copied or hand-edited folder is refused before patients meet it.
 */
export function checkManifest(name: string, dir: string): void {
  const file = path.join(dir, 'mf-manifest.json');
  const broken = (why: string) => new ReleaseError(`broken manifest ${file}: ${why}`);
  if (!fs.existsSync(file)) throw broken('the file is missing');
  let manifest: RemoteManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteManifest;
  } catch (error) {
    throw broken(`not valid JSON (${(error as Error).message})`);
  }
  if (manifest === null || typeof manifest !== 'object') throw broken('not an object');
  if (manifest.name !== name)
    throw broken(`its name is ${JSON.stringify(manifest.name)}, expected "${name}"`);
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) throw broken('metaData.remoteEntry.name is missing');
  if (!Array.isArray(manifest.exposes) || manifest.exposes.length === 0) throw broken('it exposes no module');

  const files = new Set([path.join(typeof entry.path === 'string' ? entry.path : '', entry.name)]);
  for (const item of [...manifest.exposes, ...(manifest.shared ?? [])]) {
    for (const kind of [item.assets?.js, item.assets?.css]) {
      for (const asset of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) files.add(asset);
    }
  }
  const missing = [...files].filter((asset) => !fs.existsSync(path.join(dir, asset)));
  if (missing.length) throw broken(`files it lists are missing: ${missing.join(', ')}`);
}

const majorMinor = (version: string) => version.split('.', 2).map((part) => Number.parseInt(part, 10));

/** Why a remote built against `needs` cannot run on a shell's `has` of @clinic/shared, or undefined. */
function contractGap(needs: string, has: string): string | undefined {
  const [needsMajor = 0, needsMinor = 0] = majorMinor(needs);
  const [hasMajor = 0, hasMinor = 0] = majorMinor(has);
  if (needsMajor !== hasMajor) return `major ${needsMajor} ≠ ${hasMajor}`;
  if (needsMinor > hasMinor) return `it needs what ${needsMajor}.${needsMinor} added, the shell has ${has}`;
  return undefined;
}

/**
 * A remote shares @clinic/shared (bus, UI kit, API client) with the shell as a singleton: the shell's copy
 * wins. A major bump breaks that contract; a minor bump adds to it, so a remote built against a newer minor
 * than the live shell's may call what the shell does not have. Returns why the pair is incompatible, or
 * undefined when it is fine.
 */
export function sharedMismatch(
  name: string,
  version: BuiltVersion,
  shell: ShellInfo | undefined,
): string | undefined {
  const remoteShared = version.info?.sharedVersion;
  if (!remoteShared)
    return `${name} ${version.version} has no build-info.json saying which @clinic/shared it was built against`;
  if (!shell?.sharedVersion)
    return 'the deploy root has no shell-info.json saying which @clinic/shared the live shell runs';
  const gap = contractGap(remoteShared, shell.sharedVersion);
  if (!gap) return undefined;
  return (
    `${name} ${version.version} was built against @clinic/shared ${remoteShared}, ` +
    `the live shell runs ${shell.sharedVersion} (${gap})`
  );
}
