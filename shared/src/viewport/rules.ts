/** SPEC §2: the mobile flag is true when the window is narrower than 640 px. */
export const MOBILE_BREAKPOINT_PX = 640;

/** SPEC §2: page zoom 90% at 1500–1600 px, 80% at 720–1499 px, otherwise 100%. */
export const ZOOM_BANDS = [
  { from: 1500, to: 1600, zoom: 0.9 },
  { from: 720, to: 1499, zoom: 0.8 },
] as const;

/**
 * The zoom bands as CSS, so the first paint is zoomed right before any script runs (a server-rendered page does
 * not know the window's width). 'zoom' for the page's root: the zoom, and a full screen's height divided back
 * (100vh shrinks with the zoom); 'screen' for a box inside it that must stay a screen tall. `to` is inclusive.
 */
export function zoomBandsCss(part: 'zoom' | 'screen'): Record<string, Record<string, string | number>> {
  return Object.fromEntries(
    ZOOM_BANDS.map((band) => {
      const style: Record<string, string | number> = { minHeight: `calc(100vh / ${band.zoom})` };
      if (part === 'zoom') style.zoom = band.zoom;
      return [`@media (min-width: ${band.from}px) and (max-width: ${band.to + 0.98}px)`, style];
    }),
  );
}

export interface Viewport {
  width: number;
  isMobile: boolean;
  zoom: number;
}

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT_PX;
}

export function zoomForWidth(width: number): number {
  return ZOOM_BANDS.find((band) => width >= band.from && width <= band.to)?.zoom ?? 1;
}

export function viewportForWidth(width: number): Viewport {
  return { width, isMobile: isMobileWidth(width), zoom: zoomForWidth(width) };
}
