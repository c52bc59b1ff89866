import type { ShellAnswer } from '@clinic/shared';

/**
 * Why a page is the static shell (rendered in the browser) instead of server-rendered HTML; it goes out as
 * `X-Render: static; reason=<reason>` (pipeline/pageFallback.ts):
 * - `shed`: every render thread has its fill (SSR_MAX_IN_FLIGHT); a queue would only end in time-outs;
 * - `time-out`: no page within SSR_TIMEOUT_MS (a new generation still starting, or the render itself);
 * - `failed-build`: the deploy's server build does not load and no earlier one is live;
 * - `render-error`: the render failed (the shell's server build threw, or its thread died);
 * - `no-server-build`: the deploy root has no shell server build.
 * A part of a page past its data budget is not a page fallback: the shell leaves that part to the browser and
 * names it in `RenderedPage.leftToBrowser` (see @clinic/shared's PagePart).
 */
export type FallbackReason = 'shed' | 'time-out' | 'failed-build' | 'render-error' | 'no-server-build';

/** No server-rendered page, and why: the page step sends the static shell instead. */
export interface PageFallback {
  kind: 'fallback';
  reason: FallbackReason;
  detail?: string;
}

/**
 * One request's result, from the render thread back to the page step (never null, never a throw): the page
 * (`T`: as the thread rendered it, then with the versions it was rendered with), after a post the action's
 * redirect or that no route at the address takes posts (ShellAnswer), or the fallback and its reason. The render
 * layers only say what happened; the page step alone decides what a patient gets (pipeline/serverPage.ts).
 */
export type PageResult<T> =
  | { kind: 'page'; rendered: T }
  | Exclude<ShellAnswer, { kind: 'page' }>
  | PageFallback;

export const rendered = <T>(value: T): PageResult<T> => ({ kind: 'page', rendered: value });

export const fellBack = (reason: FallbackReason, detail?: string): PageFallback =>
  detail === undefined ? { kind: 'fallback', reason } : { kind: 'fallback', reason, detail };
