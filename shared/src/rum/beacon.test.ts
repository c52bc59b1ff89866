import { describe, expect, it } from 'vitest';
import { checkBeacon, parseBeacon, RUM_MAX_BYTES, RUM_MAX_VIEWS, type RumBeacon } from './beacon';

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
    ['another schema', 'shape', JSON.stringify({ ...valid, v: 2 })],
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
