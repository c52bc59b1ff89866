import { tmpdir } from 'node:os';
import path from 'node:path';

/** Its own port by default, so the suite never meets the main suite's server (E2E_PORT gives each engineer theirs). */
export const PORT = Number(process.env.E2E_PORT ?? 3120);
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
/** The local server's data folder: the bookings it stores are read from here. */
export const DATA_DIR = path.join(tmpdir(), `clinic-e2e-${PORT}`);
/** Chromium's measurements of every route at every width, written by the reference project for the engines. */
export const CHROMIUM_LAYOUT = path.join(tmpdir(), `clinic-engines-${PORT}`, 'chromium-layout.json');
/** What a page must reach before anything is checked: the routed page has hydrated (shell/src/routing). */
export const READY = 'html[data-page-ready]';
/** …and its content is on screen: its heading, or the Russian error that stands in for it (measured only then). */
export const CONTENT = 'main h1, main [role="alert"]';
/** Runs in the browser: the page is ready and shows its content. */
export const readyWithContent = (ready: string, content: string): boolean =>
  document.querySelector(ready) !== null && document.querySelector(content) !== null;
/**
 * Bound on waiting for a page to become ready (or a condition to hold): far beyond a page's usual second or
 * two, as five suites share two cores on CI and a page then takes tens of seconds.
 */
export const READY_WAIT_MS = 40_000;
