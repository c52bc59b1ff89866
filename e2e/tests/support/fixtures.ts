import { test as base, expect } from '@playwright/test';

/**
 * Every page test fails on a console error or an uncaught exception, unless the test itself provokes
 * failures (a dead remote, an unreachable API) and says so with `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: boolean; consoleErrors: string[] }>({
  allowConsoleErrors: [false, { option: true }],
  // `auto`: Playwright sets up a fixture only for tests that ask for it; this check must run for every test.
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      if (!allowConsoleErrors) expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** True when the test runs in the 390 px project. */
export const isMobile = (width: number | undefined) => (width ?? 1280) < 640;
