import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientNetwork } from './clientNetwork';

describe('clientNetwork', () => {
  it('counts an IPv4 client by its address, an IPv6 client by its /64', () => {
    expect(clientNetwork('95.56.12.201')).toBe('95.56.12.201');
    expect(clientNetwork('::ffff:95.56.12.7')).toBe('95.56.12.7');
    expect(clientNetwork('2a03:32c0:3:1::42')).toBe('2a03:32c0:3:1::/64');
    expect(clientNetwork('2a03:32c0:0003:0001:ab:cd:ef:1')).toBe('2a03:32c0:3:1::/64');
    expect(clientNetwork('2a03::1')).toBe('2a03:0:0:0::/64');
    expect(clientNetwork('::1:2:3:4:5')).toBe('0:0:0:1::/64');
    expect(clientNetwork('64:ff9b::10.0.0.1')).toBe('64:ff9b:0:0::/64');
    expect(clientNetwork('unknown')).toBe('unknown');
  });

  it('gives every address of one /64 one key, however it is written, and two /64s two keys', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const groups = fc.array(group, { minLength: 8, maxLength: 8 });
    // The address in full, or with its longest run of zero groups written as `::`, as nginx and Node print it.
    const spell = (g: number[], short: boolean) => {
      const full = g.map((n) => n.toString(16));
      if (!short) return full.join(':');
      let [start, length] = [-1, 0];
      for (let i = 0; i < 8; i++) {
        let j = i;
        while (j < 8 && g[j] === 0) j++;
        if (j - i > length) [start, length] = [i, j - i];
      }
      if (length < 2) return full.join(':');
      return `${full.slice(0, start).join(':')}::${full.slice(start + length).join(':')}`;
    };
    fc.assert(
      fc.property(groups, groups, fc.boolean(), fc.boolean(), (a, b, shortA, shortB) => {
        const sameNetwork = [...a.slice(0, 4), ...b.slice(4)];
        expect(clientNetwork(spell(a, shortA))).toBe(clientNetwork(spell(sameNetwork, shortB)));
        const other = a.slice(0, 4).join() !== b.slice(0, 4).join();
        if (other) expect(clientNetwork(spell(a, shortA))).not.toBe(clientNetwork(spell(b, shortB)));
      }),
    );
  });
});
