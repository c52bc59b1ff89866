// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newVisitorId, remotesForVisitor, VISITOR_ID, visitorPercentile } from './assignment';

const stable = {
  doctors: '/mfe/doctors/1.0.0-a/mf-manifest.json',
  booking: '/mfe/booking/1.0.0-b/mf-manifest.json',
};
const canary = {
  version: '1.1.0-c',
  entry: '/mfe/doctors/1.1.0-c/mf-manifest.json',
  share: 10,
  since: '2026-11-25T10:00:00Z',
  stepSince: '2026-11-25T10:00:00Z',
};
const visitors = Array.from({ length: 4000 }, newVisitorId);
const inCanary = (share: number) =>
  visitors.filter(
    (id) => remotesForVisitor(stable, { doctors: { ...canary, share } }, id).doctors === canary.entry,
  );

describe('which side of a canary a visitor is on', () => {
  it('gives each share of visitors within binomial bounds (4 standard deviations)', () => {
    for (const share of [10, 50, 90]) {
      const p = share / 100;
      const sd = Math.sqrt(visitors.length * p * (1 - p));
      expect(Math.abs(inCanary(share).length - visitors.length * p)).toBeLessThan(4 * sd);
    }
  });

  it('keeps a visitor on their side on every request, and everyone in the canary when its share grows', () => {
    const at10 = inCanary(10);
    expect(inCanary(10)).toEqual(at10);
    const at50 = new Set(inCanary(50));
    expect(at10.every((id) => at50.has(id))).toBe(true);
  });

  it('draws new visitors for a new canary version, and changes only the canary’s remote', () => {
    const other = visitors.filter((id) => visitorPercentile(id, 'doctors', '1.2.0-d') < 10);
    const at10 = new Set(inCanary(10));
    const overlap = other.filter((id) => at10.has(id)).length;
    expect(overlap).toBeLessThan(other.length / 2);
    const id = inCanary(10)[0] ?? '';
    expect(remotesForVisitor(stable, { doctors: canary }, id)).toEqual({ ...stable, doctors: canary.entry });
  });

  it('gives a remote that is not live no canary, and a preview wins over both', () => {
    const id = inCanary(10)[0] ?? '';
    expect(remotesForVisitor({ booking: stable.booking }, { doctors: canary }, id)).toEqual({
      booking: stable.booking,
    });
    expect(
      remotesForVisitor(stable, { doctors: canary }, id, { remote: 'doctors', version: '2.0.0-e' }),
    ).toEqual({
      ...stable,
      doctors: '/mfe/doctors/2.0.0-e/mf-manifest.json',
    });
    expect(remotesForVisitor(stable, { doctors: canary }, null)).toEqual(stable);
  });

  it('makes visitor ids that say nothing and never repeat', () => {
    expect(new Set(visitors).size).toBe(visitors.length);
    expect(visitors.every((id) => VISITOR_ID.test(id))).toBe(true);
  });
});
