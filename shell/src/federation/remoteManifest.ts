/**
 * What the shell reads of a remote's mf-manifest.json (the build's `manifest: true`): where its files are and
 * which of them is the remote entry. The shell reads it itself instead of the federation runtime's snapshot
 * plugin, which the shell's build leaves out (`disableSnapshot` in rspack.config.base.ts: 1.2 KB gzip of every
 * first load).
 */

/** `MANIFEST_PAGE_CHUNKS_KEY` of scripts/rspack/pageChunks.ts (the build's). */
export const PAGE_CHUNKS_KEY = 'pageChunks';

export interface RemoteManifest {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
    /** scripts/rspack/pageChunks.ts: the files of each chunk a route table names. */
    [PAGE_CHUNKS_KEY]?: Record<string, unknown>;
  };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[] } } }[];
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
