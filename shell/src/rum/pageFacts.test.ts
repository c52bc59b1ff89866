import { viewportMeasured } from '@clinic/shared';
import { parseBeacon } from '@clinic/shared/rum';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { INPAttribution, LCPAttribution } from 'web-vitals/attribution';
import { remoteOfScript, versionOfManifest } from './attribute';
import {
  askToken,
  hydrationErrorNoted,
  LOAD_FAILURE_GRACE_MS,
  loadFailureNoted,
  remoteNoted,
  remotesMapped,
  resetForTest,
  send,
  takeFact,
  viewShown,
  vitalNoted,
  watchHides,
} from './pageFacts';
import { inpAttribution, lcpAttribution, scriptFileOf, selectorForBeacon } from './vitalsAttribution';

const LCP_ATTRIBUTION = {
  target: 'main>div.css-1x2y>h1.chakra-heading',
  timeToFirstByte: 212.4,
  resourceLoadDelay: 0,
  resourceLoadDuration: 0,
  elementRenderDelay: 687.6,
} as LCPAttribution;

const MAP = {
  doctors: '/mfe/doctors/1.0.0-d0c70250/mf-manifest.json',
  booking: '/mfe/booking/1.0.0-b00c1e00/mf-manifest.json',
  catalog: 'http://localhost:3001/mf-manifest.json',
};

let sent: string[];
/** The tokens each beacon went with, in order. */
let tokensSent: string[];
let issued = 0;
beforeEach(() => {
  resetForTest();
  sent = [];
  tokensSent = [];
  // The site server's GET /rum/view-token: a new token each time.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toBe('/rum/view-token');
      return new Response(`token-${++issued}`);
    }),
  );
  askToken();
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, body: string) => {
      const address = new URL(url, 'http://site');
      expect(address.pathname).toBe('/rum');
      tokensSent.push(address.searchParams.get('t') ?? '');
      sent.push(body);
      return true;
    }),
  });
});
/** Until the token fetches in flight have answered and the beacons waiting for them have gone. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Until the load failures noted so far count (a page left before then was left, not broken). */
const graceOver = () => new Promise((resolve) => setTimeout(resolve, LOAD_FAILURE_GRACE_MS + 10));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const lastBeacon = () => {
  const checked = parseBeacon(sent.at(-1) ?? '');
  if (!checked.ok) throw new Error(`invalid beacon: ${checked.problem}`);
  return checked.beacon;
};

describe('attribution', () => {
  it('finds the remote in a script URL or a stack, and the version in a manifest URL', () => {
    expect(remoteOfScript('at x (https://diagnost.kz/mfe/doctors/1.0.0-d0c70250/412.js:1:20)')).toBe(
      'doctors',
    );
    expect(remoteOfScript('https://diagnost.kz/main.3fa.js')).toBeNull();
    expect(remoteOfScript('/mfe/evil/1.0.0/x.js')).toBeNull();
    expect(versionOfManifest('doctors', MAP.doctors)).toBe('1.0.0-d0c70250');
    expect(versionOfManifest('catalog', MAP.catalog)).toBeNull();
  });
});

describe('the field view', () => {
  it('sends the page kind, layout and language of each view, the load its TTFB and LCP with their attribution', async () => {
    remotesMapped(MAP);
    viewportMeasured(390);
    viewShown('/kk/doctors-list/ivanov', 'doctors');
    remoteNoted('doctors');
    vitalNoted('ttfb', 212.2);
    vitalNoted('lcp', 900, lcpAttribution(LCP_ATTRIBUTION));
    vitalNoted('inp', 80, { inpBy: 'booking', inpPhase: 'inputDelay', inpScript: 'old.js' });
    // A slower interaction replaces the attribution of the earlier one, also what it does not name.
    vitalNoted('inp', 240, { inpPhase: 'processingDuration' });
    viewportMeasured(1280);
    viewShown('/wp-admin/x.php', 'shell');
    await send();
    expect(lastBeacon()).toEqual({
      v: 2,
      views: [
        {
          owner: 'doctors',
          kind: 'doctors-list',
          device: 'phone',
          lang: 'kk',
          remotes: { doctors: { version: '1.0.0-d0c70250' } },
          ttfb: 212,
          lcp: 900,
          lcpBy: {
            element: 'main>div.css-1x2y>h1.chakra-heading',
            timeToFirstByte: 212,
            resourceLoadDelay: 0,
            resourceLoadDuration: 0,
            elementRenderDelay: 688,
          },
          inp: 240,
          inpPhase: 'processingDuration',
        },
        {
          owner: 'shell',
          kind: 'other',
          device: 'desktop',
          lang: 'ru',
          remotes: { doctors: { version: '1.0.0-d0c70250' } },
        },
      ],
    });
  });

  it("keeps web-vitals' selector and script within the beacon's charset and caps", () => {
    expect(selectorForBeacon('img[alt="Иванов"]')).toBe('imgalt');
    expect(selectorForBeacon('«r1»')).toBe('r1');
    expect(selectorForBeacon(`div>${'p.x'.repeat(60)}>h1`)).toMatch(/>h1$/);
    expect(selectorForBeacon(`div>${'p.x'.repeat(60)}>h1`)?.length).toBe(100);
    expect(selectorForBeacon('"')).toBeUndefined();
    expect(scriptFileOf('https://diagnost.kz/mfe/doctors/1.0.0-d0c70250/412.3fa.js?user=7701#x')).toBe(
      '412.3fa.js',
    );
    expect(scriptFileOf('')).toBeUndefined();
  });

  it('names the longest phase of the slowest interaction, and its longest script by remote and file', () => {
    const inp = (phases: [number, number, number], sourceURL?: string) =>
      inpAttribution({
        inputDelay: phases[0],
        processingDuration: phases[1],
        presentationDelay: phases[2],
        longestScript: sourceURL
          ? {
              entry: { sourceURL } as PerformanceScriptTiming,
              subpart: 'processing-duration',
              intersectingDuration: 1,
            }
          : undefined,
      } as INPAttribution);
    expect(inp([5, 180, 40], 'https://diagnost.kz/mfe/doctors/1.0.0-d0c70250/412.js')).toEqual({
      inpPhase: 'processingDuration',
      inpBy: 'doctors',
      inpScript: '412.js',
    });
    expect(inp([300, 10, 40], 'https://diagnost.kz/main.3fa.js')).toEqual({
      inpPhase: 'inputDelay',
      inpScript: 'main.3fa.js',
    });
    expect(inp([1, 2, 90])).toEqual({ inpPhase: 'presentationDelay' });
  });
});

describe('the page facts', () => {
  it('sends one beacon per hide with the views since the last one, naming the versions on the page', async () => {
    remotesMapped(MAP);
    viewShown('/doctors-list/list', 'doctors');
    remoteNoted('doctors');
    remoteNoted('booking');
    remoteNoted('catalog'); // no version folder (a development server): not reported
    remoteNoted('doctors', 'errors');
    remoteNoted('doctors', 'errors');
    vitalNoted('lcp', 812.4);
    vitalNoted('cls', 0.01234);
    viewShown('/kk/about-us', 'shell');
    remoteNoted('booking', 'fallbacks');
    vitalNoted('inp', 120, { inpBy: 'booking' });
    await send();
    await send(); // a second hide with nothing new sends nothing
    expect(sent).toHaveLength(1);
    expect(lastBeacon()).toEqual({
      v: 2,
      views: [
        {
          owner: 'doctors',
          kind: 'doctors-list',
          device: 'desktop',
          lang: 'ru',
          remotes: {
            doctors: { version: '1.0.0-d0c70250', errors: 2 },
            booking: { version: '1.0.0-b00c1e00' },
          },
          lcp: 812,
          cls: 0.012,
        },
        {
          owner: 'shell',
          kind: 'about-us',
          device: 'desktop',
          lang: 'kk',
          remotes: {
            doctors: { version: '1.0.0-d0c70250' },
            booking: { version: '1.0.0-b00c1e00', fallbacks: 1 },
          },
          inp: 120,
          inpBy: 'booking',
        },
      ],
    });
    expect(sent[0]!.length).toBeLessThan(500);
    // The next view is new: sent at the next hide; the one shown at the hide was counted already.
    viewShown('/doctors-list/list', 'doctors');
    await send();
    expect(lastBeacon().views).toHaveLength(1);
    // Each beacon with a token of its own, asked for after the last one went.
    expect(new Set(tokensSent).size).toBe(2);
  });

  it('counts a load failure once however many handlers see it, and a hydration error for the remote named', async () => {
    remotesMapped(MAP);
    viewShown('/doctors-list/list', 'doctors');
    const failure = new Error('Loading chunk 12 failed (/mfe/doctors/1.0.0-d0c70250/12.js)');
    loadFailureNoted('doctors', failure);
    loadFailureNoted('doctors', failure);
    hydrationErrorNoted(
      new Error('mismatch'),
      '\n    at List (https://x.kz/mfe/booking/1.0.0-b00c1e00/1.js:1:1)',
    );
    hydrationErrorNoted(new Error('mismatch')); // none named: the route's owner
    await graceOver();
    await send();
    expect(lastBeacon().views[0]!.remotes).toEqual({
      doctors: { version: '1.0.0-d0c70250', loadFailures: 1, hydrationErrors: 1 },
      booking: { version: '1.0.0-b00c1e00', hydrationErrors: 1 },
    });
  });

  it('takes the facts the app kept, attributes uncaught errors by script URL and sends on hide', async () => {
    watchHides();
    takeFact(['map', MAP]);
    takeFact(['view', '/doctors-list/list', 'doctors', false]);
    takeFact(['ran', 'doctors']);
    takeFact(['ran', 'shell/banner-slider']); // not a remote: nothing
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at f (http://x.kz/mfe/doctors/1.0.0-d0c70250/9.js:1:1)';
    takeFact([
      'error',
      new ErrorEvent('error', { error, filename: 'http://x.kz/mfe/doctors/1.0.0-d0c70250/9.js' }),
    ]);
    takeFact([
      'error',
      new ErrorEvent('error', { error: new Error('shell'), filename: 'http://x.kz/main.js' }),
    ]);
    const chunk = new Error('Loading chunk 7 failed.\n(error: http://x.kz/mfe/booking/1.0.0-b00c1e00/7.js)');
    takeFact(['loadFailures', 'unknown', chunk]);
    takeFact(['fallbacks', 'doctors']);
    await graceOver();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    await settled();
    expect(sent).toHaveLength(1);
    expect(lastBeacon().views).toEqual([
      {
        owner: 'doctors',
        kind: 'doctors-list',
        device: 'desktop',
        lang: 'ru',
        remotes: {
          doctors: { version: '1.0.0-d0c70250', errors: 1, fallbacks: 1 },
          booking: { version: '1.0.0-b00c1e00', loadFailures: 1 },
        },
      },
    ]);
  });

  it('counts no load failure that came as the page was left: leaving aborts the loads in flight', async () => {
    watchHides();
    remotesMapped(MAP);
    viewShown('/', 'shell');
    // The booking dialog's code, cut off by a tap on a link (Firefox: NS_BINDING_ABORTED).
    loadFailureNoted(
      'booking',
      new Error('Loading script failed: /mfe/booking/1.0.0-b00c1e00/remoteEntry.js'),
    );
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    await graceOver();
    await settled();
    expect(sent).toHaveLength(1);
    expect(lastBeacon().views[0]!.remotes.booking).toEqual({ version: '1.0.0-b00c1e00' });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('gives the facts that came before the router named the first view to that view', async () => {
    takeFact(['map', MAP]);
    takeFact(['ran', 'doctors']);
    takeFact(['loadFailures', 'doctors', new Error('x')]);
    takeFact(['view', '/doctors-list/list', 'doctors', false]);
    takeFact(['view', '/analysis/list', 'analyses', false]);
    await graceOver();
    await send();
    expect(lastBeacon().views.map((view) => [view.owner, view.remotes.doctors?.loadFailures])).toEqual([
      ['doctors', 1],
      ['analyses', undefined],
    ]);
  });

  it('counts an address that replaced the last one (a redirect, however late) as the same view', async () => {
    remotesMapped(MAP);
    viewShown('/doctors-list/list', 'doctors');
    remoteNoted('doctors');
    viewShown('/analysis', 'analyses');
    viewShown('/analysis/list', 'analyses', true);
    remoteNoted('doctors', 'errors');
    await send();
    expect(lastBeacon().views.map((view) => [view.owner, view.remotes.doctors?.errors])).toEqual([
      ['doctors', undefined],
      ['analyses', 1],
    ]);
    // Once a view was reported, an address that replaces it is a view of its own.
    viewShown('/analysis/list/b', 'analyses', true);
    await send();
    expect(lastBeacon().views.map((view) => view.owner)).toEqual(['analyses']);
  });

  it('sends nothing from a page where no remote ran', async () => {
    viewShown('/about', 'shell');
    await send();
    expect(sent).toEqual([]);
  });
});

describe('the view token', () => {
  it('sends nothing when no token could be had (the site server did not answer)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    askToken();
    remotesMapped(MAP);
    viewShown('/doctors-list/list', 'doctors');
    remoteNoted('doctors');
    await send();
    expect(sent).toEqual([]);
  });
});
