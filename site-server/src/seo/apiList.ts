import type { ApiList } from './sitemap';

/** A list from the API the site server proxies to (`{ data: [...] }`). */
export const apiList =
  (apiOrigin: string): ApiList =>
  async <T>(path: string) => {
    const response = await fetch(`${apiOrigin}/api${path}`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`GET /api${path}: HTTP ${response.status}`);
    return ((await response.json()) as { data: T[] }).data;
  };
