import { type Analysis, Box, Button, SimpleGrid, SkeletonList } from '@clinic/shared';
import { type ReactNode, useEffect, useRef } from 'react';

interface AnalysesGridProps {
  label: string;
  analyses: readonly Analysis[] | null;
  /** Matching analyses not rendered yet: the grid grows as the patient scrolls to its end. */
  remaining: number;
  skeletons: number;
  /** Shown instead of the cards when there are none (a search that found nothing). */
  empty: ReactNode;
  /** One card, bound to its own selection state by the page. */
  renderCard: (analysis: Analysis) => ReactNode;
  onMore: () => void;
}

/** SPEC §2: the 4-column analyses grid, scrollable, about 300 px high; skeleton cards while loading. */
export function AnalysesGrid(props: AnalysesGridProps) {
  const { label, analyses, remaining, skeletons, empty, renderCard, onMore } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const more = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = scroller.current;
    const target = more.current;
    if (!root || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && onMore(), {
      root,
      rootMargin: '0px 0px 200px 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [onMore, remaining]);

  return (
    <Box
      ref={scroller}
      role="region"
      aria-label={label}
      tabIndex={0}
      maxH="300px"
      overflowY="auto"
      bg="gray.100"
      borderRadius="2xl"
      p="3"
    >
      {analyses === null ? (
        <SimpleGrid columns={4} gap="3" aria-busy="true">
          <SkeletonList count={skeletons} height="28" />
        </SimpleGrid>
      ) : analyses.length === 0 ? (
        <Box color="fg.muted" p="4" textAlign="center">
          {empty}
        </Box>
      ) : (
        <SimpleGrid as="ul" aria-label="Список анализов" columns={4} gap="3" listStyleType="none">
          {analyses.map(renderCard)}
        </SimpleGrid>
      )}
      {remaining > 0 && (
        <Box textAlign="center" mt="3">
          <Button ref={more} type="button" variant="white" size="sm" onClick={() => onMore()}>
            Показать ещё ({remaining})
          </Button>
        </Box>
      )}
    </Box>
  );
}
