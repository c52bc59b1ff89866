import { Box, Button, formatPrice, Text } from '@clinic/shared';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** The bar's gap to the bottom of the screen, in px (Chakra's spacing 3). */
const BOTTOM_GAP_PX = 12;

/**
 * The bar is one line: on a screen narrower than 25rem (a 360 px Android, a 390 px one with a classic scrollbar)
 * «Калькулятор анализов (2) 5 400 ₸» did not fit and wrapped. There the word «анализов» is hidden from the eye
 * only: the bar reads «Калькулятор (2)», and its name for screen readers stays whole.
 */
const HIDDEN_WHEN_NARROW = {
  '@media screen and (max-width: 24.99rem)': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
} as const;

/**
 * SPEC §2 mobile: the 'Калькулятор анализов' button with the total, kept on screen; opens the summary.
 *
 * Fixed at the bottom of the screen while the list runs on below it, then in its own place at the list's end
 * (as `position: sticky` would look). Not sticky: a sticky bar counts as page content lying over the «+»
 * buttons under it (axe's and Lighthouse's `target-size`: «partially obscured»), a fixed one as an overlay
 * the patient scrolls the page under. Its place keeps room for it, so the last analysis scrolls clear of it.
 */
export function CalculatorButton({
  total,
  count,
  onOpen,
}: {
  total: number;
  count: number;
  onOpen: () => void;
}) {
  const place = useRef<HTMLDivElement>(null);
  const inPlace = useWholeInView(place);
  return (
    <Box ref={place} position="relative" mt="4" mb="3" h="12">
      <Box
        position={inPlace ? 'absolute' : 'fixed'}
        insetX={inPlace ? '0' : '4'}
        bottom={inPlace ? '0' : `${BOTTOM_GAP_PX}px`}
        zIndex="docked"
      >
        <Button
          type="button"
          size="lg"
          w="full"
          px="5"
          shadow="lg"
          justifyContent="space-between"
          onClick={() => onOpen()}
        >
          <Text as="span" minW="0" whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis">
            Калькулятор
            <Text as="span" css={HIDDEN_WHEN_NARROW}>
              {' анализов'}
            </Text>
            {count > 0 && ` (${count})`}
          </Text>
          <Text as="span" fontWeight="bold" whiteSpace="nowrap" data-testid="calculator-total">
            {formatPrice(total)}
          </Text>
        </Button>
      </Box>
    </Box>
  );
}

/** True while all of `ref`'s element is on screen above the bar's gap (false on the server and at hydration). */
function useWholeInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setInView(entries.some((entry) => entry.intersectionRatio >= 1)),
      { rootMargin: `0px 0px -${BOTTOM_GAP_PX}px 0px`, threshold: 1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
