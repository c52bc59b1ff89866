/**
 * Test support (never bundled: only tests import it): walks every pattern of a remote's route table through its
 * generated `<Routes>` and its `prepare`, and checks both land on the same route. One table drives both, so this
 * guards the generator and any hand edit of a remote's routes module.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import type { ComponentType } from 'react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import type { PreparedSection, RemoteRoutesProps } from '../bus/remoteContract';
import type { PageRoute, RouteTable } from '../bus/routeTable';
import { pathTo } from '../routing/paths';
import { ClinicProviders } from '../ui/Providers';

/** A path of the pattern with each `:param` filled: '/doctors-list/:slug' → '/doctors-list/probe-slug'. */
const probePath = (pattern: PageRoute['pattern']) =>
  pathTo(
    pattern,
    Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name, `probe-${name}`])),
  );

interface RoutesModule {
  default: ComponentType<RemoteRoutesProps>;
  prepare: (start: {
    section: RemoteRoutesProps['section'];
    pathname: string;
    search?: string;
    scope?: ReturnType<typeof fork>;
  }) => Promise<PreparedSection | undefined>;
}

/**
 * Every `import(` of a route table's source names its chunk (`/* webpackChunkName: "x" *\/`), and every chunk its
 * routes and layouts declare (`chunks`) is one of them: what the browser is told to fetch early is a chunk the
 * build made. (Read from the file: the test transform drops comments from the functions' own source.)
 */
function itNamesEveryChunk(table: RouteTable, sources: readonly string[]): void {
  it('every import of the route table names its chunk, one the table declares', () => {
    const source = sources.join('\n');
    const imports = source.match(/import\(/g)?.length ?? 0;
    const named = [...source.matchAll(/import\(\s*\/\*\s*webpackChunkName:\s*"([^"]+)"\s*\*\//g)];
    expect(named).toHaveLength(imports);
    const declared = table.flatMap((section) => [
      ...(section.layout?.chunks ?? []),
      ...section.routes.flatMap((route) => routeChunks(route, probePath(route.pattern))),
    ]);
    const names = new Set(named.map(([, name]) => name));
    for (const chunk of declared) expect(names, `${chunk}: no import names it`).toContain(chunk);
  });
}

/** A route's chunk names for a start at `pathname` (a function of the start is asked as on the server). */
const routeChunks = ({ chunks = [] }: PageRoute, pathname: string) =>
  typeof chunks === 'function' ? chunks({ params: {}, pathname, search: '', scope: fork() }) : chunks;

/**
 * One `it` per route: `<Routes>` shows its page and `prepare` starts its load (and no other route's), and names
 * the route's chunks. `sources` are the texts of the table's file (`routeTable.ts`) and of any module whose
 * imports its routes name.
 */
export function itAgreesOnEveryRoute(
  table: RouteTable,
  module: RoutesModule,
  sources: string | readonly string[],
): void {
  itNamesEveryChunk(table, typeof sources === 'string' ? [sources] : sources);
  const routes = table.flatMap((section) => section.routes.map((route) => ({ section, route })));
  // Every page and layout replaced by a marker, every load by a spy, before anything is loaded.
  const loads = new Map<PageRoute, ReturnType<typeof vi.fn>>();
  for (const { section, route } of routes) {
    const mutable = route as PageRoute;
    mutable.page = async () => () => <p>page {route.pattern}</p>;
    const load = vi.fn(async () => undefined);
    if (route.load) mutable.load = load;
    loads.set(route, load);
    if (section.layout) (section.layout as { component: PageRoute['page'] }).component = async () => Outlet;
    if (section.layout?.load) (section.layout as { load?: PageRoute['load'] }).load = async () => undefined;
  }
  const startedRoutes = () =>
    [...loads].filter(([, load]) => load.mock.calls.length > 0).map(([route]) => route);

  for (const { section, route } of routes) {
    it(`${route.pattern}: prepare names its chunks for the browser`, async () => {
      const pathname = probePath(route.pattern);
      const prepared = await module.prepare({ section: section.section, pathname, scope: fork() });
      expect(prepared?.chunks).toEqual([...(section.layout?.chunks ?? []), ...routeChunks(route, pathname)]);
    });

    it(`${route.pattern}: <Routes> renders its page, prepare starts its load`, async () => {
      for (const load of loads.values()) load.mockClear();
      const pathname = probePath(route.pattern);
      const Section = module.default;
      await act(async () => {
        render(
          <ClinicProviders>
            <MemoryRouter initialEntries={[pathname]}>
              <Routes>
                <Route path={`${section.prefix}/*`} element={<Section section={section.section} />} />
              </Routes>
            </MemoryRouter>
          </ClinicProviders>,
        );
      });
      expect(await screen.findByText(`page ${route.pattern}`)).toBeTruthy();
      cleanup();
      for (const load of loads.values()) load.mockClear();
      await module.prepare({ section: section.section, pathname, scope: fork() });
      expect(startedRoutes()).toEqual(route.load ? [route] : []);
    });
  }
}
