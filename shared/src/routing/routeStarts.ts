import type { RouteArgs } from '../bus/routeTable';
import type { SectionMatch } from './compileSection';

/**
 * What has been started for the section on screen, by key: a layout's loader once on entering it, a page's
 * once per page and params (a new query on the same page, such as a tab or a filter, is the page's own business).
 */
export type Started = ReadonlySet<string>;

export const NOTHING_STARTED: Started = new Set();

function startedKeys(match: SectionMatch | null): string[] {
  const params = JSON.stringify(match?.params ?? {});
  return match?.routes.map(({ position, isPage }) => (isPage ? `${position} ${params}` : position)) ?? [];
}

/**
 * Loads what `match` shows and runs the loaders `since` has not run yet. The one place a page's data is started:
 * by `prepare` (server, hydration) and by navigation in the browser. Returns what is started from now on (the
 * next navigation's `since`) and when the data is in.
 */
export function startMatch(
  match: SectionMatch | null,
  since: Started,
  args: RouteArgs,
): { started: Started; loaded: Promise<void> } {
  const keys = startedKeys(match);
  const loaded = Promise.all(
    (match?.routes ?? []).map(async ({ module, chunk }, index) => {
      const [route] = await Promise.all([module(), chunk?.preload()]);
      if (!since.has(keys[index] as string)) await route.loader?.(args);
    }),
  ).then(() => undefined);
  return { started: new Set(keys), loaded };
}
