import { describe, expect, it } from 'vitest';
import { checkBeacon, parseBeacon, RUM_MAX_BYTES, RUM_MAX_VIEWS, type RumBeacon } from './beacon';
import { RUM_ROUTE_KINDS, routeKindOf } from './field';

const valid: RumBeacon = {
  v: 1,
  views: [
    {
      owner: 'doctors',
      remotes: {
        doctors: { version: '1.0.0-3c2a9092', errors: 2, fallbacks: 1 },
        booking: { version: '1.0.0-aaaaaaaa' },
      },
      lcp: 812,
      inp: 48,
      cls: 0.012,
      inpBy: 'doctors',
    },
    {
      owner: 'shell',
      remotes: { catalog: { version: '1.0.0-bbbbbbbb', loadFailures: 1, hydrationErrors: 1 } },
    },
  ],
};
const withView = (patch: Record<string, unknown>) => ({ v: 1, views: [{ ...valid.views[0], ...patch }] });
const withRemote = (patch: Record<string, unknown>) =>
  withView({ remotes: { doctors: { version: '1.0.0-3c2a9092', ...patch } } });

describe('the page-view beacon', () => {
  it('takes a well-formed beacon, as JSON text too', () => {
    expect(checkBeacon(valid)).toEqual({ ok: true, beacon: valid });
    expect(parseBeacon(JSON.stringify(valid)).ok).toBe(true);
    // A real one is a few hundred bytes: far under the cap.
    expect(JSON.stringify(valid).length).toBeLessThan(400);
  });

  it.each([
    ['not JSON', 'not-json', '{"v":1,'],
    ['not an object', 'shape', '[1]'],
    ['another schema', 'shape', JSON.stringify({ ...valid, v: 3 })],
    ['schema 2 facts in a schema 1 beacon', 'shape', JSON.stringify(withView({ kind: 'home' }))],
    ['an unknown field', 'shape', JSON.stringify({ ...valid, url: '/doctors?phone=7701' })],
    ['no views', 'views', JSON.stringify({ v: 1, views: [] })],
    [
      'too many views',
      'views',
      JSON.stringify({ v: 1, views: Array(RUM_MAX_VIEWS + 1).fill(valid.views[0]) }),
    ],
    ['an unknown field in a view', 'shape', JSON.stringify(withView({ path: '/doctors-list/ivanov' }))],
    ['an unknown owner', 'owner', JSON.stringify(withView({ owner: 'admin' }))],
    ['an unknown remote', 'remote', JSON.stringify(withView({ remotes: { evil: { version: '1' } } }))],
    ['a version with a slash', 'version', JSON.stringify(withRemote({ version: '../../etc' }))],
    ['no version', 'version', JSON.stringify(withView({ remotes: { doctors: {} } }))],
    ['a negative count', 'count', JSON.stringify(withRemote({ errors: -1 }))],
    ['a fractional count', 'count', JSON.stringify(withRemote({ errors: 0.5 }))],
    ['a huge count', 'count', JSON.stringify(withRemote({ errors: 1e9 }))],
    ['an unknown field in a remote', 'shape', JSON.stringify(withRemote({ message: 'Иванов' }))],
    ['an LCP as text', 'vital', JSON.stringify(withView({ lcp: '812' }))],
    ['an hour-long INP', 'vital', JSON.stringify(withView({ inp: 3_600_000 }))],
    ['a negative CLS', 'vital', JSON.stringify(withView({ cls: -1 }))],
    ['INP blamed on an unknown remote', 'remote', JSON.stringify(withView({ inpBy: 'x' }))],
  ])('drops %s (%s)', (_what, problem, text) => {
    expect(parseBeacon(text)).toEqual({ ok: false, problem });
  });

  it('keeps a full beacon of the most views far under the size cap', () => {
    const full = { v: 1, views: Array(RUM_MAX_VIEWS).fill(valid.views[0]) };
    expect(checkBeacon(full).ok).toBe(true);
    expect(JSON.stringify(full).length).toBeLessThan(RUM_MAX_BYTES);
  });
});

/** A view of schema 2, as today's shell sends it: the field view's facts with the health's. */
const fieldView = {
  ...valid.views[0],
  kind: 'doctors-list',
  device: 'phone',
  lang: 'kk',
  ttfb: 212,
  lcpBy: {
    element: 'main>div.css-1x2y>h1.chakra-heading',
    timeToFirstByte: 212,
    resourceLoadDelay: 0,
    resourceLoadDuration: 0,
    elementRenderDelay: 600,
  },
  inpPhase: 'processingDuration',
  inpScript: '412.3fa9c2.js',
};
const v2 = (patch: Record<string, unknown>) => ({ v: 2, views: [{ ...fieldView, ...patch }] });
const lcpBy = (patch: Record<string, unknown>) => v2({ lcpBy: { ...fieldView.lcpBy, ...patch } });

describe('schema 2: the field view', () => {
  it('takes a view with its kind, layout, language and attribution, and still takes schema 1', () => {
    expect(checkBeacon(v2({}))).toEqual({ ok: true, beacon: v2({}) });
    expect(checkBeacon(v2({ lcpBy: undefined, inpPhase: undefined, inpScript: undefined })).ok).toBe(true);
    expect(checkBeacon(valid).ok).toBe(true);
  });

  it.each([
    ['a view without its kind', 'kind', v2({ kind: undefined })],
    ['a path for a kind', 'kind', v2({ kind: '/doctors-list/ivanov' })],
    ['an unknown layout', 'device', v2({ device: 'tablet' })],
    ['an unknown language', 'lang', v2({ lang: 'en' })],
    ['a TTFB past ten minutes', 'vital', v2({ ttfb: 600_001 })],
    ['an element with a quote', 'attribution', lcpBy({ element: 'img[alt="Иванов"]' })],
    ['an element with markup', 'attribution', lcpBy({ element: 'h1<script>' })],
    ['an element too long', 'attribution', lcpBy({ element: 'a'.repeat(101) })],
    ['an unknown LCP part', 'attribution', lcpBy({ url: 'https://x/y.png' })],
    ['a missing LCP part', 'vital', lcpBy({ elementRenderDelay: undefined })],
    ['a negative LCP part', 'vital', lcpBy({ resourceLoadDelay: -5 })],
    ['an unknown phase', 'attribution', v2({ inpPhase: 'layout' })],
    ['a script path', 'attribution', v2({ inpScript: '/mfe/doctors/1.0.0/412.js?user=1' })],
    ['an unknown field', 'shape', v2({ url: '/doctors-list/ivanov' })],
  ])('drops %s (%s)', (_what, problem, beacon) => {
    expect(parseBeacon(JSON.stringify(beacon))).toEqual({ ok: false, problem });
  });

  it('keeps a full beacon of schema 2 under the size cap: four remotes on every view, the load with its LCP', () => {
    const remotes = Object.fromEntries(
      ['catalog', 'analyses', 'doctors', 'booking'].map((name) => [
        name,
        { version: '1.0.0-3c2a9092', errors: 1 },
      ]),
    );
    const { lcp, lcpBy, ttfb, ...later } = fieldView;
    const full = {
      v: 2,
      views: [{ ...fieldView, remotes }, ...Array(RUM_MAX_VIEWS - 1).fill({ ...later, remotes })],
    };
    expect(checkBeacon(full).ok).toBe(true);
    expect(JSON.stringify(full).length).toBeLessThan(RUM_MAX_BYTES);
  });

  it('names the kind of page by its first segment after the language, from a closed set', () => {
    expect(routeKindOf('/')).toBe('home');
    expect(routeKindOf('/kk')).toBe('home');
    expect(routeKindOf('/kk/doctors-list/list')).toBe('doctors-list');
    expect(routeKindOf('/services/details/mrt')).toBe('services');
    expect(routeKindOf('/about-us')).toBe('about-us');
    expect(routeKindOf('/wp-admin/setup.php')).toBe('other');
    expect(routeKindOf('/home')).toBe('other');
    expect(routeKindOf('')).toBe('other');
    expect([...RUM_ROUTE_KINDS].sort()).toEqual(
      [
        'about-us',
        'analysis',
        'booking',
        'check-up',
        'contacts',
        'corporate-clients',
        'doctors-list',
        'home',
        'other',
        'personal-data',
        'promotions',
        'services',
      ].sort(),
    );
  });
});
