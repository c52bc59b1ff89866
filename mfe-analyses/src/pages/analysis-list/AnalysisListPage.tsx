import { $viewport, SimpleGrid, SkeletonList, StatusMessage, usePageMeta } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { $loadError, ANALYSES_SKELETON_COUNT, pageOpened, retryClicked } from './model';
import { SHARE_PARAM, sharedIdsFrom } from './shareLink';

// Each layout is its own chunk: a phone never downloads the desktop grid, nor a desktop the accordion.
const DesktopAnalyses = lazy(() => import('./DesktopAnalyses'));
const MobileAnalyses = lazy(() => import('./MobileAnalyses'));

export function AnalysisListPage() {
  usePageMeta('Анализы и цены', 'Лабораторные анализы в Алматы: цены, подготовка и калькулятор стоимости.');
  const { viewport, error, open, retry } = useUnit({
    viewport: $viewport,
    error: $loadError,
    open: pageOpened,
    retry: retryClicked,
  });
  const { isMobile } = viewport;
  const navigate = useNavigate();
  // Read once: the address is cleaned right after, and a re-run of the effect must see the same link.
  const [sharedIds] = useState(() => sharedIdsFrom(window.location.search));

  // Before the first paint: a passive effect could run after the patient's first keystroke in the search and
  // reset it (seen under load: the box stayed empty).
  useLayoutEffect(() => {
    open({ sharedIds });
  }, [open, sharedIds]);
  useEffect(() => {
    if (!sharedIds) return;
    // The link has done its job; left in the address, it would undo later changes on a reload.
    const params = new URLSearchParams(window.location.search);
    params.delete(SHARE_PARAM);
    const search = params.toString();
    navigate({ search: search ? `?${search}` : '' }, { replace: true });
  }, [sharedIds, navigate]);

  if (error)
    return <StatusMessage title="Не удалось загрузить анализы" text={error} onRetry={() => retry()} />;
  return (
    <Suspense
      fallback={
        <SimpleGrid columns={isMobile ? 1 : 4} gap="3" mt="6">
          <SkeletonList count={ANALYSES_SKELETON_COUNT} height={isMobile ? '14' : '28'} />
        </SimpleGrid>
      }
    >
      {isMobile ? <MobileAnalyses /> : <DesktopAnalyses />}
    </Suspense>
  );
}
