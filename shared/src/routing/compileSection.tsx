import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { ChunkName, ClinicRoute, RouteArgs, RouteModule, SectionRoutes } from '../bus/routeTable';
import { type RoutePattern, relativeTo } from './paths';
import { type Preloadable, preloadable } from './preloadable';

/** What a compiled route object carries back to the table, in React Router's `handle`. */
export interface CompiledRoute {
  route: ClinicRoute;
  /** Its place in the table ('0.2'): what a start is keyed by, with the params for a page. */
  position: string;
  isPage: boolean;
  /** A `lazy` route's module, loaded once (the page's chunk); a static route's own parts. */
  module: () => Promise<Partial<RouteModule>>;
  chunk?: Preloadable;
}

export interface CompiledSection {
  table: SectionRoutes;
  /** React Router's route objects: `useRoutes` renders them, `matchRoutes` matches them, the same ones. */
  objects: RouteObject[];
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined; // a failed chunk may be asked for again
      throw error;
    });
    return pending;
  };
}

/** Reads a static route's component when it renders, as `lazy` is read when it loads (a test stands markers in). */
function StaticRoute({ route }: { route: ClinicRoute }) {
  const Component = route.Component as NonNullable<ClinicRoute['Component']>;
  return <Component />;
}

function compileRoute(prefix: RoutePattern, route: ClinicRoute, position: string): RouteObject {
  const module = once(async () => (route.lazy ? route.lazy() : route));
  const chunk = route.lazy
    ? preloadable(async () => (await module()).Component as NonNullable<ClinicRoute['Component']>)
    : undefined;
  const handle: CompiledRoute = { route, position, isPage: !route.children, module, chunk };
  const element =
    route.element ??
    (chunk ? <chunk.Component /> : route.Component ? <StaticRoute route={route} /> : undefined);
  const path = route.path && route.path !== '*' ? relativeTo(prefix, route.path) : route.path;
  const children = route.children?.map((child, index) => compileRoute(prefix, child, `${position}.${index}`));
  return route.index ? { index: true, element, handle } : { path, element, handle, children };
}

/** The section's route objects, relative to its prefix (the shell mounts the remote at `<prefix>/*`). */
export function compileSection(table: SectionRoutes): CompiledSection {
  return {
    table,
    objects: table.children.map((route, index) => compileRoute(table.prefix, route, `${index}`)),
  };
}

export interface SectionMatch {
  /** The matched routes, the outermost (a layout) first. */
  routes: CompiledRoute[];
  params: Record<string, string | undefined>;
}

/** What the section renders at this path: the same matching `<Routes>` does (React Router's ranking). */
export function matchSection({ table, objects }: CompiledSection, pathname: string): SectionMatch | null {
  const matches = matchRoutes(objects, pathname, table.prefix);
  if (!matches) return null;
  return {
    routes: matches.map((match) => match.route.handle as CompiledRoute),
    params: { ...matches[matches.length - 1]?.params },
  };
}

/** The chunk names of what `match` shows: each lazy route's own, and those it picks at request time. */
export function matchChunks(match: SectionMatch | null, args: RouteArgs): ChunkName[] {
  return (match?.routes ?? []).flatMap(({ route }) => [
    ...(route.lazy && route.id ? [route.id] : []),
    ...(route.handle?.chunks?.(args) ?? []),
  ]);
}
