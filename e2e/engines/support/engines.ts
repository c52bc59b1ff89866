import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { installCapture, labelled, takeCaptured } from './capture';
import { HEIGHT, isPhone, PHONE_AGENT } from './layout';
import { BASE_URL, CONTENT, READY, READY_WAIT_MS, readyWithContent } from './site';

export type EngineName = 'firefox' | 'webkit';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** The clinic's own zone, as the main suites give Chromium: a patient in Almaty. */
const TIME_ZONE = 'Asia/Almaty';

/** A script the page runs: a function with its arguments, serialised by its source (no closures). */
type InPage<A extends unknown[], R> = (...args: A) => R | Promise<R>;

/** One browser window at one width, driven the same way in both engines; every path is on the site. */
export interface EnginePage {
  readonly engine: EngineName;
  readonly width: number;
  /** Loads a page and waits for its ready signal; throws (naming the page) when it never comes. */
  open(pathname: string): Promise<void>;
  evaluate<A extends unknown[], R>(fn: InPage<A, R>, ...args: A): Promise<R>;
  /** Waits until the page script returns something truthy; throws `what` when it does not within the bound. */
  waitFor<A extends unknown[]>(what: string, fn: InPage<A, unknown>, ...args: A): Promise<void>;
  /** A real click (the engine's own input) on the first visible element matching, with this text if given. */
  click(selector: string, text?: string): Promise<void>;
  /** Types into the first visible element matching, key by key. */
  type(selector: string, text: string): Promise<void>;
  /**
   * Waits, without failing, until the page has settled: the site then loads its health beacon's code, which asks
   * for a view token first (shell/src/rum/). Leaving a page before that aborts the loads the page starts once
   * ready (the booking dialog's code, a remote's warm-up), which Firefox and WebKit report as failed loads.
   */
  settle(): Promise<void>;
  /** Console errors, page errors and hydration errors since the last call (each labelled). */
  problems(): Promise<string[]>;
  /** What the window shows now, as PNG. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** A bounded wait for a condition in the page: not a timed assertion, the failure is the condition's. */
async function poll(check: () => Promise<unknown>, what: string, timeout = READY_WAIT_MS) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(what);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs in the browser: marks the first visible match (with the text) so the engine can click it by selector. */
function markTarget(selector: string, text: string | null, mark: string): boolean {
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const target = [...document.querySelectorAll(selector)].find(
    (element) =>
      visible(element) &&
      (text === null ||
        (element.textContent ?? '').includes(text) ||
        (element.getAttribute('aria-label') ?? '').includes(text)),
  );
  if (!target) return false;
  for (const old of document.querySelectorAll('[data-engines-target]'))
    old.removeAttribute('data-engines-target');
  target.setAttribute('data-engines-target', mark);
  target.scrollIntoView({ block: 'center' });
  return true;
}

/** Runs in the browser: the page asked for its beacon's view token (it has settled). */
const settled = () =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes('/rum/view-token'));
const SETTLE_WAIT_MS = 10_000;

let marks = 0;
async function marked(page: EnginePage, selector: string, text?: string): Promise<string> {
  const mark = String(++marks);
  await page.waitFor(
    `nothing visible matches ${selector}${text ? ` with «${text}»` : ''} on ${page.engine} at ${page.width} px`,
    markTarget,
    selector,
    text ?? null,
    mark,
  );
  return `[data-engines-target="${mark}"]`;
}

// ---------------------------------------------------------------------------------------------------------------
// Firefox: puppeteer-core over WebDriver BiDi (Debian ships no geckodriver; Firefox speaks BiDi itself).

export async function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    env: { ...process.env, TZ: TIME_ZONE },
    extraPrefsFirefox: { 'intl.accept_languages': 'ru-RU, ru', 'intl.locale.requested': 'ru-RU' },
  });
}

export async function firefoxPage(browser: Browser, width: number): Promise<EnginePage> {
  const context = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  const seen: string[] = [];
  // BiDi reports every console message and uncaught error from the page's first script on.
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`page error: ${(error as Error).message ?? String(error)}`));
  await page.setViewport({ width, height: HEIGHT });
  if (isPhone(width)) await page.setUserAgent(PHONE_AGENT.firefox);

  const self: EnginePage = {
    engine: 'firefox',
    width,
    async open(pathname) {
      await page.goto(new URL(pathname, BASE_URL).href, { waitUntil: 'load' });
      await page.evaluate(installCapture, false);
      await self.waitFor(
        `${pathname} never became ready (${READY}) in Firefox at ${width} px`,
        readyWithContent,
        READY,
        CONTENT,
      );
    },
    evaluate: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => unknown, ...args) as never,
    async waitFor(what, fn, ...args) {
      await poll(() => page.evaluate(fn as (...a: unknown[]) => unknown, ...args), what);
    },
    async click(selector, text) {
      await page.click(await marked(self, selector, text));
    },
    async type(selector, text) {
      await page.type(await marked(self, selector), text);
    },
    settle: () => poll(() => page.evaluate(settled), 'not settled', SETTLE_WAIT_MS).catch(() => {}),
    async problems() {
      await page.evaluate(installCapture, false).catch(() => {});
      const inPage = await page.evaluate(takeCaptured).catch(() => [] as string[]);
      return labelled([...seen.splice(0), ...inPage]);
    },
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
    close: () => context.close(),
  };
  return self;
}

// ---------------------------------------------------------------------------------------------------------------
// WebKitGTK: classic W3C WebDriver (WebKitWebDriver) over plain fetch, driving MiniBrowser in a private Xvfb.

/** A free TCP port for the driver. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface WebKitDriver {
  url: string;
  stop(): Promise<void>;
}

/**
 * One Xvfb (it picks a free display itself: engineers share the machine) and one WebKitWebDriver per worker.
 * MiniBrowser's toolbar keeps its window at least ~450 px wide; a GTK style sheet that shrinks the toolbar to
 * nothing lets the window, and so the page, be exactly 360 or 390 px wide. The style sheet styles the browser's
 * own chrome only: web content is drawn by WebKit, not GTK.
 */
export async function startWebKitDriver(): Promise<WebKitDriver> {
  const config = fs.mkdtempSync(path.join(tmpdir(), 'engines-webkit-'));
  fs.mkdirSync(path.join(config, 'gtk-3.0'));
  fs.writeFileSync(
    path.join(config, 'gtk-3.0', 'gtk.css'),
    'headerbar, toolbar, box, entry, button, image, label, progressbar, revealer { min-width: 0; min-height: 0; padding: 0; margin: 0; border: 0; font-size: 1px; -gtk-icon-transform: scale(0.1); }\n',
  );
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    (xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (chunk) => {
      text += String(chunk);
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it had a display`)));
  });
  const port = await freePort();
  const driver: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config, TZ: TIME_ZONE },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await poll(
    () => fetch(`${url}/status`).then((answer) => answer.ok),
    `WebKitWebDriver did not start on ${url}`,
  );
  return {
    url,
    async stop() {
      driver.kill();
      xvfb.kill();
      fs.rmSync(config, { recursive: true, force: true });
    },
  };
}

type WebDriverAnswer = { value: unknown };
async function command(url: string, method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown) {
  const answer = await fetch(`${url}${route}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = (await answer.json()) as WebDriverAnswer;
  const failure = value as { error?: string; message?: string } | null;
  if (failure?.error) throw new Error(`WebDriver ${route}: ${failure.error} ${failure.message ?? ''}`);
  return value;
}

/** W3C WebDriver's key for an element reference in answers. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export async function webkitPage(driver: WebKitDriver, width: number): Promise<EnginePage> {
  // The User-Agent is MiniBrowser's own setting, so a session is one layout; a session is cheap (~2 s).
  const args = ['--automation', `--time-zone=${TIME_ZONE}`];
  if (isPhone(width)) args.push(`--user-agent=${PHONE_AGENT.webkit}`);
  const session = (await command(driver.url, 'POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args },
      },
    },
  })) as { sessionId: string };
  const at = `/session/${session.sessionId}`;
  const send = (method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown) =>
    command(driver.url, method, `${at}${route}`, body);
  await send('POST', '/window/rect', { width, height: HEIGHT });

  /** Classic WebDriver runs a script's source; an async wrapper gives both engines' evaluate one meaning. */
  const evaluate = async (fn: InPage<unknown[], unknown>, args: unknown[]) => {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${fn.toString()}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
        .then((value) => done({ value: value === undefined ? null : value }), (error) => done({ error: String(error && error.stack || error) }));`;
    const result = (await send('POST', '/execute/async', { script, args })) as {
      value?: unknown;
      error?: string;
    };
    if (result.error !== undefined) throw new Error(`in WebKit: ${result.error}`);
    return result.value;
  };
  const element = async (selector: string) => {
    const found = (await send('POST', '/element', { using: 'css selector', value: selector })) as Record<
      string,
      string
    >;
    return found[ELEMENT];
  };

  const self: EnginePage = {
    engine: 'webkit',
    width,
    async open(pathname) {
      await send('POST', '/url', { url: new URL(pathname, BASE_URL).href });
      await evaluate(installCapture as InPage<unknown[], unknown>, [true]);
      await self.waitFor(
        `${pathname} never became ready (${READY}) in WebKit at ${width} px`,
        readyWithContent,
        READY,
        CONTENT,
      );
    },
    evaluate: (fn, ...args) => evaluate(fn as InPage<unknown[], unknown>, args) as never,
    async waitFor(what, fn, ...args) {
      await poll(() => evaluate(fn as InPage<unknown[], unknown>, args), what);
    },
    async click(selector, text) {
      const id = await element(await marked(self, selector, text));
      await send('POST', `/element/${id}/click`, {});
    },
    async type(selector, text) {
      const id = await element(await marked(self, selector));
      await send('POST', `/element/${id}/value`, { text });
    },
    settle: () => poll(() => evaluate(settled, []), 'not settled', SETTLE_WAIT_MS).catch(() => {}),
    async problems() {
      // A full page load (a link followed by a click) starts without the capture: installed here again.
      await evaluate(installCapture as InPage<unknown[], unknown>, [true]).catch(() => {});
      return labelled(((await evaluate(takeCaptured, []).catch(() => [])) as string[]) ?? []);
    },
    screenshot: async () => Buffer.from((await send('GET', '/screenshot')) as string, 'base64'),
    async close() {
      await send('DELETE', '').catch(() => {});
    },
  };
  return self;
}
