// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canaryHealthLines, summariseHealth } from './healthSummary';
import { NO_HEALTH } from './versionHealth';

describe('a canary’s health so far, as `npm run releases` prints it', () => {
  it('gives each side’s views, failure rates and LCP p75 over the same window since the canary started', () => {
    const asked: unknown[] = [];
    const lines = canaryHealthLines(
      (remote, version, since, until) => {
        asked.push([remote, version, since, until]);
        return version === 'c'
          ? { ...NO_HEALTH, views: 40, errors: 2, lcp: [1000, 1200, 1400, 3000] }
          : { ...NO_HEALTH, views: 400, fallbacks: 4, lcp: [900, 1000, 1100, 1200] };
      },
      'doctors',
      { canary: 'c', stable: 's', since: '2026-11-25T10:00:00.000Z' },
      Date.parse('2026-11-25T10:30:00.000Z'),
    );
    expect(lines).toEqual([
      'health since then: canary 40 views, errors 5.0 %, fallbacks 0.0 %, load failures 0.0 %, LCP p75 1400 ms',
      '                   stable 400 views, errors 0.0 %, fallbacks 1.0 %, load failures 0.0 %, LCP p75 1100 ms',
    ]);
    const since = Date.parse('2026-11-25T10:00:00.000Z');
    expect(asked).toEqual([
      ['doctors', 'c', since, since + 1_800_000],
      ['doctors', 's', since, since + 1_800_000],
    ]);
    expect(summariseHealth(NO_HEALTH)).toBe('no page views yet');
  });
});
