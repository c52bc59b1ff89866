import path from 'node:path';
import type express from 'express';
import type { FallbackReason, PageFallback } from '../render/pageResult';

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

/** The header that tells ops and tests, per answer, why a page was not server-rendered. */
export const staticRenderHeader = (fallback: PageFallback) => `static; reason=${fallback.reason}`;

/**
 * The shell's index.html, rendered in the browser as before. Given a fallback (the page step's, when it has no
 * page), it says `X-Render: static; reason=<reason>` and logs the reason with its detail, once; without one
 * (SSR=0) it is just the page.
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
      res.set('X-Render', staticRenderHeader(fallback));
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
