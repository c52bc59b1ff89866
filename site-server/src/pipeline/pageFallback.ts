import path from 'node:path';
import type express from 'express';

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

/** How often a repeated reason is summed up: under load every request may shed, one line each would flood. */
const SUMMARY_MS = 5000;

/**
 * Logs each fallback to the static shell once, where it is decided (pipeline/staticShell.ts): the first of a
 * reason at once, with its URL and detail; the same reason again within SUMMARY_MS is counted, and the count is
 * logged with the next one after that.
 */
export function createFallbackLog(
  write: (line: string) => void = console.error,
  now: () => number = Date.now,
) {
  const seen = new Map<FallbackReason, { since: number; quiet: number }>();
  return (url: string, reason: FallbackReason, detail?: string): void => {
    const at = now();
    const last = seen.get(reason);
    if (last && at - last.since < SUMMARY_MS) {
      last.quiet += 1;
      return;
    }
    const more = last?.quiet ? ` (and ${last.quiet} more since the last line)` : '';
    seen.set(reason, { since: at, quiet: 0 });
    write(`[ssr] ${url}: the static shell (${reason})${detail ? `: ${detail}` : ''}${more}`);
  };
}

export type FallbackLog = ReturnType<typeof createFallbackLog>;

/** Set by the page step (serverPage.ts) when it did not render the page: the one place a fallback is decided. */
export interface PageFallback {
  reason: FallbackReason;
  detail?: string;
}

export const FALLBACK_LOCAL = 'pageFallback';

/** Hands a page request on to the static shell, with the reason it was not server-rendered. */
export function fallBackTo(res: express.Response, fallback: PageFallback): void {
  res.locals[FALLBACK_LOCAL] = fallback;
}

/**
 * The last step for a page: the shell's index.html, rendered in the browser as before. A request the page step
 * gave up on says `X-Render: static` and its reason is logged here, once. Without server rendering (SSR=0) every
 * page comes here, without a reason.
 */
export function staticShell(
  deployRoot: string,
  log: FallbackLog = createFallbackLog(),
): express.RequestHandler {
  const indexFile = path.join(path.resolve(deployRoot), 'index.html');
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const fallback = res.locals[FALLBACK_LOCAL] as PageFallback | undefined;
    if (fallback) {
      res.set('X-Render', 'static');
      log(req.originalUrl, fallback.reason, fallback.detail);
    }
    res.set('Cache-Control', 'no-cache');
    res.sendFile(indexFile, (error) => error && next());
  };
}
