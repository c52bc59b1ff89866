/**
 * A server-rendered route section hydrates only once its remote's code is in, and the federation
 * runtime asks for it only when hydration reaches the section: manifest → remote entry and exposed module →
 * the page's chunks, three round trips after the shell's own scripts have arrived and run. This starts them all
 * as soon as the shell's entry runs, alongside the shell's downloads: the manifest, then the remote entry, the
 * `./routes` module's own files and those of the chunks the server says the route needs (its part's `chunks`,
 * listed in the manifest's `metaData.pageChunks`).
 *
 * The manifest and the remote entry are fetched into the HTTP cache (remote files are immutable), where the
 * runtime's own requests find them. The module's and the page's chunks are run as they arrive (`runChunk`): a
 * chunk only queues its modules on the remote's chunk list (`self.rspackChunk<remote>.push`), which the remote
 * entry takes in when it starts, as webpack's runtime takes any chunk pushed before it. Nothing of the remote is
 * evaluated before its entry asks for it; the runtime then finds the chunks installed and skips two more hops
 * (the exposed module's files, then the page's chunk asked for by its `load`). The queued chunks are always of
 * the version the entry is: a server-rendered document keeps the versions it was rendered with
 * (`adoptRenderedRemotes`), and a deploy reaches it with a reload. Any failure is dropped: the runtime loads the
 * files as before.
 */

// By path: the shell's entry runs before the shared scope exists, so not through @clinic/shared's index.
import { SERVER_STATE_ELEMENT_ID } from '@clinic/shared/src/federation/facts';
import { exposeFiles, fetchIntoCache, type RemoteManifest, runChunk } from '../federation/remoteManifest';
import { isRemoteRouteSection, type UncheckedPart } from './remoteRouteSection';

interface StateSubset {
  remotes?: Record<string, unknown>;
  sections?: UncheckedPart[];
}

async function warmRemote(manifestUrl: URL, chunks: readonly string[]): Promise<void> {
  const response = await fetchIntoCache(manifestUrl);
  const manifest = (await response?.json().catch(() => null)) as RemoteManifest | null;
  if (!manifest) return;
  const [entry, ...moduleFiles] = exposeFiles(manifest, manifestUrl, 'routes', chunks);
  if (entry?.origin === location.origin) void fetchIntoCache(entry);
  for (const url of moduleFiles) if (url.origin === location.origin) runChunk(url);
}

/** Starts warming the remote code of each route section the server rendered on this page. */
export function warmRenderedRemotes(doc: Document = document): void {
  let state: StateSubset | null = null;
  try {
    state = JSON.parse(
      doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent || 'null',
    ) as StateSubset | null;
  } catch {
    return;
  }
  if (!state?.remotes || !Array.isArray(state.sections)) return;
  const warmed = new Set<string>();
  for (const part of state.sections) {
    if (!isRemoteRouteSection(part)) continue;
    const manifest = state.remotes[part.remote as string];
    if (typeof manifest !== 'string' || warmed.has(manifest)) continue;
    const url = new URL(manifest, location.href);
    // Same origin only: a remote elsewhere is not rendered on the server, and its cache rules are its own.
    if (url.origin !== location.origin) continue;
    warmed.add(manifest);
    const chunks = Array.isArray(part.chunks) ? part.chunks.filter((name) => typeof name === 'string') : [];
    void warmRemote(url, chunks);
  }
}
