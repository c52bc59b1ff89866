/**
 * The shell's server build (rspack --env server): renders one page for the site server's render worker. Each
 * request gets its own effector scope and emotion cache, so nothing leaks between requests; the whole page is
 * rendered before it is sent (emotion's styles are extracted into the head, never streamed inline).
 */

import {
  $locale,
  $viewport,
  type ClientOnlyError,
  ClinicProviders,
  documentTitle,
  type KnownSectionOwners,
  LOCALE_BASENAME,
  localeOfPath,
  markServerStyleTags,
  ownerOf,
  type PageMeta,
  PageMetaCollector,
  type PagePart,
  type PageRequest,
  PageStatusCollector,
  type PostedFields,
  pathWithoutLocale,
  ROUTES,
  SHARED_CATALOGS,
  SHELL_HOME_PART,
  type ShellAnswer,
  viewportForWidth,
} from '@clinic/shared';
// Server-only, not a part of the package the browser shares.
import { withUsedGlobalStyles } from '@clinic/shared/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { type RemoteServerModule, ServerRemotesContext, serverRemotes } from './federation/serverRemotes';
import { withinBudget } from './federation/withinBudget';
import { SHELL_CATALOGS } from './messages/shellText';
import { prepareHome } from './pages/home/prepareHome';

/** How long a page's data (its section's, the shell's own, its widgets') may take before the parts still waiting are left to the browser (the rest still renders). */
export const SECTION_BUDGET_MS = 1500;

/** What the render thread supplies besides the request: its generation's server builds and section owners. */
export interface RenderContext {
  /** The remotes' server builds of this generation, by remote name. */
  remotes?: Record<string, RemoteServerModule>;
  /** Which remote serves which section, from the live remotes' manifests (the site server reads them). */
  owners: KnownSectionOwners;
  sectionBudgetMs?: number;
}

/**
 * A post goes to the action of the route at its address, in the request's scope (the remote's server code).
 * The answer when there is no page to render: the action's redirect, or `noAction` when no route there takes
 * posts; else the status the page, rendered after the action, is sent with.
 */
async function submitPost(
  pathname: string,
  fields: PostedFields,
  scope: Scope,
  modules: Record<string, RemoteServerModule>,
  owners: KnownSectionOwners,
): Promise<ShellAnswer | number> {
  const owner = ownerOf(owners.owners, pathname);
  const submit = owner && modules[owner.remote]?.submit;
  const result = submit ? await submit({ section: owner.section, pathname, fields, scope }) : null;
  if (!result) return { kind: 'noAction' };
  return 'redirect' in result ? { kind: 'redirect', location: result.redirect } : result.status;
}

/** Loads the data of the route's section into the scope, if its remote renders on the server, within the budget. */
async function prepareSection(
  pathname: string,
  search: string,
  scope: Scope,
  modules: Record<string, RemoteServerModule>,
  owners: KnownSectionOwners,
  budgetMs: number,
): Promise<PagePart | null> {
  const owner = ownerOf(owners.owners, pathname);
  const prepare = owner && modules[owner.remote]?.prepare;
  if (!owner || !prepare) return null;
  const prepared = prepare({ section: owner.section, pathname, search, scope });
  if (!(await withinBudget(`${pathname}: ${owner.remote}`, prepared, budgetMs))) return null;
  // Done within the budget: awaiting it again only reads its result (the route's chunks, when it names them).
  const chunks = (await prepared)?.chunks ?? [];
  return { remote: owner.remote, module: 'routes', section: owner.section, ...(chunks.length && { chunks }) };
}

/** The shell's own page data (the home page's banners), within the budget; its part once it is in. */
async function prepareShellPage(pathname: string, scope: Scope, budgetMs: number): Promise<PagePart | null> {
  if (pathname !== ROUTES.HOME) return null;
  return (await withinBudget(`${pathname}: the banners`, prepareHome(scope), budgetMs))
    ? SHELL_HOME_PART
    : null;
}

async function collectHtml(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One request's answer (the site server's render thread calls it): the page, or after a post the action's
 * redirect or that no route here takes posts. `request.budgetMs` is the site server's for the whole page; the
 * parts here share `sectionBudgetMs`, well within it.
 */
export async function renderPage(request: PageRequest, context: RenderContext): Promise<ShellAnswer> {
  const url = new URL(request.url, 'http://site');
  const locale = localeOfPath(url.pathname);
  // The routes' own address: the language's prefix is the router's basename, never part of a route.
  const pathname = pathWithoutLocale(url.pathname);
  const scope = fork({
    values: [
      [$viewport, viewportForWidth(request.viewportWidth)],
      [$locale, locale],
    ],
  });
  const modules = context.remotes ?? {};
  const { owners } = context;
  const budgetMs = context.sectionBudgetMs ?? SECTION_BUDGET_MS;
  const [posted] = await Promise.all([
    request.post && submitPost(pathname, request.post, scope, modules, owners),
    SHELL_CATALOGS.load(locale),
    SHARED_CATALOGS.load(locale),
  ]);
  if (typeof posted === 'object') return posted;
  const deadline = Date.now() + budgetMs;
  const [prepared, shellPage] = await Promise.all([
    prepareSection(pathname, url.search, scope, modules, owners, budgetMs),
    prepareShellPage(pathname, scope, budgetMs),
  ]);
  // Widgets load their data as they render (each suspends until it is in); those that make it are listed here.
  const rendered = [prepared, shellPage].filter((part): part is PagePart => Boolean(part));
  // Parts left to the browser: the site server keeps no page with one that could have rendered here.
  const leftToBrowser: PagePart[] = pathname === ROUTES.HOME && !shellPage ? [SHELL_HOME_PART] : [];
  // The browser's emotion cache has the same key, so it adopts these styles instead of inserting them again.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  let meta: PageMeta | null = null;
  // The worst a page reported wins (a not-found view inside a found layout makes the page a 404); after a post,
  // the action's status.
  let status = posted || 200;

  const page: ReactNode = (
    <Provider value={scope}>
      <CacheProvider value={cache}>
        <PageMetaCollector.Provider value={(collected) => (meta = collected)}>
          <PageStatusCollector.Provider value={(reported) => (status = posted || Math.max(status, reported))}>
            <ServerRemotesContext.Provider
              value={serverRemotes(modules, new Set(prepared ? [prepared.remote] : []), {
                scope,
                deadline,
                rendered,
              })}
            >
              <ClinicProviders>
                <StaticRouter basename={LOCALE_BASENAME[locale] || undefined} location={request.url}>
                  <App owners={owners} />
                </StaticRouter>
              </ClinicProviders>
            </ServerRemotesContext.Provider>
          </PageStatusCollector.Provider>
        </PageMetaCollector.Provider>
      </CacheProvider>
    </Provider>
  );

  // prerender waits for every lazy part and its data and writes each boundary in place: the HTML is complete
  // without a script (late or large boundaries would otherwise be hidden templates swapped in by JS).
  const { prelude } = await prerenderToNodeStream(page, {
    // Never outline a large boundary behind a script that reveals it: the page is sent whole anyway.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      const { digest, part } = error as Partial<ClientOnlyError>;
      if (digest) {
        if (part) leftToBrowser.push(part);
        return digest;
      }
      console.error('[ssr] render error:', error);
      return undefined;
    },
  });
  const html = await collectHtml(prelude);
  const emotion = createEmotionServer(cache);
  // The kit's global styles as far as this page uses them: the head stays in the first flight.
  const styleTags = markServerStyleTags(
    emotion.constructStyleTagsFromChunks(withUsedGlobalStyles(emotion.extractCriticalToChunks(html))),
  );
  const collected = meta as PageMeta | null;
  return {
    kind: 'page',
    page: {
      html,
      locale,
      styleTags,
      title: collected ? documentTitle(collected.title, locale) : null,
      description: collected?.description ?? null,
      image: collected?.image ?? null,
      structuredData: collected?.structuredData ?? [],
      status,
      personal: collected?.personal === true,
      leftToBrowser,
      sections: rendered,
    },
  };
}
