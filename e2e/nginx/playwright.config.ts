import { defineConfig } from '@playwright/test';
import { DESKTOP } from '../devices';
import base from '../playwright.config';
import { SITE } from './support';

/**
 * The production path: the site served by Debian's nginx from a temporary deploy root, with the release
 * tool run between page loads; and several such hosts over one PostgreSQL (e2e/cluster/), which start from
 * copies of the same build. One worker, tests in order: they change what is live.
 */
export default defineConfig({
  ...base,
  testDir: '..',
  testMatch: /e2e\/(cluster|nginx)\/[^/]+\.spec\.ts$/,
  fullyParallel: false,
  workers: 1,
  // The tests change the live site in order (release, rollback, prune): a retry would start from a changed
  // state, so none. They wait on the page, not on timers.
  retries: 0,
  globalSetup: './globalSetup.ts',
  webServer: undefined,
  use: { ...base.use, baseURL: SITE },
  projects: [{ name: 'desktop', use: DESKTOP }],
});
