import { REMOTE_NAMES, type RemoteName } from '@clinic/shared';

export type { RemoteName };
/** The shape of `/remotes.json`: each remote's name → the URL of its mf-manifest.json. */
export type RemotesConfig = Partial<Record<RemoteName, string>>;

export function parseRemotesConfig(json: unknown): RemotesConfig {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new Error('remotes.json: expected an object { "<remote>": "<manifest url>" }');
  }
  const config: RemotesConfig = {};
  for (const name of REMOTE_NAMES) {
    const url = (json as Record<string, unknown>)[name];
    if (typeof url === 'string' && url.length > 0) config[name] = url;
  }
  return config;
}
