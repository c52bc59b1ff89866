/**
 * Development overrides: point one remote at another manifest (a team's local dev server) while the others
 * stay as deployed, with `?remote.<name>=<manifest url>` for one page load or the localStorage entry
 * `remote.<name>` until it is removed. The registry calls this only when `__DEV_OVERRIDES__` is true, which
 * production builds set to false: the code is compiled out, so no link can make a patient's browser run a
 * script from elsewhere.
 */
import { REMOTE_NAMES } from '@clinic/shared';
import type { RemotesConfig } from './remotesConfig';

export const OVERRIDE_PREFIX = 'remote.';

type Reader = Pick<Storage, 'getItem'>;

/** An http(s) URL, resolved against the page; anything else (javascript:, data:, garbage) is ignored. */
function manifestUrl(value: string | null, base: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function storedValue(storage: Reader | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** The overrides asked for by the query string (first) or storage, by remote name. */
export function readDevOverrides(search: string, storage: Reader | undefined, base: string): RemotesConfig {
  const query = new URLSearchParams(search);
  const overrides: RemotesConfig = {};
  for (const name of REMOTE_NAMES) {
    const key = `${OVERRIDE_PREFIX}${name}`;
    const url = manifestUrl(query.get(key), base) ?? manifestUrl(storedValue(storage, key), base);
    if (url) overrides[name] = url;
  }
  return overrides;
}

/** The published config with this browser's overrides applied, each one announced in the console. */
export function applyDevOverrides(published: RemotesConfig): RemotesConfig {
  let storage: Reader | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  const overrides = readDevOverrides(window.location.search, storage, window.location.href);
  for (const [name, url] of Object.entries(overrides)) {
    console.info(
      `[shell] dev override: remote "${name}" from ${url} instead of ${published[name as keyof RemotesConfig] ?? '(not deployed)'}`,
    );
  }
  return { ...published, ...overrides };
}
