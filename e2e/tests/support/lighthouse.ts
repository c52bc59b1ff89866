import { createServer } from 'node:net';
import type { BrowserType, LaunchOptions } from '@playwright/test';
import lighthouse from 'lighthouse';

/** The categories the site is held to 100 in; performance is measured apart (npm run bench). */
export const LIGHTHOUSE_CATEGORIES = ['accessibility', 'seo', 'best-practices'] as const;

export interface LighthouseReport {
  /** Each category's score, 0–100. */
  scores: Record<string, number>;
  /** Each failed audit: its id, title and the first elements it names. */
  failed: string[];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * Lighthouse's default run (a phone: mobile form factor and screen, as PageSpeed Insights audits) of one page, in
 * a Chromium of its own (the suite's, with its launch options) that it drives over the DevTools protocol. No
 * throttling: these categories do not time.
 */
export async function lighthouseReport(
  url: string,
  browserType: BrowserType,
  launchOptions: LaunchOptions,
): Promise<LighthouseReport> {
  const port = await freePort();
  const browser = await browserType.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      throttlingMethod: 'provided',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const scores = Object.fromEntries(
      Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
    );
    const failed = Object.values(audits)
      .filter((audit) => audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric')
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => {
        const items =
          (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
        const nodes = items.slice(0, 3).map((item) => item.node?.snippet ?? '');
        return `${audit.id} (${audit.title}): ${nodes.join(' ')}`;
      });
    return { scores, failed };
  } finally {
    await browser.close();
  }
}
