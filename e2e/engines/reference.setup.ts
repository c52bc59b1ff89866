import fs from 'node:fs';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { HEIGHT, isPhone, type Layout, measureLayout, PHONE_AGENT, WIDTHS } from './support/layout';
import { type ChromiumReference, engineRoutes } from './support/routes';
import { CHROMIUM_LAYOUT, CONTENT, READY, READY_WAIT_MS } from './support/site';

/**
 * Chromium's layout of every route at every width, once per run: the engines' tests compare theirs with it.
 * Chromium here is the reference, not under test (the main suites test it).
 */
setup('Chromium lays out every route at 360, 390 and 1280 px', async ({ browser, request }) => {
  setup.setTimeout(300_000);
  const routes = await engineRoutes(request);
  const reference: ChromiumReference = { routes, layout: {} };
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: HEIGHT },
      // A phone's agent and client hint, as Firefox's and WebKit's phone windows send theirs: the same layout.
      ...(isPhone(width)
        ? { userAgent: PHONE_AGENT.chromium, extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' } }
        : {}),
    });
    const page = await context.newPage();
    const byRoute: Record<string, Layout> = {};
    for (const route of routes) {
      await page.goto(route);
      await page.locator(READY).waitFor({ state: 'attached', timeout: READY_WAIT_MS });
      await page.locator(CONTENT).first().waitFor({ state: 'visible', timeout: READY_WAIT_MS });
      byRoute[route] = await page.evaluate(measureLayout);
    }
    reference.layout[width] = byRoute;
    await context.close();
  }
  fs.mkdirSync(path.dirname(CHROMIUM_LAYOUT), { recursive: true });
  fs.writeFileSync(CHROMIUM_LAYOUT, JSON.stringify(reference, null, 1));
});
