/**
 * Issue 21: a server-rendered route section hydrates only once its remote's code is in, and the federation
 * runtime asks for it only when hydration reaches the section: manifest → remote entry and exposed module →
 * the page's chunks, three round trips after the shell's own scripts have arrived and run. This starts them all
 * as soon as the shell's entry runs, alongside the shell's downloads: the manifest, then the remote entry, the
 * `./routes` module's own files and those of the chunks the server says the route needs (its part's `chunks`,
 * listed in the manifest's `metaData.pageChunks`), fetched into the HTTP cache (remote files are immutable),
 * from which the runtime's own requests are then answered.
 *
 * Nothing is evaluated here, and any failure is dropped (`fetchIntoCache`): the runtime loads the files as before.
 */

import { exposeFiles, fetchIntoCache, type RemoteManifest } from '../federation/remoteManifest';

/** `SERVER_STATE_ELEMENT_ID` of @clinic/shared: the shell's entry runs before the shared scope exists. */
export const STATE_ELEMENT_ID = 'clinic-ssr-state';

interface StateSubset {
  remotes?: Record<string, unknown>;
  sections?: { remote?: string; module?: string; section?: string; chunks?: unknown }[];
}

async function warmRemote(manifestUrl: URL, chunks: readonly string[]): Promise<void> {
  const response = await fetchIntoCache(manifestUrl);
  const manifest = (await response?.json().catch(() => null)) as RemoteManifest | null;
  if (!manifest) return;
  for (const url of exposeFiles(manifest, manifestUrl, 'routes', chunks)) {
    if (url.origin === location.origin) void fetchIntoCache(url);
  }
}

/** Starts warming the remote code of each route section the server rendered on this page. */
export function warmRenderedRemotes(doc: Document = document): void {
  let state: StateSubset | null = null;
  try {
    state = JSON.parse(doc.getElementById(STATE_ELEMENT_ID)?.textContent || 'null') as StateSubset | null;
  } catch {
    return;
  }
  if (!state?.remotes || !Array.isArray(state.sections)) return;
  const warmed = new Set<string>();
  for (const part of state.sections) {
    // A route section is what data-page-ready waits for; widgets (the home page's) are not.
    if (!part?.section || part.module !== 'routes' || !part.remote || part.remote === 'shell') continue;
    const manifest = state.remotes[part.remote];
    if (typeof manifest !== 'string' || warmed.has(manifest)) continue;
    const url = new URL(manifest, location.href);
    // Same origin only: a remote elsewhere is not rendered on the server, and its cache rules are its own.
    if (url.origin !== location.origin) continue;
    warmed.add(manifest);
    const chunks = Array.isArray(part.chunks) ? part.chunks.filter((name) => typeof name === 'string') : [];
    void warmRemote(url, chunks);
  }
}
