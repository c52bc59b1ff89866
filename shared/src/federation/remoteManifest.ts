/**
 * What the shell and the site server read of a remote's mf-manifest.json (the build's `manifest: true`): where
 * its files are, which of them is the remote entry, and which files an exposed module and a page's chunks need.
 * Read here instead of by the federation runtime's snapshot plugin, which the build leaves out
 * (`disableSnapshot` in rspack.config.base.ts: 1.1 KB gzip of every first load). Dependency-free: the shell's
 * entry imports it (`@clinic/shared/manifest`) before the shared scope exists.
 */
import { MANIFEST_PAGE_CHUNKS_KEY } from './facts';

/** A file the manifest names: `name` inside the folder `path` (relative to the manifest). */
export interface ManifestFile {
  name?: string;
  path?: string;
  type?: string;
}

/** The files a module or a shared package needs, loaded at once (`sync`) or later (`async`). */
export interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/**
 * The one shape of a remote's mf-manifest.json, for every reader (the shell, the site server, the release CLI).
 * What a file says is not trusted: readers check each value's type before they use it.
 */
export interface RemoteManifest {
  name?: string;
  metaData?: {
    publicPath?: string;
    remoteEntry?: ManifestFile;
    /** The server build (deploy/src/publish.ts writes it; module federation's SSR convention). */
    ssrRemoteEntry?: ManifestFile;
    /** scripts/rspack/pageChunks.ts: the files of each chunk a route table names. */
    [MANIFEST_PAGE_CHUNKS_KEY]?: Record<string, unknown>;
    /** Anything else a build declares (the sections it owns: sectionOwners.ts). */
    [key: string]: unknown;
  };
  exposes?: { name?: string; path?: string; assets?: ManifestAssets }[];
  shared?: { assets?: ManifestAssets }[];
}

/** Where the remote's files are: next to the manifest (`publicPath: 'auto'`), else its publicPath. */
export function filesBase(manifest: RemoteManifest, manifestUrl: URL): URL {
  const publicPath = manifest.metaData?.publicPath;
  return publicPath === 'auto' || publicPath === undefined ? manifestUrl : new URL(publicPath, manifestUrl);
}

/** The remote entry's file, relative to `filesBase`; null when the manifest names none. */
export function remoteEntryFile(manifest: RemoteManifest): string | null {
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) return null;
  return typeof entry.path === 'string' && entry.path
    ? `${entry.path.replace(/\/$/, '')}/${entry.name}`
    : entry.name;
}

/** The remote entry's URL, or null when the manifest names none. */
export function remoteEntryUrl(manifest: RemoteManifest, manifestUrl: URL): URL | null {
  const file = remoteEntryFile(manifest);
  return file ? new URL(file, filesBase(manifest, manifestUrl)) : null;
}

/**
 * The files an exposed module (`routes`, `CheckUpCard`) needs, and those of the named page chunks (listed in
 * `metaData.pageChunks`), with the remote entry first; [] when the manifest does not list the module.
 */
export function exposeFiles(
  manifest: RemoteManifest,
  manifestUrl: URL,
  module: string,
  chunks: readonly string[] = [],
): URL[] {
  const entryFile = remoteEntryFile(manifest);
  const exposed = manifest.exposes?.find((expose) => expose.name === module || expose.path === `./${module}`);
  if (!entryFile || !exposed) return [];
  const pageFiles = chunks.flatMap((name) => {
    const files = manifest.metaData?.[MANIFEST_PAGE_CHUNKS_KEY]?.[name];
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
  });
  const files = new Set([entryFile, ...(exposed.assets?.js?.sync ?? []), ...pageFiles]);
  const base = filesBase(manifest, manifestUrl);
  return [...files].map((file) => new URL(file, base));
}
