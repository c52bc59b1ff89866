/** SPEC §2: the mobile flag is true when the window is narrower than 640 px. */
export const MOBILE_BREAKPOINT_PX = 640;

/** SPEC §2: page zoom 90% at 1500–1600 px, 80% at 720–1499 px, otherwise 100%. */
export const ZOOM_BANDS = [
  { from: 1500, to: 1600, zoom: 0.9 },
  { from: 720, to: 1499, zoom: 0.8 },
] as const;

/**
 * The zoom bands as CSS for the root element, so the first paint is right before any script runs (a
 * server-rendered page does not know the window's width). A smaller root font size, not CSS `zoom`: every
 * length in the UI is in rem, so the page scales alike in every engine (WebKit does not scale rem lengths inside
 * `zoom`, and reports unzoomed boxes there). A percentage keeps the patient's own font-size setting. `to` is
 * inclusive.
 */
export function zoomBandsCss(): Record<string, { fontSize: string }> {
  return Object.fromEntries(
    ZOOM_BANDS.map((band) => [
      `@media (min-width: ${band.from}px) and (max-width: ${band.to + 0.98}px)`,
      { fontSize: `${band.zoom * 100}%` },
    ]),
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
