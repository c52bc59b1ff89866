import { Box, Button, formatPrice, Text, useLocale } from '@clinic/shared';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useAnalysesText } from '../messages/analysesText';

/** The bar's gap to the bottom of the screen, in px (Chakra's spacing 3). */
const BOTTOM_GAP_PX = 12;

/**
 * The bar is one line: on a screen narrower than 25rem (a 360 px Android, a 390 px one with a classic scrollbar)
 * «Калькулятор анализов (2) 5 400 ₸» did not fit and wrapped. There the whole title is hidden from the eye only
 * and a short one shown in its place: the bar reads «Калькулятор (2)», and its name for screen readers stays
 * whole (the short one is hidden from them).
 */
const NARROW = '@media screen and (max-width: 24.99rem)';
const HIDDEN_WHEN_NARROW = {
  [NARROW]: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
} as const;
const SHOWN_WHEN_NARROW = { display: 'none', [NARROW]: { display: 'inline' } } as const;

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
  const text = useAnalysesText();
  const locale = useLocale();
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
            <Text as="span" css={HIDDEN_WHEN_NARROW}>
              {text('calc.title')}
            </Text>
            <Text as="span" aria-hidden="true" css={SHOWN_WHEN_NARROW}>
              {text('calc.short')}
            </Text>
            {count > 0 && ` (${count})`}
          </Text>
          <Text as="span" fontWeight="bold" whiteSpace="nowrap" data-testid="calculator-total">
            {formatPrice(total, locale)}
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
