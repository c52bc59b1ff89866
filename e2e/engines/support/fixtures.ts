import { test as base, expect } from '@playwright/test';
import type { Browser } from 'puppeteer-core';
import {
  type EngineName,
  type EnginePage,
  firefoxPage,
  launchFirefox,
  startWebKitDriver,
  type WebKitDriver,
  webkitPage,
} from './engines';

/**
 * The engine comes from the project (playwright.config.ts). Each worker starts its engine once — Firefox, or
 * Xvfb with WebKitWebDriver — and every test opens windows in it: a browser launch costs tens of seconds on a
 * loaded machine, a window a second or two.
 */
export const test = base.extend<
  { window: (width: number) => Promise<EnginePage> },
  { engine: EngineName; running: { firefox?: Browser; webkit?: WebKitDriver } }
>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  running: [
    async ({ engine }, use) => {
      const running: { firefox?: Browser; webkit?: WebKitDriver } = {};
      if (engine === 'firefox') running.firefox = await launchFirefox();
      else running.webkit = await startWebKitDriver();
      await use(running);
      await running.firefox?.close();
      await running.webkit?.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  window: async ({ running }, use) => {
    const opened: EnginePage[] = [];
    await use(async (width) => {
      const page = running.firefox
        ? await firefoxPage(running.firefox, width)
        : await webkitPage(running.webkit!, width);
      opened.push(page);
      return page;
    });
    for (const page of opened) await page.close();
  },
});

export { expect };
