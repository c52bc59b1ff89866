import { $viewport, loadSanitizer, type PrepareSection, ROUTES } from '@clinic/shared';
import { allSettled } from 'effector';
import { matchPath } from 'react-router-dom';
import { readListFilters } from '../pages/analysis-list/listAddress';

/**
 * The analyses list with its data (the server renders it with it; the browser hydrates it from it): the
 * catalogue, with the category, letter or search its address asks for (else the first category), and no
 * selection (the device's own is added after hydration). Its loads are plain effects, not shared queries, so the
 * page's own opening effect is awaited rather than `startSection`.
 */
export const prepare: PrepareSection = async ({ pathname, search = '', scope }) => {
  if (!matchPath(ROUTES.ANALYSIS_LIST, pathname)) return;
  const isMobile = (scope ? scope.getState($viewport) : $viewport.getState()).isMobile;
  // The page, its layout's chunk and the sanitiser of the names too: it hydrates right after, without a wait.
  const [model, { loadLayout }] = await Promise.all([
    import('../pages/analysis-list/model'),
    import('../pages/analysis-list/AnalysisListPage'),
    loadSanitizer(),
  ]);
  await loadLayout(isMobile);
  const filters = readListFilters(search);
  if (!scope) return model.openPageForHydration(filters);
  await allSettled(model.openPageFx, { scope, params: filters });
  // Rendering the error would leave the browser to hydrate it from answers it never got: it renders it anew.
  const error = scope.getState(model.$loadError);
  if (error) throw new Error(error);
};
