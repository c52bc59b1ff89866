import {
  $viewport,
  htmlToText,
  itemListData,
  SimpleGrid,
  SkeletonList,
  StatusMessage,
  usePageMeta,
  useSharedText,
} from '@clinic/shared';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAnalysesText } from '../../messages/analysesText';
import {
  $analyses,
  $loadError,
  ANALYSES_SKELETON_COUNT,
  retryClicked,
  selectionRestoreStarted,
} from './model';
import { SelectionForm } from './SelectionForm';
import { selectionFromAddress, withoutSelection } from './selectionAddress';
import { useAddressFilters } from './useAddressFilters';

/**
 * Each layout is its own chunk: a phone never downloads the desktop grid, nor a desktop the accordion. Named
 * (`layoutChunk`) for the route table, so that a page the server rendered gets its layout with the remote's code.
 */
export const loadLayout = (isMobile: boolean) =>
  isMobile
    ? import(/* webpackChunkName: "analysis-phone" */ './MobileAnalyses')
    : import(/* webpackChunkName: "analysis-desktop" */ './DesktopAnalyses');
export const layoutChunk = (isMobile: boolean) => (isMobile ? 'analysis-phone' : 'analysis-desktop');
const DesktopAnalyses = lazy(() => loadLayout(false));
const MobileAnalyses = lazy(() => loadLayout(true));

export function AnalysisListPage() {
  const { analyses, viewport, error, retry } = useUnit({
    analyses: $analyses,
    viewport: $viewport,
    error: $loadError,
    retry: retryClicked,
  });
  const { isMobile } = viewport;
  const text = useAnalysesText();
  const sharedText = useSharedText();
  usePageMeta(text('meta.title'), text('meta.description'), {
    // Search engines get every analysis with its price; only the server's HTML carries this.
    structuredData: analyses?.length
      ? [
          itemListData(
            text('meta.title'),
            analyses.map((item) => ({ name: htmlToText(item.name), price: item.price })),
            'Service',
          ),
        ]
      : undefined,
  });
  // The router's location, not window's: the server renders this page too. The address's selection (a share
  // link, or the form without JavaScript) is read once: the address is cleaned right after, and a re-run of the
  // effect must see the same one.
  const { search } = useLocation();
  const [sharedIds] = useState(() => selectionFromAddress(search));
  // Opened by its route (routeTable.ts) with the address's filters; later changes of them come from here.
  useAddressFilters(search);

  if (error)
    return <StatusMessage title={text('error.title')} text={sharedText(error)} onRetry={() => retry()} />;
  return (
    <Suspense
      fallback={
        <SimpleGrid columns={isMobile ? 1 : 4} gap="3" mt="6">
          <SkeletonList count={ANALYSES_SKELETON_COUNT} height={isMobile ? '14' : '28'} />
        </SimpleGrid>
      }
    >
      {isMobile ? <MobileAnalyses /> : <DesktopAnalyses />}
      <SelectionForm />
      <SelectionRestore sharedIds={sharedIds} />
    </Suspense>
  );
}

/**
 * Adds the selection the server could not know (see selectionRestoreStarted) once the layout beside it has
 * committed: inside the layout's Suspense boundary, so on a server-rendered page only after that boundary has
 * hydrated too (the page around it hydrates first, while the layout's chunk resolves).
 */
function SelectionRestore({ sharedIds }: { sharedIds: number[] | null }) {
  const restore = useUnit(selectionRestoreStarted);
  const navigate = useNavigate();
  useEffect(() => {
    restore({ sharedIds });
  }, [restore, sharedIds]);
  useEffect(() => {
    if (!sharedIds) return;
    // The link has done its job; left in the address, it would undo later changes on a reload.
    navigate({ search: withoutSelection(window.location.search) }, { replace: true });
  }, [sharedIds, navigate]);
  return null;
}
