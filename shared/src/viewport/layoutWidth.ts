/** A classic scrollbar is narrower than this; more between the two widths is a phone showing a page zoomed out. */
const SCROLLBAR_AT_MOST_PX = 40;

/**
 * The width the page is laid out for. `innerWidth` (with a desktop's scrollbar, as CSS media queries count
 * it), except on a phone showing a page wider than its screen: the phone zooms out and `innerWidth` grows with
 * the page (1117 px on a 390 px screen showing the desktop header), which would keep the desktop layout that
 * made it grow. The root's width is then the screen's. No imports: the bus reads it for its first value.
 */
export function layoutWidth(target: Window): number {
  const root = target.document.documentElement.clientWidth;
  return root > 0 && target.innerWidth - root > SCROLLBAR_AT_MOST_PX ? root : target.innerWidth;
}
