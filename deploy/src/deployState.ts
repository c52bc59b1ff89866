import fs from 'node:fs';
import path from 'node:path';
// Not the package's index: the build's configs load @clinic/deploy, and the index brings React.
import { REMOTE_NAMES, type RemoteName } from '@clinic/shared/federation';
import {
  type KnownSectionOwners,
  knownSectionOwners,
  type RemoteManifest,
  type SectionOwner,
  sectionsInManifest,
} from '@clinic/shared/manifest';
import { type Canaries, readCanaries } from './canaryState';
import { type LiveRemotes, readLiveRemotes, readShellInfo, type ShellInfo } from './deployRoot';

/**
 * What one generation renders with, read from the deploy root with the release tool's own readers
 * (deploy/src/deployRoot.ts): the files and their format are the ones the release tool writes.
 */
export interface DeployState {
  /** The shell's server build, absolute; null when the shell was built without one. */
  shellEntry: string | null;
  /** `/remotes.json`, as the browser would read it now. */
  remotes: LiveRemotes;
  /** The server builds of those remote versions that have one (absolute paths), by remote name. */
  remoteEntries: Record<string, string>;
  /** Which remote serves which section, as the live remotes' manifests declare it. */
  owners: KnownSectionOwners;
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
 * A live remote's mf-manifest.json, read as the browser reads it (/remotes.json → the manifest), from the deploy
 * root only: a remote served from another origin is not read here (its pages render in the browser).
 */
function readManifest(
  deployRoot: string,
  manifestUrl: unknown,
): { file: string; manifest: RemoteManifest } | null {
  if (typeof manifestUrl !== 'string' || !manifestUrl.startsWith('/mfe/') || manifestUrl.includes('..'))
    return null;
  const file = path.join(deployRoot, manifestUrl.split('?')[0] ?? '');
  const manifest = orAbsent(() => JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteManifest | null, null);
  return manifest ? { file, manifest } : null;
}

/**
 * A remote's server build, named by its manifest (`metaData.ssrRemoteEntry`). Only builds inside the deploy root
 * are run: server code runs with the server's rights, so it comes from where ops deploy it.
 */
function serverEntryOf({
  file: manifestFile,
  manifest,
}: {
  file: string;
  manifest: RemoteManifest;
}): string | null {
  const entry = manifest.metaData?.ssrRemoteEntry;
  if (!entry?.name) return null;
  const file = path.join(path.dirname(manifestFile), entry.path ?? '', entry.name);
  return file.startsWith(path.dirname(manifestFile)) && fs.existsSync(file) ? file : null;
}

/** The sections a remote's manifest declares, or null when they cannot be known here (or are malformed). */
function sectionsOf(remote: RemoteName, manifest: RemoteManifest | undefined): SectionOwner[] | null {
  if (!manifest) return null;
  try {
    return sectionsInManifest(remote, manifest);
  } catch (error) {
    console.error(`[ssr] ${(error as Error).message}; its sections render in the browser`);
    return null;
  }
}

/**
 * The deploy root as one generation renders it: with /remotes.json, or with `remotes`, the map of one kind of
 * visitor (a canary's or a preview's, see site-server/src/visitors/visitorVersions.ts).
 */
export function readDeployState(deployRoot: string, remotes = readStableRemotes(deployRoot)): DeployState {
  return deployStateOf(deployRoot, readShellInfoQuietly(deployRoot), remotes);
}

/** shell-info.json; a broken one reads as absent (the shell renders in the browser). */
export const readShellInfoQuietly = (deployRoot: string): Partial<ShellInfo> | null =>
  orAbsent<Partial<ShellInfo> | null>(() => readShellInfo(deployRoot) ?? null, null);

/** The render state of `remotes` with the shell `info` says is live (one reading of shell-info.json for many maps). */
export function deployStateOf(
  deployRoot: string,
  info: Partial<ShellInfo> | null,
  remotes: LiveRemotes,
): DeployState {
  const entry = typeof info?.serverEntry === 'string' ? path.join(deployRoot, info.serverEntry) : null;
  const remoteEntries: Record<string, string> = {};
  // Every remote of the site, listed or not: one missing from remotes.json may own the address being asked for.
  const sections = REMOTE_NAMES.map((name) => {
    const read = readManifest(deployRoot, remotes[name]);
    const file = read && serverEntryOf(read);
    if (file) remoteEntries[name] = file;
    return sectionsOf(name, read?.manifest);
  });
  return {
    shellEntry: entry && fs.existsSync(entry) ? entry : null,
    remotes,
    remoteEntries,
    owners: knownSectionOwners(sections),
  };
}

/** /remotes.json: what every visitor gets but a canary's share and a preview's browser. */
export const readStableRemotes = (deployRoot: string): LiveRemotes =>
  orAbsent(() => readLiveRemotes(deployRoot), {});

/** The canaries running now; a malformed canary.json is logged and read as none (everyone gets the stable site). */
export function readCanariesQuietly(deployRoot: string): Canaries {
  try {
    return readCanaries(deployRoot);
  } catch (error) {
    console.error(`[canary] ${(error as Error).message}; no canary is served`);
    return {};
  }
}
