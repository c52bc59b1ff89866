import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';
import type { EngineName } from './support/engines';
import { BASE_URL, DATA_DIR, PORT } from './support/site';

/** The main suites' server settings (render budget, booking limits), on this suite's port and data folder. */
const server = base.webServer && !Array.isArray(base.webServer) ? base.webServer : undefined;

/**
 * Gecko and WebKit (docs/browsers.md): Firefox ESR over WebDriver BiDi and WebKitGTK through WebKitWebDriver,
 * launched by the suite's own fixtures (Playwright's bundled browsers are not installed here). Playwright is the
 * runner; Debian's Chromium, through Playwright, measures the reference layout first.
 */
export default defineConfig<{ engine: EngineName }>({
  testDir: '.',
  // Each file runs in one worker, so one engine launch serves all its tests; the two workers take an engine each.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test visits many pages in one window (a route loop is ~20 page loads).
  timeout: 300_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    ...base.use,
    baseURL: BASE_URL,
    trace: 'off',
  },
  projects: [
    { name: 'chromium-reference', testMatch: /reference\.setup\.ts$/ },
    {
      name: 'firefox',
      testMatch: /\.spec\.ts$/,
      dependencies: ['chromium-reference'],
      use: { engine: 'firefox' },
    },
    {
      name: 'webkit',
      testMatch: /\.spec\.ts$/,
      dependencies: ['chromium-reference'],
      use: { engine: 'webkit' },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        ...server,
        command: 'node scripts/start.mjs',
        cwd: path.resolve(__dirname, '../..'),
        url: `${BASE_URL}/api/banners`,
        env: {
          ...server?.env,
          PORT: String(PORT),
          DATA_DIR,
        },
      },
});
