/** The widths every route is loaded at: a common Android phone, the suites' phone, the suites' desktop. */
export const WIDTHS = [360, 390, 1280] as const;
export type Width = (typeof WIDTHS)[number];
export const HEIGHT = 800;

/**
 * The User-Agent each engine sends at a width: the server picks the layout it renders from it
 * (`guessViewportWidth` in site-server/src/pipeline/serverPage.ts), and only a page rendered for its own layout is hydrated — a phone
 * window with a desktop agent would get its HTML replaced, and the hydration check would see nothing.
 */
export const PHONE_AGENT = {
  chromium:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  firefox: 'Mozilla/5.0 (Android 14; Mobile; rv:153.0) Gecko/153.0 Firefox/153.0',
  webkit:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
} as const;
export const isPhone = (width: number) => width < 640;

export interface Box {
  width: number;
  height: number;
}
export interface Layout {
  main: Box | null;
  header: Box | null;
  footer: Box | null;
  /** The page's width without a classic scrollbar (Firefox on Linux has one; headless Chromium none). */
  clientWidth: number;
  scrollWidth: number;
}

/** Runs in the browser: the boxes compared across engines. */
export function measureLayout(): Layout {
  const box = (selector: string) => {
    const element = document.querySelector(selector);
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    return { width: Math.round(rect.width * 10) / 10, height: Math.round(rect.height * 10) / 10 };
  };
  const root = document.documentElement;
  return {
    main: box('main'),
    header: box('header'),
    footer: box('footer'),
    clientWidth: root.clientWidth,
    scrollWidth: root.scrollWidth,
  };
}

/**
 * How far an engine's box may be from Chromium's. Widths: 2 % (the design's own tolerance at 1280 px), plus the
 * width a classic scrollbar takes from the page. Heights depend on text wrapping, which differs by a word here and
 * there between engines' font shaping: the header's by 10 %, a whole page's by 20 %.
 */
export const TOLERANCE = { width: 0.02, header: 0.1, height: 0.2 } as const;

/** Every difference beyond the tolerance, in words; empty when the layout matches. */
export function layoutDifferences(engine: Layout, chromium: Layout): string[] {
  const out: string[] = [];
  // Nothing is wider than the page: no sideways scrolling on a phone.
  if (engine.scrollWidth > engine.clientWidth + 1)
    out.push(`overflows sideways: scrollWidth ${engine.scrollWidth} > ${engine.clientWidth}`);
  const gutter = Math.max(0, chromium.clientWidth - engine.clientWidth);
  for (const part of ['main', 'header', 'footer'] as const) {
    const mine = engine[part];
    const theirs = chromium[part];
    if (!theirs) continue;
    if (!mine) {
      out.push(`no <${part}>`);
      continue;
    }
    const widthOff = Math.abs(mine.width - theirs.width);
    if (widthOff > theirs.width * TOLERANCE.width + gutter + 1)
      out.push(`<${part}> ${mine.width} px wide, Chromium ${theirs.width}`);
    const heightShare = part === 'header' ? TOLERANCE.header : TOLERANCE.height;
    if (Math.abs(mine.height - theirs.height) > theirs.height * heightShare + 2)
      out.push(`<${part}> ${mine.height} px tall, Chromium ${theirs.height}`);
  }
  return out;
}
