import type { Scope } from 'effector';
import type { ChunkName } from '../bus/routeTable';
import type { SectionMatch } from './compileSection';

/**
 * What has been started for the section on screen: the layout's load once on entering the section, the page's
 * once per page and params (a new query on the same page, such as a tab or a filter, is the page's own business).
 */
export interface Started {
  layout: string | null;
  page: string | null;
}

export const NOTHING_STARTED: Started = { layout: null, page: null };

export function startedKeys(section: string, match: SectionMatch | null): Started {
  return {
    layout: match?.layout?.layout.load ? section : null,
    page: match?.page?.route.load
      ? `${section} ${match.page.route.pattern} ${JSON.stringify(match.params)}`
      : null,
  };
}

export interface Address {
  pathname: string;
  search: string;
  scope?: Scope;
}

const startOf = (match: SectionMatch, address: Address) => ({ params: match.params, ...address });

/** The chunk names of what `match` shows (PageRoute.chunks, SectionLayout.chunks), the layout's first. */
export function matchChunks(match: SectionMatch | null, address: Address): ChunkName[] {
  if (!match) return [];
  const pageChunks = match.page?.route.chunks ?? [];
  return [
    ...(match.layout?.layout.chunks ?? []),
    ...(typeof pageChunks === 'function' ? pageChunks(startOf(match, address)) : pageChunks),
  ];
}

/**
 * Starts what `match` loads and `since` has not started yet, with the chunks; resolves once the data is in.
 * The one place a page's data is started: by `prepare` (server, hydration) and by navigation in the browser.
 */
export async function startMatch(
  match: SectionMatch | null,
  keys: Started,
  since: Started,
  { pathname, search, scope }: Address,
): Promise<void> {
  if (!match) return;
  const start = startOf(match, { pathname, search, scope });
  const layoutLoad = keys.layout !== since.layout ? match.layout?.layout.load : undefined;
  const pageLoad = keys.page !== since.page ? match.page?.route.load : undefined;
  await Promise.all([
    match.layout?.chunk.preload(),
    match.page?.chunk.preload(),
    layoutLoad?.(start),
    pageLoad?.(start),
  ]);
}
