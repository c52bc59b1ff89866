/**
 * Run-time discovery of the remotes: `/remotes.json` maps each remote name to the URL of its
 * mf-manifest.json. Nothing about where a remote lives is baked into the shell's build, so ops can switch
 * one remote by rewriting one line of that file.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export const REMOTES = ['catalog', 'analyses', 'doctors', 'booking'] as const;
export type RemoteName = (typeof REMOTES)[number];
export type RemotesConfig = Partial<Record<RemoteName, string>>;

let discovery: Promise<RemotesConfig> | null = null;

export function parseRemotesConfig(json: unknown): RemotesConfig {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new Error('remotes.json: expected an object { "<remote>": "<manifest url>" }');
  }
  const config: RemotesConfig = {};
  for (const name of REMOTES) {
    const url = (json as Record<string, unknown>)[name];
    if (typeof url === 'string' && url.length > 0) config[name] = url;
  }
  return config;
}

async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const config = parseRemotesConfig(await response.json());
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
  return config;
}

/** Fetches and registers the remotes once; a failed discovery is retried on the next call. */
export function discoverRemotes(): Promise<RemotesConfig> {
  discovery ??= fetchRemotesConfig().catch((error: unknown) => {
    discovery = null;
    throw error;
  });
  return discovery;
}

/** Loads `<remote>/<module>`; with `fresh`, the remote's cached entry is dropped first (a real retry). */
export async function loadRemoteModule<T>(remote: RemoteName, module: string, fresh = false): Promise<T> {
  const config = await discoverRemotes();
  const entry = config[remote];
  if (!entry) throw new Error(`remote "${remote}" is not listed in /remotes.json`);
  if (fresh) registerRemotes([{ name: remote, entry }], { force: true });
  const loaded = await loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`remote "${remote}" did not return module "${module}"`);
  return loaded;
}
