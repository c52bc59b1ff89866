import { $viewport, loadSanitizer, type PrepareSection, ROUTES } from '@clinic/shared';
import { allSettled } from 'effector';
import { matchPath } from 'react-router-dom';

/**
 * The analyses list with its data (the server renders it with it; the browser hydrates it from it): the
 * catalogue and its first category, no selection (the device's own is added after hydration). Its loads are
 * plain effects, not shared queries, so the page's own opening effect is awaited rather than `startSection`.
 */
export const prepare: PrepareSection = async ({ pathname, scope }) => {
  if (!matchPath(ROUTES.ANALYSIS_LIST, pathname)) return;
  const isMobile = (scope ? scope.getState($viewport) : $viewport.getState()).isMobile;
  // The page, its layout's chunk and the sanitiser of the names too: it hydrates right after, without a wait.
  const [model, { loadLayout }] = await Promise.all([
    import('../pages/analysis-list/model'),
    import('../pages/analysis-list/AnalysisListPage'),
    loadSanitizer(),
  ]);
  await loadLayout(isMobile);
  if (!scope) return model.openPageForHydration();
  await allSettled(model.openPageFx, { scope });
  // Rendering the error would leave the browser to hydrate it from answers it never got: it renders it anew.
  const error = scope.getState(model.$loadError);
  if (error) throw new Error(error);
};
