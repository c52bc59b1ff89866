import type { RouteArgs } from '../bus/routeTable';
import type { SectionMatch } from './compileSection';

/**
 * What has been started for the section on screen, by key: a layout's loader once on entering it, a page's
 * once per page and params (a new query on the same page, such as a tab or a filter, is the page's own business).
 */
export type Started = ReadonlySet<string>;

export const NOTHING_STARTED: Started = new Set();

export function startedKeys(match: SectionMatch | null): Started {
  const params = JSON.stringify(match?.params ?? {});
  return new Set(match?.routes.map(({ position, isPage }) => (isPage ? `${position} ${params}` : position)));
}

/**
 * Loads what `match` shows and runs the loaders `since` has not run yet; resolves once the data is in.
 * The one place a page's data is started: by `prepare` (server, hydration) and by navigation in the browser.
 */
export async function startMatch(match: SectionMatch | null, since: Started, args: RouteArgs): Promise<void> {
  if (!match) return;
  const keys = [...startedKeys(match)];
  await Promise.all(
    match.routes.map(async ({ module, chunk }, index) => {
      const [loaded] = await Promise.all([module(), chunk?.preload()]);
      if (!since.has(keys[index] as string)) await loaded.loader?.(args);
    }),
  );
}
