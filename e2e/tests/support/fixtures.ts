import { test as base, expect } from '@playwright/test';
import { previewCookie } from './preview';

/**
 * Every page test fails on a console error or an uncaught exception, unless the test itself provokes
 * failures (a dead remote, an unreachable API) and says so with `allowConsoleErrors`.
 */
export const test = base.extend<{
  allowConsoleErrors: boolean;
  /**
   * Hostile HTML from the API is parsed (inertly) to sanitise it; Chrome then reports the CSP's refusal of its
   * inline handlers (`onerror=`) as a console error although nothing would have run. Tests that feed such HTML
   * set this and assert themselves that no script ran.
   */
  expectCspBlocks: boolean;
  /** Fail on console warnings too (server-rendered pages: a hydration warning is a bug). */
  failOnConsoleWarnings: boolean;
  consoleErrors: string[];
  waitForHydration: undefined;
  preview: undefined;
}>({
  /** `E2E_PREVIEW=<remote>@<version>`: the browser holds a signed preview of that version (support/preview.ts). */
  preview: [
    async ({ context, baseURL }, use) => {
      const wanted = process.env.E2E_PREVIEW;
      if (wanted && baseURL) await context.addCookies([await previewCookie(wanted, baseURL)]);
      await use(undefined);
    },
    { auto: true },
  ],
  /**
   * Pages arrive rendered from the server and work once hydrated: after each load (goto, reload), the suites wait for the
   * routed page to mark itself ready (`<html data-page-ready>`, shell/src/routing/PageReady.tsx) before they
   * click, as a patient's first tap needs the scripts to have run. Bounded: a page that never gets there (a dead
   * remote) is the test's own business.
   */
  waitForHydration: [
    async ({ page, javaScriptEnabled }, use) => {
      if (javaScriptEnabled !== false) {
        const ready = () =>
          page
            .locator('html[data-page-ready]')
            .waitFor({ state: 'attached', timeout: 10_000 })
            .catch(() => {});
        const goto = page.goto.bind(page);
        page.goto = async (url, options) => {
          const response = await goto(url, options);
          await ready();
          return response;
        };
        // A reload is a new document too: Back right after it is an address change while the server's HTML is
        // still being hydrated, which React renders anew in the browser (a hydration error in the console).
        const reload = page.reload.bind(page);
        page.reload = async (options) => {
          const response = await reload(options);
          await ready();
          return response;
        };
      }
      await use(undefined);
    },
    { auto: true },
  ],
  allowConsoleErrors: [false, { option: true }],
  expectCspBlocks: [false, { option: true }],
  failOnConsoleWarnings: [false, { option: true }],
  // `auto`: Playwright sets up a fixture only for tests that ask for it; this check must run for every test.
  consoleErrors: [
    async ({ page, allowConsoleErrors, expectCspBlocks, failOnConsoleWarnings }, use) => {
      const errors: string[] = [];
      const warnings: string[] = [];
      // A not-found page is answered 404 on purpose (for search engines), a booking form sent back to correct 422;
      // Chrome logs those statuses of a page as a failed load.
      const meantPages = new Map<string, number>();
      page.on('response', (response) => {
        if ([404, 422].includes(response.status()) && response.request().isNavigationRequest())
          meantPages.set(response.url(), response.status());
      });
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
        if (message.type() !== 'error') return;
        const { url } = message.location();
        const meant = meantPages.get(url);
        if (meant && message.text().includes(`status of ${meant}`)) return;
        if (
          expectCspBlocks &&
          /Content Security Policy directive[\s\S]*has been blocked/.test(message.text())
        )
          return;
        // Chrome's "Failed to load resource" names no resource: the location is the failed request's URL.
        errors.push(url ? `${message.text()} — ${url}` : message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      if (!allowConsoleErrors) expect(errors, 'console errors on the page').toEqual([]);
      if (failOnConsoleWarnings) expect(warnings, 'console warnings on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** True when the test runs as a phone (the `mobile` project: e2e/devices.ts `PHONE`). */
export const onPhone = () => test.info().project.use.isMobile === true;
