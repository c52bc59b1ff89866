import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DESKTOP, PHONE } from './devices';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** QA can point the suites at any environment; by default they start the production build locally. */
const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
/** Tests tagged @local-server read the local site server's own counters (/metrics), which no deployment exposes. */
const notHere = process.env.E2E_BASE_URL ? '|@local-server' : '';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'ru-RU',
    timezoneId: 'Asia/Almaty',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // A test tagged @desktop or @mobile runs only in that project; untagged tests run in both.
  projects: [
    {
      name: 'desktop',
      grepInvert: new RegExp(`@mobile${notHere}`),
      use: DESKTOP,
    },
    {
      name: 'mobile',
      grepInvert: new RegExp(`@desktop${notHere}`),
      use: PHONE,
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node scripts/start.mjs',
        cwd: path.resolve(__dirname, '..'),
        url: `${BASE_URL}/api/banners`,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
        env: {
          PORT: String(PORT),
          DATA_DIR: path.join(tmpdir(), `clinic-e2e-${PORT}`),
          // The suites check what the server renders; on a loaded CI machine a page past the production budget
          // would (rightly) be the static shell instead. The fallback itself is tested on its own.
          SSR_TIMEOUT_MS: '15000',
          // Every test books from 127.0.0.1 and Playwright fills a form in milliseconds: the per-address limit and
          // the typing-time check would refuse the suites' own bookings, and the proof of work's price would double
          // every ten dialogs to 64× (minutes a booking on a busy machine). All three are tested at their defaults
          // by the site server's tests (site-server/src/booking/) and through nginx (e2e/nginx/bookings.spec.ts).
          BOOKING_POSTS_PER_WINDOW: '100000',
          BOOKING_MIN_FILL_MS: '0',
          BOOKING_FREE_CHALLENGES: '100000',
          // The beacons' per-address cap likewise (every browser of the suites is one address).
          RUM_ADDRESS_VIEWS: '100000',
        },
      },
});
