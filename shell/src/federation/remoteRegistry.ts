/**
 * Run-time discovery of the remotes: `/remotes.json` maps each remote name to the URL of its
 * mf-manifest.json (same origin, or absolute for a remote served elsewhere). Nothing about where a remote
 * lives is baked into the shell's build, so ops can switch one remote by rewriting one line of that file.
 * A remote is registered with the runtime when it is first loaded, by its remote entry, which its manifest
 * names (@clinic/shared's federation/remoteManifest.ts: the runtime's own manifest support is left out of the
 * build).
 */

import { REMOTE_NAMES } from '@clinic/shared';
import { exposeFiles, type RemoteManifest, remoteEntryUrl } from '@clinic/shared/manifest';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { rumFact } from '../rum/facts';
import { applyDevOverrides } from './devOverrides';
import { parseRemotesConfig, type RemoteName, type RemotesConfig } from './remotesConfig';
import { runChunk } from './runChunk';

export { parseRemotesConfig, type RemoteName, type RemotesConfig };

/** The remotes of one page load: what it discovered, read and registered. The app has one (`remoteRegistry`). */
export interface RemoteRegistry {
  /** Called once, before the first render, on a page the server rendered. */
  adoptRenderedRemotes(remotes: Record<string, string>): void;
  /** Fetches and registers the remotes once; a failed discovery is retried on the next call. */
  discoverRemotes(): Promise<RemotesConfig>;
  /**
   * True when /remotes.json now points `remote` (or, for any other name such as 'unknown', any remote)
   * somewhere else than when this page registered it: a deploy happened since the page loaded.
   */
  deployMovedOn(remote: string): Promise<boolean>;
  /** Loads `<remote>/<module>`; with `fresh`, the remote's cached entry is dropped first (a real retry). */
  loadRemoteModule<T>(remote: RemoteName, module: string, fresh?: boolean): Promise<T>;
}

/** The live /remotes.json, never from a cache: a deploy must reach the next page load. */
export async function fetchPublishedRemotes(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return parseRemotesConfig(await response.json());
}

interface ReadManifest {
  url: URL;
  manifest: RemoteManifest;
  entry: string;
}

async function readManifest(remote: RemoteName, address: string): Promise<ReadManifest> {
  const url = new URL(address, location.href);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`remote "${remote}": ${url} answered HTTP ${response.status}`);
  const manifest = (await response.json().catch(() => null)) as RemoteManifest | null;
  const entry = manifest && remoteEntryUrl(manifest, url);
  if (!entry) throw new Error(`remote "${remote}": ${url} is not a manifest that names a remote entry`);
  return { url, manifest, entry: entry.href };
}

export function createRemoteRegistry(): RemoteRegistry {
  let discovery: Promise<RemotesConfig> | null = null;
  /** The map a server-rendered page was rendered with: this page hydrates with exactly those versions. */
  let renderedWith: RemotesConfig | null = null;
  /** What /remotes.json said when this page registered its remotes (before any development override). */
  let publishedAtLoad: RemotesConfig | null = null;
  /** Each manifest URL, read once (a manifest never changes; a failed read is read again). */
  const manifests = new Map<string, Promise<ReadManifest>>();
  /** The remote entry each remote is registered with. */
  const registered = new Map<RemoteName, string>();
  /** The modules whose files were run, by remote entry. */
  const warmed = new Set<string>();

  async function fetchRemotesConfig(): Promise<RemotesConfig> {
    const published = renderedWith ?? (await fetchPublishedRemotes());
    publishedAtLoad = published;
    // false in production builds: the override code is not even in the bundle there.
    const config = __DEV_OVERRIDES__ ? applyDevOverrides(published) : published;
    rumFact('map', config);
    return config;
  }

  function discoverRemotes(): Promise<RemotesConfig> {
    discovery ??= fetchRemotesConfig().catch((error: unknown) => {
      discovery = null;
      throw error;
    });
    return discovery;
  }

  function manifestOf(remote: RemoteName, address: string): Promise<ReadManifest> {
    let read = manifests.get(address);
    if (!read) {
      read = readManifest(remote, address);
      manifests.set(address, read);
      read.catch(() => manifests.delete(address));
    }
    return read;
  }

  /**
   * The module's own files, run beside the remote entry the runtime loads now: without its manifest support the
   * runtime asks for them only once the entry has run, one round trip later (same origin only). Run, not fetched
   * into the cache: the runtime then never asks for them, where a fetch and the runtime's script were two
   * requests for each file.
   */
  function warmModuleFiles({ url, manifest, entry }: ReadManifest, module: string, fresh: boolean): void {
    const key = `${entry} ${module}`;
    if (warmed.has(key) && !fresh) return;
    warmed.add(key);
    for (const file of exposeFiles(manifest, url, module)) {
      if (file.origin === location.origin && file.href !== entry) runChunk(file);
    }
  }

  async function loadRegistered<T>(remote: RemoteName, module: string, fresh: boolean): Promise<T> {
    const config = await discoverRemotes();
    const address = config[remote];
    if (!address) throw new Error(`remote "${remote}" is not listed in /remotes.json`);
    const read = await manifestOf(remote, address);
    // A retry drops the runtime's copy of the remote; a remote seen with another entry (a dev override) too.
    if (fresh || registered.get(remote) !== read.entry) {
      registerRemotes([{ name: remote, entry: read.entry }], { force: registered.has(remote) || fresh });
      registered.set(remote, read.entry);
    }
    warmModuleFiles(read, module, fresh);
    const loaded = await loadRemote<T>(`${remote}/${module}`);
    if (!loaded) throw new Error(`remote "${remote}" did not return module "${module}"`);
    return loaded;
  }

  return {
    adoptRenderedRemotes(remotes) {
      renderedWith = parseRemotesConfig(remotes);
    },
    discoverRemotes,
    async deployMovedOn(remote) {
      const before = publishedAtLoad;
      if (!before) return false;
      const now = await fetchPublishedRemotes();
      const names = REMOTE_NAMES.filter((name) => name === remote);
      return (names.length ? names : REMOTE_NAMES).some((name) => now[name] !== before[name]);
    },
    async loadRemoteModule<T>(remote: RemoteName, module: string, fresh = false): Promise<T> {
      rumFact('ran', remote);
      try {
        return await loadRegistered<T>(remote, module, fresh);
      } catch (error) {
        rumFact('loadFailures', remote, error);
        throw error;
      }
    },
  };
}

/** The page's registry: the start-up adopts the rendered map into it; every remote load goes through it. */
export const remoteRegistry = createRemoteRegistry();
/** Its methods, for the modules that load remotes (and for their tests to replace, with `vi.mock`). */
export const { discoverRemotes, deployMovedOn, loadRemoteModule } = remoteRegistry;
