import { describe, expect, it } from 'vitest';
import { rateLimiter } from './rateLimit';

describe('the per-client rate limit', () => {
  it("lets a minute's worth through at once, then one per 1/perMinute of a minute, per client", () => {
    let now = 0;
    const allowed = rateLimiter({ perMinute: 6, now: () => now });
    const burst = Array.from({ length: 8 }, () => allowed('10.0.0.1'));
    expect(burst).toEqual([true, true, true, true, true, true, false, false]);
    expect(allowed('10.0.0.2')).toBe(true);
    now += 10_000;
    expect(allowed('10.0.0.1')).toBe(true);
    expect(allowed('10.0.0.1')).toBe(false);
  });

  it('remembers a bounded number of clients (the least recent are forgotten)', () => {
    const allowed = rateLimiter({ perMinute: 1, maxClients: 2, now: () => 0 });
    expect(allowed('a')).toBe(true);
    expect(allowed('a')).toBe(false);
    allowed('b');
    allowed('c'); // 'a' is forgotten: a fresh bucket
    expect(allowed('a')).toBe(true);
  });
});
