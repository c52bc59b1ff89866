/**
 * What the shell reads of a remote's mf-manifest.json (the build's `manifest: true`): where its files are, which
 * of them is the remote entry, and which files an exposed module and a page's chunks need. The shell reads it
 * itself instead of the federation runtime's snapshot plugin, which the build leaves out (`disableSnapshot` in
 * rspack.config.base.ts: 1.1 KB gzip of every first load).
 */
import { MANIFEST_PAGE_CHUNKS_KEY } from '@clinic/shared/src/federation/facts';

export interface RemoteManifest {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
    /** scripts/rspack/pageChunks.ts: the files of each chunk a route table names. */
    [MANIFEST_PAGE_CHUNKS_KEY]?: Record<string, unknown>;
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

/**
 * Fetches a file into the HTTP cache (a remote's files are immutable), from which the runtime's own request for
 * it is answered; reads the body to its end so the cached answer is whole. Every failure is dropped: the
 * runtime then loads the file as always. Plain `fetch`, not `<link rel="preload">`: a failed fetch leaves nothing
 * behind, so «Повторить» after a failure loads the file again (docs/first-tap.md: a failed preload was reused).
 */
export function fetchIntoCache(url: URL): Promise<Response | null> {
  return fetch(url)
    .then(async (response) => {
      if (!response.ok) return null;
      await response.clone().arrayBuffer();
      return response;
    })
    .catch(() => null);
}

/** The chunk files run by `runChunk` that are on their way or ran: each is run once. */
const runChunks = new Set<string>();

/**
 * Runs a remote's chunk file now, once per page: a plain script element (same origin, so the CSP allows it). A
 * chunk only queues its modules on the remote's chunk list (`self.rspackChunk<remote>.push`), which the remote
 * entry takes in when it starts, or installs them at once when it has started; either way the runtime finds it
 * installed and never asks for the file. Should the runtime ask while the file is on its way, it finds this
 * element by its `src` and waits on it. The element is removed once it has run or failed; a failed one may be run
 * again, and the runtime, should it still ask for it, loads it afresh.
 */
export function runChunk(url: URL): void {
  if (runChunks.has(url.href)) return;
  runChunks.add(url.href);
  const script = document.createElement('script');
  script.src = url.href;
  script.onload = () => script.remove();
  script.onerror = () => {
    runChunks.delete(url.href);
    script.remove();
  };
  document.head.appendChild(script);
}
