import type { FallbackReason } from './fallbackReason';

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
