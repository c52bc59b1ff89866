import fs from 'node:fs';
import path from 'node:path';
import {
  deployPaths,
  type LiveRemotes,
  readLiveRemotes,
  readShellInfo,
  type ShellInfo,
} from '../../../scripts/release/deployRoot';

/**
 * What one generation renders with, read from the deploy root with the release tool's own readers
 * (scripts/release/deployRoot.ts): the files and their format are the ones the release tool writes.
 */
export interface DeployState {
  /** The shell's server build, absolute; null when the shell was built without one. */
  shellEntry: string | null;
  /** `/remotes.json`, as the browser would read it now. */
  remotes: LiveRemotes;
  /** The server builds of those remote versions that have one (absolute paths), by remote name. */
  remoteEntries: Record<string, string>;
}

/** The release tool refuses a broken file; a site server serves on, as if the file were absent. */
function orAbsent<T>(read: () => T, absent: T): T {
  try {
    return read() ?? absent;
  } catch {
    return absent;
  }
}

/**
 * A remote's server build, found as the browser finds its code: /remotes.json → its mf-manifest.json →
 * `metaData.ssrRemoteEntry`. Only builds inside the deploy root are run (a remote served from another origin
 * renders in the browser): server code runs with the server's rights, so it comes from where ops deploy it.
 */
function serverEntryOf(deployRoot: string, manifestUrl: string): string | null {
  if (!manifestUrl.startsWith('/mfe/') || manifestUrl.includes('..')) return null;
  const manifestFile = path.join(deployRoot, manifestUrl.split('?')[0] ?? '');
  const manifest = orAbsent(
    () =>
      JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
        metaData?: { ssrRemoteEntry?: { path?: string; name?: string } };
      } | null,
    null,
  );
  const entry = manifest?.metaData?.ssrRemoteEntry;
  if (!entry?.name) return null;
  const file = path.join(path.dirname(manifestFile), entry.path ?? '', entry.name);
  return file.startsWith(path.dirname(manifestFile)) && fs.existsSync(file) ? file : null;
}

export function readDeployState(deployRoot: string): DeployState {
  const info = orAbsent<Partial<ShellInfo> | null>(() => readShellInfo(deployRoot) ?? null, null);
  const entry = typeof info?.serverEntry === 'string' ? path.join(deployRoot, info.serverEntry) : null;
  const remotes = orAbsent(() => readLiveRemotes(deployRoot), {});
  const remoteEntries: Record<string, string> = {};
  for (const [name, url] of Object.entries(remotes)) {
    const file = typeof url === 'string' ? serverEntryOf(deployRoot, url) : null;
    if (file) remoteEntries[name] = file;
  }
  return { shellEntry: entry && fs.existsSync(entry) ? entry : null, remotes, remoteEntries };
}

/** What identifies the deploy root's content cheaply: the two files a deploy replaces (atomically, by rename). */
export function deployStamp(deployRoot: string): string {
  const { remotesFile, shellInfoFile } = deployPaths(deployRoot);
  return [remotesFile, shellInfoFile]
    .map((file) => {
      try {
        const stat = fs.statSync(file);
        return `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
      } catch {
        return '-';
      }
    })
    .join('|');
}
