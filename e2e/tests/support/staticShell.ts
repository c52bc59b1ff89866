import type { Page } from '@playwright/test';

/**
 * Serves `path` as the static shell, as nginx does with the site server down or past capacity: the page is
 * rendered in the browser, as before server rendering, so the suites of that fallback keep testing it.
 */
export async function serveStaticShell(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const shell = new URL('/index.html', route.request().url()).href;
      await route.fulfill({ response: await route.fetch({ url: shell }) });
    },
  );
}
