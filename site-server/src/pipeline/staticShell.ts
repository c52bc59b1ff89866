import path from 'node:path';
import type express from 'express';
import { createFallbackLog, type FallbackLog } from './fallbackLog';
import type { FallbackReason } from './fallbackReason';

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
