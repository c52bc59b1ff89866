import { Suspense, useLayoutEffect, useRef } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import type { PrepareSection, RemoteRoutesProps } from '../bus/remoteContract';
import type { RemoteRoutesModule, RouteTable, SubmitToSection } from '../bus/routeTable';
import { FullScreenSpinner } from '../ui/FullScreenSpinner';
import { PageReady } from '../ui/PageReady';
import { type CompiledSection, compileSection, matchSection } from './compileSection';
import { matchChunks, NOTHING_STARTED, type Started, startedKeys, startMatch } from './routeStarts';

const NO_ROUTES: never[] = [];

/**
 * Everything a remote's `./routes` module exports, generated from its route table: the `<Routes>` component,
 * `prepare` (the server build's, and the browser's before hydrating the server's HTML) and the sections it owns.
 * A page's data is started here, once per navigation: by `prepare` for the page the server rendered, by the
 * routes component when the address changes (never again on hydration of a page whose data is in).
 */
export function remoteRoutes(table: RouteTable): Omit<RemoteRoutesModule, 'default'> & {
  Routes: RemoteRoutesModule['default'];
} {
  const sections = new Map<string, CompiledSection>(
    table.map((section) => [section.section, compileSection(section)]),
  );
  /** What the browser's `prepare` started for the page about to be hydrated: the routes' first start skips it. */
  let hydrated: Started = NOTHING_STARTED;

  const prepare: PrepareSection = async ({ section, pathname, search = '', scope }) => {
    const compiled = sections.get(section);
    if (!compiled) return undefined;
    const match = matchSection(compiled, pathname);
    const keys = startedKeys(section, match);
    const address = { pathname, search, scope };
    await startMatch(match, keys, NOTHING_STARTED, address);
    if (!scope) hydrated = keys;
    return { chunks: matchChunks(match, address) };
  };

  function Routes({ section }: RemoteRoutesProps) {
    const compiled = sections.get(section);
    const { pathname, search } = useLocation();
    const element = useRoutes(compiled?.objects ?? NO_ROUTES);
    const started = useRef<Started | null>(null);
    // Before paint, so that a page is opened before the patient can type into it. On a change of path only:
    // a new query on the same page (a tab, a filter) is the page's business, as it was its mount's.
    useLayoutEffect(() => {
      if (!compiled) return;
      if (started.current === null) {
        started.current = hydrated;
        hydrated = NOTHING_STARTED;
      }
      const match = matchSection(compiled, pathname);
      const keys = startedKeys(section, match);
      const since = started.current;
      started.current = keys;
      void startMatch(match, keys, since, { pathname, search }).catch(() => {
        // A failed read shows in its page (its query's error); a failed chunk, in the page's own boundary.
      });
    }, [compiled, section, pathname]);
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        {element}
        <PageReady />
      </Suspense>
    );
  }

  /** A post goes to the action of the route at its address, if it has one (the booking pages' forms). */
  const submit: SubmitToSection = async ({ section, pathname, fields, scope }) => {
    const compiled = sections.get(section);
    const match = compiled && matchSection(compiled, pathname);
    const action = match?.page?.route.action;
    return action ? action({ params: match.params, pathname, fields, scope }) : null;
  };

  const owners = table.map(({ prefix, section }) => ({ prefix, section }));
  return { Routes, prepare, sections: owners, submit };
}
