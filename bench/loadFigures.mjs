// What the load benches share: the pages they ask for (each with a phone's and a desktop's User-Agent, which
// the site server renders differently) and how a load's answers are summed up.

export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
export const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/**
 * Playwright's context options for a browser `width` px wide, as the site server tells them apart: below 640 px a
 * phone (its User-Agent, touch; Playwright sends `Sec-CH-UA-Mobile: ?1` only with `isMobile`, and the server
 * reads that hint before the User-Agent), so the server renders the phone's layout and the page hydrates it.
 */
export function browserOfWidth(width) {
  const phone = width < 640;
  return {
    viewport: { width, height: phone ? 844 : 900 },
    ...(phone && { userAgent: PHONE_UA, isMobile: true, hasTouch: true }),
  };
}

/** Every route twice, desktop and phone, gzip accepted. */
export const requestsFor = (routes) =>
  routes.flatMap((route) =>
    [DESKTOP_UA, PHONE_UA].map((ua) => ({
      path: route,
      headers: { 'user-agent': ua, 'accept-encoding': 'gzip' },
    })),
  );

/** How a page was made, from its `X-Render` (`server`, or `static; reason=shed`: the reason aside). */
export const renderOf = (header) => (header ? String(header).split(';')[0] : 'none');

/** The value at or below which `p` % of `sorted` lie. */
export function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

/**
 * One load's figures: `renders` counts answers by their `X-Render` (server, static, …; a fallback's reason aside), `latencies` every answer's
 * milliseconds, `rps` requests a second. `renderedRps` is the pages the server rendered (not shed) a second.
 */
export function loadFigures({ renders, latencies, rps, total, non2xx, errors, timeouts }) {
  const sorted = [...latencies].sort((x, y) => x - y);
  const answered = Object.values(renders).reduce((sum, n) => sum + n, 0);
  const share = (name) => (answered ? (100 * (renders[name] ?? 0)) / answered : 0);
  return {
    rps,
    renderedRps: (rps * share('server')) / 100,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    total,
    non2xx,
    errors,
    timeouts,
    serverPct: share('server'),
    staticPct: share('static'),
  };
}
