import type { WidgetName } from '@clinic/shared';

/** The box a widget's placeholder takes: the loaded widget's own height and outer margin. */
export interface WidgetSlot {
  height: string;
  /** The widget's vertical margin (the promotions block carries `my="6"`), kept by its placeholder too. */
  my?: string;
  /** A titled card: the placeholder draws the card's background, its title's line and its body. */
  card?: { bg?: string; p?: string };
}

/**
 * What each remote widget measures once loaded with the reference data (in rem: 16 px
 * each at the root's size, less in the desktop zoom bands). Its placeholder takes exactly this box, and the remote's own loading state keeps it too, so
 * nothing below a widget moves when the widget's code, then its data, arrives (CLS, bench/results.md).
 * Change a figure when the widget's layout changes; `e2e/tests/home-stability.spec.ts` fails otherwise.
 */
export const WIDGET_SLOTS = {
  mobile: {
    // Four parent check-ups of 92 px and the promotion card of 146 px, gaps of 16, padding, and the title with
    // its link below it (they do not fit side by side on a phone).
    checkUpCard: { height: '42.75rem', card: { bg: 'brand.50', p: '4' } },
    // Seven tiles of 112 px in two columns, the seventh two wide: four rows, gaps of 12.
    serviceTiles: { height: '30.25rem' },
    doctorsSlider: { height: '15.3125rem', card: { bg: 'white', p: '4' } },
  },
  desktop: {
    // Seven tiles of 144 px in four columns: two rows, a gap of 12.
    serviceTiles: { height: '18.75rem' },
    checkUpCard: { height: '33.25rem', card: { bg: 'brand.50', p: '6' } },
    promotionsBlock: { height: '12rem', my: '6', card: {} },
  },
} as const satisfies Record<'mobile' | 'desktop', Partial<Record<WidgetName, WidgetSlot>>>;
