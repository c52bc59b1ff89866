import { describe, expect, it } from 'vitest';
import { sourceNetwork } from './sourceNetwork';

describe('sourceNetwork', () => {
  it('keeps an IPv4 address’s /24 and an IPv6 address’s /64, however it is written', () => {
    expect(sourceNetwork('95.56.12.201')).toBe('95.56.12.0/24');
    expect(sourceNetwork('::ffff:95.56.12.7')).toBe('95.56.12.0/24');
    expect(sourceNetwork('2a03:32c0:0003:0001:0000:0000:0000:0001')).toBe('2a03:32c0:3:1::/64');
    expect(sourceNetwork('2a03:32c0:3:1::42')).toBe('2a03:32c0:3:1::/64');
    expect(sourceNetwork('2a03::1')).toBe('2a03:0:0:0::/64');
    expect(sourceNetwork('::1')).toBe('0:0:0:0::/64');
    expect(sourceNetwork('not an address')).toBe('not an address');
  });
});
