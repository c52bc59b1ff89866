/**
 * Test support (never bundled: only tests import it): walks every page of a remote's route table through its
 * generated `<Routes>` and its `prepare`, and checks both land on the same route. One table drives both, so this
 * guards the generator and any hand edit of a remote's routes module.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import type { ComponentType } from 'react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { beforeAll, expect, it, vi } from 'vitest';
import type { PreparedSection, RemoteRoutesProps } from '../bus/remoteContract';
import type { ClinicRoute, RouteTable, SectionRoutes } from '../bus/routeTable';
import { pathTo, type RoutePattern } from '../routing/paths';
import { routeRequest } from '../routing/routeRequest';
import { ClinicProviders } from '../ui/Providers';

/** A path of the pattern with each `:param` filled: '/doctors-list/:slug' → '/doctors-list/probe-slug'. */
const probePath = (pattern: RoutePattern) =>
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

interface Walked {
  section: SectionRoutes;
  /** The page and the layouts around it, the outermost first. */
  path: ClinicRoute[];
  page: ClinicRoute & { path: RoutePattern };
}

/** Every page of the table (a route with a path of its own, not '*'), with the layouts around it. */
function pagesOf(table: RouteTable): Walked[] {
  const walk = (section: SectionRoutes, routes: readonly ClinicRoute[], above: ClinicRoute[]): Walked[] =>
    routes.flatMap((route) => {
      if (route.children) return walk(section, route.children, [...above, route]);
      if (!route.path || route.path === '*') return [];
      return [{ section, path: [...above, route], page: route as Walked['page'] }];
    });
  return table.flatMap((section) => walk(section, section.children, []));
}

const everyRoute = (routes: readonly ClinicRoute[]): ClinicRoute[] =>
  routes.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);

/** The chunks `prepare` names for the page: each lazy route's own, and those it picks for a start there. */
const chunksOf = ({ path }: Walked, pathname: string) =>
  path.flatMap((route) => [
    ...(route.lazy && route.id ? [route.id] : []),
    ...(route.handle?.chunks?.({ request: routeRequest(pathname), params: {}, context: { scope: fork() } }) ??
      []),
  ]);

/**
 * Every `import(` of a route table's source names its chunk (`/* webpackChunkName: "x" *\/`), and the table's
 * `lazy` imports name exactly the chunks its routes' `id`s say. (Read from the file: the test transform drops comments from the
 * functions' own source.)
 */
function itNamesEveryChunk(table: RouteTable, sources: readonly string[]): void {
  it('every import of the route table names its chunk, and each lazy route’s is its id', () => {
    const source = sources.join('\n');
    const imports = source.match(/import\(/g)?.length ?? 0;
    const named = [...source.matchAll(/import\(\s*\/\*\s*webpackChunkName:\s*"([^"]+)"\s*\*\//g)];
    expect(named).toHaveLength(imports);
    const lazyIds = table.flatMap((section) => everyRoute(section.children)).filter((route) => route.lazy);
    const inTable = [...(sources[0] ?? '').matchAll(/lazy:[\s\S]*?webpackChunkName:\s*"([^"]+)"/g)];
    expect(new Set(inTable.map(([, name]) => name))).toEqual(new Set(lazyIds.map((route) => route.id)));
  });
}

/**
 * One `it` per page: `<Routes>` shows it and `prepare` starts its loader (and no other page's), and names its
 * chunks. `sources` are the texts of the table's file (`routeTable.ts`, first) and of any module whose imports
 * its routes name.
 */
export function itAgreesOnEveryRoute(
  table: RouteTable,
  module: RoutesModule,
  sources: string | readonly string[],
): void {
  itNamesEveryChunk(table, typeof sources === 'string' ? [sources] : sources);
  const pages = pagesOf(table);
  const loaders = new Map<ClinicRoute, ReturnType<typeof vi.fn>>();
  // Every page and layout replaced by a marker, every loader by a spy, before anything renders: the generated
  // module reads `lazy`, `Component` and `loader` when it uses them.
  beforeAll(async () => {
    for (const route of table.flatMap((section) => everyRoute(section.children))) {
      const real = route.lazy ? await route.lazy() : route;
      const loader = real.loader && vi.fn(async () => undefined);
      if (loader) loaders.set(route, loader);
      const Component = route.children ? Outlet : () => <p>page {route.path}</p>;
      const mutable = route as { lazy?: ClinicRoute['lazy']; Component?: ComponentType; loader?: unknown };
      if (route.lazy) mutable.lazy = async () => ({ Component, loader, action: real.action });
      else if (route.Component) Object.assign(mutable, { Component, loader });
    }
  });
  const startedRoutes = () =>
    [...loaders].filter(([, loader]) => loader.mock.calls.length > 0).map(([route]) => route);

  for (const walked of pages) {
    const { section, page } = walked;
    it(`${page.path}: prepare names its chunks for the browser`, async () => {
      const pathname = probePath(page.path);
      const prepared = await module.prepare({ section: section.section, pathname, scope: fork() });
      const own = chunksOf(walked, pathname);
      expect(prepared?.chunks.slice(0, own.length)).toEqual(own);
      // Then the remote's catalogue in the page's language (Russian in a new scope), downloaded with the page.
      expect(prepared?.chunks.slice(own.length)).toEqual([expect.stringMatching(/^messages-[\w-]+-ru$/)]);
    });

    it(`${page.path}: <Routes> renders its page, prepare starts its loader and its layouts'`, async () => {
      const pathname = probePath(page.path);
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
      expect(await screen.findByText(`page ${page.path}`)).toBeTruthy();
      cleanup();
      for (const loader of loaders.values()) loader.mockClear();
      await module.prepare({ section: section.section, pathname, scope: fork() });
      expect(startedRoutes()).toEqual(walked.path.filter((route) => loaders.has(route)));
    });
  }
}
