/**
 * Why a page is the static shell (rendered in the browser, `X-Render: static`) instead of server-rendered HTML:
 * - `shed`: every render thread has its fill (SSR_MAX_IN_FLIGHT); a queue would only end in time-outs;
 * - `time-out`: no page within SSR_TIMEOUT_MS (a new generation still starting, or the render itself);
 * - `failed-build`: the deploy's server build does not load and no earlier one is live;
 * - `render-error`: the render failed (the shell's server build threw, or its thread died);
 * - `no-server-build`: the deploy root has no shell server build.
 * A part of a page past its data budget is not a page fallback: the shell leaves that part to the browser and
 * names it in `RenderedPage.leftToBrowser` (see @clinic/shared's PagePart).
 */
export type FallbackReason = 'shed' | 'time-out' | 'failed-build' | 'render-error' | 'no-server-build';

/** A render's outcome: the page, or why there is none (never null, never a throw). */
export type RenderResult<T> =
  | { ok: true; rendered: T }
  | { ok: false; reason: FallbackReason; detail?: string };

export const rendered = <T>(value: T): RenderResult<T> => ({ ok: true, rendered: value });

export const fellBack = <T>(reason: FallbackReason, detail?: string): RenderResult<T> =>
  detail === undefined ? { ok: false, reason } : { ok: false, reason, detail };
