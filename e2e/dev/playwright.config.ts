import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DEV_PORTS } from '../../rspack.config.base';
import { DESKTOP } from '../devices';
import base from '../playwright.config';

/**
 * `npm run dev` as a section team runs it: the API, the shell and the four remotes on their dev servers
 * (fixed ports: DEV_PORTS in rspack.config.base.ts). Development builds differ from production ones (no external
 * runtime, no tree-shaken router, a proxy for /api and /media), so they are checked on their own.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  workers: 1,
  use: { ...base.use, baseURL: `http://127.0.0.1:${DEV_PORTS.shell}` },
  projects: [{ name: 'desktop', use: DESKTOP }],
  webServer: {
    command: 'npm run dev',
    cwd: path.resolve(__dirname, '..', '..'),
    url: `http://127.0.0.1:${DEV_PORTS.api}/api/banners`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
