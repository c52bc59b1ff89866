import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import type { PageRoute, RouteSection, SectionLayout } from '../bus/routeTable';
import { NotFoundMessage } from '../ui/StatusMessage';
import { relativeTo } from './paths';
import { type Preloadable, preloadable } from './preloadable';

/** What a matched route object carries back to the table: its page or layout, with their chunks. */
export type RouteHandle =
  | { kind: 'page'; route: PageRoute; chunk: Preloadable }
  | { kind: 'layout'; layout: SectionLayout; chunk: Preloadable };

export interface CompiledSection {
  table: RouteSection;
  /** React Router's route objects: `useRoutes` renders them, `matchRoutes` matches them, the same ones. */
  objects: RouteObject[];
}

/** The section's route objects, relative to its prefix (the shell mounts the remote at `<prefix>/*`). */
export function compileSection(table: RouteSection): CompiledSection {
  const pages: RouteObject[] = table.routes.map((route) => {
    const chunk = preloadable(() => route.page());
    const handle: RouteHandle = { kind: 'page', route, chunk };
    return { path: relativeTo(table.prefix, route.pattern), element: <chunk.Component />, handle };
  });
  if (table.indexRedirect)
    pages.unshift({ index: true, element: <Navigate to={table.indexRedirect} replace /> });
  if (table.notFound) pages.push({ path: '*', element: <NotFoundMessage back={table.notFound} /> });
  if (!table.layout) return { table, objects: pages };
  const layout = table.layout;
  const chunk = preloadable(() => layout.component());
  const handle: RouteHandle = { kind: 'layout', layout, chunk };
  return { table, objects: [{ element: <chunk.Component />, handle, children: pages }] };
}

export interface SectionMatch {
  layout?: Extract<RouteHandle, { kind: 'layout' }>;
  page?: Extract<RouteHandle, { kind: 'page' }>;
  params: Record<string, string | undefined>;
}

/** What the section renders at this path: the same matching `<Routes>` does (React Router's ranking). */
export function matchSection({ table, objects }: CompiledSection, pathname: string): SectionMatch | null {
  const matches = matchRoutes(objects, pathname, table.prefix);
  if (!matches) return null;
  const handles = matches.map((match) => match.route.handle as RouteHandle | undefined);
  return {
    layout: handles.find((handle) => handle?.kind === 'layout') as SectionMatch['layout'],
    page: handles.find((handle) => handle?.kind === 'page') as SectionMatch['page'],
    params: { ...matches[matches.length - 1]?.params },
  };
}
