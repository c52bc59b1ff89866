import path from 'node:path';
import type { ShellAnswer } from '@clinic/shared';
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

/** No server-rendered page, and why: the page step sends the static shell instead. */
export interface PageFallback {
  kind: 'fallback';
  reason: FallbackReason;
  detail?: string;
}

/**
 * One request's result, from the render thread back to the page step (never null, never a throw): the page
 * (`T`: as the thread rendered it, then with the versions it was rendered with), after a post the action's
 * redirect or that no route at the address takes posts (ShellAnswer), or the fallback and its reason.
 */
export type PageResult<T> =
  | { kind: 'page'; rendered: T }
  | Exclude<ShellAnswer, { kind: 'page' }>
  | PageFallback;

export const rendered = <T>(value: T): PageResult<T> => ({ kind: 'page', rendered: value });

export const fellBack = (reason: FallbackReason, detail?: string): PageFallback =>
  detail === undefined ? { kind: 'fallback', reason } : { kind: 'fallback', reason, detail };

/** How often a repeated reason is summed up: under load every request may shed, one line each would flood. */
const SUMMARY_MS = 5000;

/**
 * Logs each fallback to the static shell once, as it is sent (`staticShellSender`): the first of a
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

/**
 * The shell's index.html, rendered in the browser as before. Given a fallback (the page step's, when it has no
 * page), it says `X-Render: static` and logs the reason, once; without one (SSR=0) it is just the page.
 */
export function staticShellSender(deployRoot: string, log: FallbackLog = createFallbackLog()) {
  const indexFile = path.join(path.resolve(deployRoot), 'index.html');
  return (
    req: express.Request,
    res: express.Response,
    next: express.NextFunction,
    fallback?: PageFallback,
  ) => {
    if (fallback) {
      res.set('X-Render', 'static');
      log(req.originalUrl, fallback.reason, fallback.detail);
    }
    res.set('Cache-Control', 'no-cache');
    res.sendFile(indexFile, (error) => error && next());
  };
}

export type StaticShellSender = ReturnType<typeof staticShellSender>;

/** The last step for a page the page step did not answer (SSR=0): the static shell. */
export function staticShell(send: StaticShellSender): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    send(req, res, next);
  };
}
