// One cold page load under Lighthouse's mobile throttling (4× CPU, 150 ms RTT, 1.6 Mbps down) through CDP:
// bytes and requests from the network log, FCP/LCP/CLS/TBT (and the LCP's element) from the page's own
// performance entries, and how the HTML was rendered. Below 640 px the browser is a phone (its User-Agent,
// Sec-CH-UA-Mobile: ?1, touch), so the site server renders the mobile layout; wider, a desktop Chromium.
import { gzipSync } from 'node:zlib';
import { browserOfWidth } from './loadFigures.mjs';

export const THROTTLING = { cpuSlowdown: 4, rttMs: 150, downKbps: 1638.4, upKbps: 750 };

// Runs in the page before any script: collects what the performance timeline reports.
function observeVitals() {
  const vitals = { fcp: 0, lcp: 0, lcpElement: '', cls: 0, longTasks: [], ready: 0 };
  window.__vitals = vitals;
  // When the page answers taps: the shell marks <html data-page-ready> once what is on screen is live. The
  // document, not <html>: this runs before the parser has made it.
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute('data-page-ready')) return;
    vitals.ready = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page-ready'] });
  // What the LCP is: an image's file, or an element's tag and first words (the header's logo is not content).
  const describe = (element) =>
    element?.tagName === 'IMG'
      ? `img ${element.currentSrc.split('/').pop()}`
      : `${element?.tagName.toLowerCase()} “${element?.textContent.trim().slice(0, 28)}”`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.startTime;
      vitals.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * How the server made the HTML: `server 390` (X-Render: server, the layout width it rendered for) followed by
 * the parts it rendered with their data (`+doctors-list`, `+catalog/ServiceTiles`, `+home`); `static` when it fell back to the static shell;
 * `client` when it does not render at all (SSR=0, the single bundle).
 */
function describeRender(headers, html) {
  const mode = headers['x-render'];
  if (mode !== 'server') return mode ?? 'client';
  const json = /<script type="application\/json" id="clinic-ssr-state">(.*?)<\/script>/s.exec(html)?.[1];
  const state = json ? JSON.parse(json) : {};
  // A part (PagePart in @clinic/shared) as before: its section, the shell's own by name, a widget as remote/module.
  const name = ({ remote, module, section }) =>
    section ?? (remote === 'shell' ? module : `${remote}/${module}`);
  const parts = (state.sections ?? [])
    .map(name)
    .sort()
    .map((part) => `+${part}`);
  return [`server ${state.viewportWidth}`, ...parts].join(' ');
}

/** Puts the page on the benchmark's phone: THROTTLING's CPU, latency and bandwidth, through the DevTools protocol. */
export async function throttlePhone(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.rttMs,
    downloadThroughput: (THROTTLING.downKbps * 1024) / 8,
    uploadThroughput: (THROTTLING.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
}

/**
 * Ends a load as a patient's ends: the page is hidden, so the shell sends its beacon (shell/src/rum/pageFacts.ts
 * sends at `visibilitychange` to hidden and at `pagehide`) to the site server, which keeps it in its store: the
 * field view (`npm run vitals`) then has this run's loads beside the lab's figures. A headless page is never
 * hidden by itself, so its visibility is set as the e2e suite does (e2e/tests/rum-beacon.spec.ts). The beacon
 * needs the view token its code asks for once the page has settled; without one it is not sent. Returns the
 * beacon's answer (204: taken), or why there was none.
 */
async function hideAndSendBeacon(page, tokenAnswered) {
  // The code comes 3 s after the load and an idle moment (whenSettled.ts, at most 4 s more); bounded, so a page
  // whose beacon code never came does not hold up the benchmark.
  const timeUp = new Promise((resolve) => setTimeout(() => resolve(false), 10_000));
  if (!(await Promise.race([tokenAnswered, timeUp]))) return 'no view token';
  const answered = page
    .waitForResponse(
      (response) => new URL(response.url()).pathname === '/rum' && response.request().method() === 'POST',
      { timeout: 15_000 },
    )
    .catch(() => null);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  const response = await answered;
  return response ? response.status() : 'not sent';
}

/** `beacon`: end the load by hiding the page, so its beacon reaches the site server (hideAndSendBeacon). */
export async function measurePage(browser, url, width, { beacon = false } = {}) {
  const context = await browser.newContext(browserOfWidth(width));
  const page = await context.newPage();
  await throttlePhone(page);
  await page.addInitScript(observeVitals);
  // Listened for from the start: the beacon's code asks for its token as soon as the page settles.
  const tokenAnswered = beacon
    ? page
        .waitForResponse((response) => new URL(response.url()).pathname === '/rum/view-token', {
          timeout: 120_000,
        })
        .then((response) => response.ok())
        .catch(() => false)
    : null;

  const bytes = { js: 0, css: 0 };
  let requests = 0;
  page.on('requestfinished', async (request) => {
    requests += 1;
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    // A request that finishes as the context closes has no response left to read: not counted, not a crash.
    const body = await request
      .response()
      .then((response) => response?.body())
      .catch(() => null);
    if (body) bytes[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length;
  });

  const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  const render = describeRender(response.headers(), await response.text());
  await page.waitForTimeout(1500); // late layout shifts and long tasks
  const vitals = await page.evaluate(() => window.__vitals);
  // The figures as they stand now: the beacon's code, its token and the beacon itself, which come later, are not
  // the page load's bytes or requests.
  const loaded = { js: bytes.js, css: bytes.css, requests };
  const beaconSent = beacon ? await hideAndSendBeacon(page, tokenAnswered) : 'not asked';
  await context.close();
  // TBT as Lighthouse counts it: the part of each long task over 50 ms, after FCP.
  const tbt = vitals.longTasks
    .filter(([start]) => start >= vitals.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return {
    render,
    lcpElement: vitals.lcpElement,
    beaconSent,
    metrics: {
      jsKb: loaded.js / 1024,
      cssKb: loaded.css / 1024,
      requests: loaded.requests,
      fcp: vitals.fcp,
      lcp: vitals.lcp,
      cls: vitals.cls,
      tbt,
      ready: vitals.ready,
      // The window in which a tap on what is on screen finds nothing live (docs/first-tap.md).
      deadTap: Math.max(0, vitals.ready - vitals.fcp),
    },
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
