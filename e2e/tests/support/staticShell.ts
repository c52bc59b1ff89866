import type { Page } from '@playwright/test';
import { PAGE_VIEW_COOKIE } from '../../../site-server/src/rum/pageView';

/**
 * Serves `path` as the static shell, as nginx does with the site server down or past capacity: the page is
 * rendered in the browser, as before server rendering, so the suites of that fallback keep testing it. With the
 * page view the site server gives every page it answers (its own static fallback too): without it the shell's
 * beacon, asked for once the page settles, is refused its view token (a 403 in the console), which a long test on
 * a slow machine reaches.
 */
export async function serveStaticShell(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const address = new URL(route.request().url());
      const own = await route.fetch();
      const pageView = own
        .headersArray()
        .map(({ name, value }) => (name.toLowerCase() === 'set-cookie' ? value.split(';')[0] : ''))
        .find((cookie) => cookie?.startsWith(`${PAGE_VIEW_COOKIE}=`));
      if (pageView) {
        const value = pageView.slice(PAGE_VIEW_COOKIE.length + 1);
        await page
          .context()
          .addCookies([{ name: PAGE_VIEW_COOKIE, value, domain: address.hostname, path: '/rum' }]);
      }
      await route.fulfill({ response: await route.fetch({ url: new URL('/index.html', address).href }) });
    },
  );
}
