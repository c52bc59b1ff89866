// In each remote's own bundle (`@clinic/shared/routing`, never the package's index): the generator travels
// with the routes it compiles, and no page of the shell carries it. What must be one copy on the page (the UI
// kit's components) comes through the shared package.
import { $locale, type AppCatalogs, FullScreenSpinner, PageReady } from '@clinic/shared';
import { Suspense, useLayoutEffect, useRef } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import type { PrepareSection, RemoteRoutesProps } from '../bus/remoteContract';
import type {
  RemoteRoutesModule,
  RouteActionResult,
  RouteArgs,
  RouteTable,
  SubmitToSection,
} from '../bus/routeTable';
import { catalogChunkName } from '../i18n/catalogs';
import { type CompiledSection, compileSection, matchChunks, matchSection } from './compileSection';
import { routeRequest } from './routeRequest';
import { NOTHING_STARTED, type Started, startMatch } from './routeStarts';

const NO_ROUTES: never[] = [];

/** An action's `Response`, as it crosses to the shell's server build: a redirect's address, or its status. */
const actionResult = (response: Response): RouteActionResult => {
  const location = response.headers.get('Location');
  return location ? { redirect: location } : { status: response.status as 400 | 422 | 503 };
};

/**
 * Everything a remote's `./routes` module exports, generated from its route table: the `<Routes>` component,
 * `prepare` (the server build's, and the browser's before hydrating the server's HTML), `submit` for form
 * posts, and the sections it owns. A page's data is started here, once per navigation: by `prepare` for the
 * page the server rendered, by the routes component when the address changes (never again on hydration of a
 * page whose data is in). `catalogs`: the remote's messages, loaded with a page's data in the page's language.
 */
export function remoteRoutes(
  table: RouteTable,
  catalogs?: AppCatalogs,
): Omit<RemoteRoutesModule, 'default'> & {
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
    const args: RouteArgs = {
      request: routeRequest(pathname, search),
      params: match?.params ?? {},
      context: { scope },
    };
    const locale = scope ? scope.getState($locale) : $locale.getState();
    const { started, loaded } = startMatch(match, NOTHING_STARTED, args);
    await Promise.all([loaded, catalogs?.load(locale)]);
    if (!scope) hydrated = started;
    const catalog = catalogs ? [catalogChunkName(catalogs.app, locale)] : [];
    return { chunks: [...matchChunks(match, args), ...catalog] };
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
      const args: RouteArgs = {
        request: routeRequest(pathname, search),
        params: match?.params ?? {},
        context: {},
      };
      const { started: now, loaded } = startMatch(match, started.current, args);
      started.current = now;
      loaded.catch(() => {
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

  /** A post goes to the action of the page at its address, if it has one (the booking pages' forms). */
  const submit: SubmitToSection = async ({ section, pathname, fields, scope }) => {
    const compiled = sections.get(section);
    const match = compiled && matchSection(compiled, pathname);
    const page = match?.routes.at(-1);
    const action = page?.isPage ? (await page.module()).action : undefined;
    if (!match || !action) return null;
    const request = routeRequest(pathname, '', { method: 'POST', body: new URLSearchParams(fields) });
    return actionResult(await action({ request, params: match.params, context: { scope } }));
  };

  const owners = table.map(({ prefix, section }) => ({ prefix, section }));
  return { Routes, prepare, sections: owners, submit };
}
