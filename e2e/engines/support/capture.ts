/**
 * What goes wrong on a page, gathered inside the page itself. Classic WebDriver (WebKitGTK) has no console or
 * page-error events and no way to run a script before the page's own, so this is installed right after each
 * load and on every check (installing twice is harmless). What happened before it was installed is still seen
 * through the site's own error reporting: the health beacon (shell/src/rum/) counts every uncaught error, failed
 * chunk and hydration error from the page's first script on, and this script keeps a copy of each beacon the page
 * sends (in sessionStorage, so a beacon sent as the page is left is read on the next one).
 *
 * Runs in the browser: no imports, no closures over Node values.
 */
export function installCapture(wrapConsole: boolean): void {
  type Store = { problems: string[] };
  const w = window as unknown as { __enginesCapture?: Store };
  if (w.__enginesCapture) return;
  const store: Store = { problems: [] };
  w.__enginesCapture = store;
  const describe = (value: unknown): string => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };
  if (wrapConsole) {
    const original = console.error;
    console.error = function (this: Console, ...args: unknown[]) {
      store.problems.push(`console error: ${args.map(describe).join(' ')}`);
      return original.apply(this, args);
    };
    addEventListener(
      'error',
      (event: Event) => {
        // A script or a stylesheet that failed to load fires a plain Event on its element, not an ErrorEvent.
        if (event instanceof ErrorEvent) store.problems.push(`page error: ${event.message}`);
        else {
          const target = event.target as { src?: string; href?: string } | null;
          store.problems.push(`failed to load: ${target?.src ?? target?.href ?? 'a resource'}`);
        }
      },
      true,
    );
    addEventListener('unhandledrejection', (event) =>
      store.problems.push(`page error: unhandled rejection: ${describe(event.reason)}`),
    );
  }
  const send = navigator.sendBeacon?.bind(navigator);
  if (send) {
    navigator.sendBeacon = (url: string | URL, body?: BodyInit | null) => {
      try {
        const kept = JSON.parse(sessionStorage.getItem('engines:beacons') ?? '[]') as unknown[];
        kept.push({ from: location.pathname, body: typeof body === 'string' ? body : '' });
        sessionStorage.setItem('engines:beacons', JSON.stringify(kept));
      } catch {
        // A full or disabled sessionStorage: the beacon still goes.
      }
      return send(url, body);
    };
  }
}

/**
 * Takes what the capture saw since the last call: its own notes and every failure a kept beacon counted
 * (`doctors: hydrationErrors 1`). Runs in the browser.
 */
export function takeCaptured(): string[] {
  const w = window as unknown as { __enginesCapture?: { problems: string[] } };
  const found = w.__enginesCapture ? w.__enginesCapture.problems.splice(0) : [];
  let beacons: Array<{ from: string; body: string }> = [];
  try {
    beacons = JSON.parse(sessionStorage.getItem('engines:beacons') ?? '[]');
    sessionStorage.removeItem('engines:beacons');
  } catch {
    beacons = [];
  }
  for (const { from, body } of beacons) {
    let views: Array<{ remotes?: Record<string, Record<string, unknown>> }> = [];
    try {
      views = (JSON.parse(body) as { views?: typeof views }).views ?? [];
    } catch {
      continue;
    }
    for (const view of views) {
      for (const [remote, counts] of Object.entries(view.remotes ?? {})) {
        for (const kind of ['errors', 'loadFailures', 'hydrationErrors', 'fallbacks']) {
          const count = counts[kind];
          if (typeof count === 'number' && count > 0)
            found.push(`site's beacon from ${from}: ${remote} ${kind} ${count}`);
        }
      }
    }
  }
  return found;
}

/** React's hydration failures (#418 text, #419, #422, #423, #425 attributes/text) and the shell's own note of one. */
export const HYDRATION = /hydrat|Minified React error #4(18|19|22|23|25)\b|hydrationErrors/i;

/** Marks each problem that is a hydration error as such, so a report says which kind it was. */
export const labelled = (problems: readonly string[]) =>
  problems.map((problem) => (HYDRATION.test(problem) ? `hydration: ${problem}` : problem));
