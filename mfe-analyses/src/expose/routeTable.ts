import { $viewport, loadSanitizer, ROUTES, type RouteLoader, type RouteTable } from '@clinic/shared';
import { notFoundRoute } from '@clinic/shared/routing';
import { allSettled, type Scope } from 'effector';
import { useAllAnalysesLabel } from '../messages/analysesText';
import { AnalysesFrame } from '../pages/analyses-frame/AnalysesFrame';
import { AnalysisListPage, layoutChunk, loadLayout } from '../pages/analysis-list/AnalysisListPage';
import { readListFilters } from '../pages/analysis-list/listAddress';
import { $loadError, openPageFx, selectionRestoreStarted } from '../pages/analysis-list/model';
import { selectionFromAddress } from '../pages/analysis-list/selectionAddress';
import { ANALYSES_SECTIONS } from './sections';

const isMobileIn = (scope?: Scope) => (scope ? scope.getState($viewport) : $viewport.getState()).isMobile;

/**
 * The catalogue, with the category, letter or search its address asks for (else the first category),
 * and the selection the address asks for (selectionAddress.ts: how it works without JavaScript); with
 * none, the device's own is added after hydration (selectionRestoreStarted). Its loads are plain
 * effects, not shared queries, so the opening effect itself is awaited.
 */
const openList: RouteLoader = async ({ request, context: { scope } }) => {
  const { search } = new URL(request.url);
  // The layout's chunk with the data: the page hydrates right after, no wait. The sanitiser downloads
  // beside them for the few names with markup; plain names (SafeHtml) neither wait for it nor hold the page.
  const chunks = loadLayout(isMobileIn(scope));
  loadSanitizer().catch(() => {}); // a failed download is asked for again by the name that needs it
  const filters = readListFilters(search);
  const sharedIds = selectionFromAddress(search);
  if (!scope) {
    await Promise.all([openPageFx(filters), chunks]);
    if (sharedIds) selectionRestoreStarted({ sharedIds });
    return;
  }
  await Promise.all([allSettled(openPageFx, { scope, params: filters }), chunks]);
  if (sharedIds) await allSettled(selectionRestoreStarted, { scope, params: { sharedIds } });
  // Rendering the error would leave the browser to hydrate it from answers it never got: it renders it anew.
  const error = scope.getState($loadError);
  if (error) throw new Error(`the analyses did not load (${error})`);
};

/**
 * The analyses remote's addresses, the only place they live: the list with its calculator. The page is in this
 * module's chunk (as it always was); its desktop and phone layouts are chunks of their own.
 */
export const ANALYSES_ROUTES: RouteTable = [
  {
    ...ANALYSES_SECTIONS.analysis,
    children: [
      {
        Component: AnalysesFrame,
        children: [
          {
            path: ROUTES.ANALYSIS_LIST,
            Component: AnalysisListPage,
            loader: openList,
            handle: { chunks: ({ context }) => [layoutChunk(isMobileIn(context.scope))] },
          },
          // Any other address: «Страница не найдена» (a 404), back to «Все анализы».
          notFoundRoute({ to: ROUTES.ANALYSIS_LIST, label: useAllAnalysesLabel }),
        ],
      },
    ],
  },
];
