import fs from 'node:fs';
import path from 'node:path';
import type { PagePart } from '@clinic/shared';
import { exposeFiles, type RemoteManifest } from '@clinic/shared/manifest';
import { LRUCache } from 'lru-cache';

/**
 * The files of a rendered route section's remote that a phone needs before the section hydrates, as the page's
 * head script starts them (shell/src/startup/startRemoteDownloads.ts): `fetch`, into the HTTP cache, where the
 * federation runtime's own requests find them (the manifest, the remote entry); `run`, chunks run as plain
 * scripts as they arrive, which only queue their modules for the entry (the `./routes` module's files, the
 * page's chunks, its catalogue). Named by the server, which has the manifest, so the downloads start with the
 * head's first bytes instead of after the shell's scripts have run and fetched the manifest: on the bench's
 * phone that was a second or more of the section's hydration waiting for its code (docs/performance.md).
 */
export interface RemoteDownloads {
  fetch: string[];
  run: string[];
}

export const NO_DOWNLOADS: RemoteDownloads = { fetch: [], run: [] };

/** A version's folder never changes: a manifest is read once (null: missing or not JSON, nothing to start). */
const manifests = new LRUCache<string, { manifest: RemoteManifest | null }>({ max: 64 });

function manifestAt(file: string): RemoteManifest | null {
  let kept = manifests.get(file);
  if (!kept) {
    let manifest: RemoteManifest | null = null;
    try {
      manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteManifest;
    } catch {
      // The runtime loads the remote as it always does, and says so if it cannot.
    }
    kept = { manifest };
    manifests.set(file, kept);
  }
  return kept.manifest;
}

/** An address on this site's own origin ('/mfe/…'), as a file under the deploy root; null for anything else. */
function fileUnder(root: string, address: string): string | null {
  if (!address.startsWith('/') || address.startsWith('//')) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(address, 'http://site').pathname);
  } catch {
    return null; // a malformed escape: nothing to start, the runtime says what is wrong
  }
  const file = path.join(root, pathname);
  return file.startsWith(path.join(root, path.sep)) ? file : null;
}

/**
 * What to download early for a page: for each route section a remote rendered, from the remote's manifest in
 * the deploy root (`remotes`, the versions the page was rendered with). Widgets are left to the page's start-up.
 * Only files of this origin: a remote served elsewhere is not rendered on the server.
 */
export function remoteDownloads(
  root: string,
  remotes: Readonly<Record<string, string>>,
  sections: readonly PagePart[],
): RemoteDownloads {
  const downloads: RemoteDownloads = { fetch: [], run: [] };
  for (const part of sections) {
    const address = remotes[part.remote];
    if (!part.section || part.module !== 'routes' || !address) continue;
    const file = fileUnder(root, address);
    const manifest = file ? manifestAt(file) : null;
    if (!manifest) continue;
    const at = new URL(address, 'http://site');
    const [entry, ...chunks] = exposeFiles(manifest, at, 'routes', part.chunks ?? []);
    if (!entry || entry.origin !== at.origin) continue;
    downloads.fetch.push(at.pathname, entry.pathname);
    for (const chunk of chunks) if (chunk.origin === at.origin) downloads.run.push(chunk.pathname);
  }
  return downloads;
}
