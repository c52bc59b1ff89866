import { type Analysis, Box, Button, SimpleGrid, SkeletonList, Stack, Text } from '@clinic/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { useAnalysesText } from '../messages/analysesText';

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

/** The grid's columns, and the rows its box shows before it scrolls. */
const COLUMNS = 4;
const ROWS_SHOWN = 2;
/**
 * Every row is this tall, so the box (its height from this, the gap and its padding) ends exactly under a row,
 * never through one: a card's name takes up to 3 lines, then its price and the preparation marker.
 */
const ROW_REM = 10;
const GAP_REM = 0.75;
const BOX_MAX_HEIGHT = `${ROWS_SHOWN * ROW_REM + (ROWS_SHOWN - 1) * GAP_REM + 2 * GAP_REM}rem`;

/**
 * SPEC §2: the 4-column analyses grid, scrollable, about 300 px high (two whole rows, 285 px at the desktop's
 * 80 % zoom); skeleton cards while loading. When there is more than it shows, a line under it says it scrolls,
 * and rows snap to the box's top as it does.
 */
export function AnalysesGrid(props: AnalysesGridProps) {
  const { label, analyses, remaining, skeletons, empty, renderCard, onMore } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  const text = useAnalysesText();

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

  const total = analyses === null ? 0 : analyses.length + remaining;
  return (
    <Stack gap="2">
      <Box
        ref={scroller}
        role="region"
        aria-label={label}
        tabIndex={0}
        maxH={BOX_MAX_HEIGHT}
        overflowY="auto"
        scrollSnapType="y proximity"
        scrollPaddingBlock={`${GAP_REM}rem`}
        bg="gray.100"
        borderRadius="2xl"
        p={`${GAP_REM}rem`}
        data-testid="analyses-box"
      >
        {analyses === null ? (
          <SimpleGrid columns={COLUMNS} gap={`${GAP_REM}rem`} gridAutoRows={`${ROW_REM}rem`} aria-busy="true">
            <SkeletonList count={skeletons} height="full" />
          </SimpleGrid>
        ) : analyses.length === 0 ? (
          <Box color="fg.muted" p="4" textAlign="center">
            {empty}
          </Box>
        ) : (
          <SimpleGrid
            as="ul"
            aria-label={text('grid.label')}
            columns={COLUMNS}
            gap={`${GAP_REM}rem`}
            gridAutoRows={`${ROW_REM}rem`}
            listStyleType="none"
          >
            {analyses.map(renderCard)}
          </SimpleGrid>
        )}
        {remaining > 0 && (
          <Box textAlign="center" mt="3">
            <Button ref={more} type="button" variant="white" size="sm" onClick={() => onMore()}>
              {text('grid.more', { count: remaining })}
            </Button>
          </Box>
        )}
      </Box>
      {total > COLUMNS * ROWS_SHOWN && (
        <Text fontSize="sm" color="fg.muted" data-testid="analyses-scroll-hint">
          {text('grid.scrollHint', { count: total })}
        </Text>
      )}
    </Stack>
  );
}
