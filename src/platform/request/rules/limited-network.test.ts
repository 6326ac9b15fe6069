import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitedNetwork } from './limited-network';

describe('limitedNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(limitedNetwork('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address as its /64, one spelling for every way of writing it', () => {
    expect(limitedNetwork('2001:db8:0:a::1')).toBe('2001:db8:0:a::/64');
    expect(limitedNetwork('2001:0DB8:0000:000A:ffff:1:2:3')).toBe('2001:db8:0:a::/64');
    expect(limitedNetwork('2001:db8::a:0:0:0:9')).toBe('2001:db8:0:a::/64');
    expect(limitedNetwork('2001:db8:0:a:1:2:192.0.2.1')).toBe('2001:db8:0:a::/64');
    expect(limitedNetwork('::1')).toBe('0:0:0:0::/64');
    expect(limitedNetwork('fe80::')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4 client written as IPv6 as its IPv4 address', () => {
    expect(limitedNetwork('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(limitedNetwork('::FFFF:c000:201')).toBe('192.0.2.1');
    expect(limitedNetwork('64:ff9b::198.51.100.7')).toBe('198.51.100.7');
    expect(limitedNetwork('64:ff9b::c633:6407')).toBe('198.51.100.7');
    expect(limitedNetwork('::203.0.113.9')).toBe('203.0.113.9');
    // IPv6's own loopback and unspecified address, and a neighbour of NAT64's prefix, stay IPv6.
    expect(limitedNetwork('::1')).toBe('0:0:0:0::/64');
    expect(limitedNetwork('::')).toBe('0:0:0:0::/64');
    expect(limitedNetwork('64:ff9b:1::c633:6407')).toBe('64:ff9b:1:0::/64');
  });

  it('tells two /64s apart', () => {
    expect(limitedNetwork('2001:db8:0:a::1')).not.toBe(limitedNetwork('2001:db8:0:b::1'));
  });

  it('answers what is no address as written', () => {
    for (const junk of ['2001:db8:::1', '1::2::3', '2001:db8:0:a:0:0:0:0:1', '12345::', '192.0.2.1::', '::1.2.3.256', 'g::1', '1:2:3:4:5:6:7'])
      expect(limitedNetwork(junk)).toBe(junk);
  });

  it('gives every address of a /64 its network, however it is written', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    fc.assert(
      fc.property(fc.array(group, { minLength: 8, maxLength: 8 }), fc.boolean(), fc.boolean(), (groups, padded, upper) => {
        const spelled = groups.map((g) => (padded ? g.toString(16).padStart(4, '0') : g.toString(16))).join(':');
        const network = `${groups
          .slice(0, 4)
          .map((g) => g.toString(16))
          .join(':')}::/64`;
        expect(limitedNetwork(upper ? spelled.toUpperCase() : spelled)).toBe(network);
        // The same address with its longest run of zero groups written as `::`.
        const zeros = groups.map((g) => g === 0);
        const start = zeros.indexOf(true);
        if (start >= 0) {
          let end = start;
          while (end < 8 && zeros[end]) end++;
          const short = `${groups
            .slice(0, start)
            .map((g) => g.toString(16))
            .join(':')}::${groups
            .slice(end)
            .map((g) => g.toString(16))
            .join(':')}`;
          expect(limitedNetwork(short)).toBe(network);
        }
      }),
    );
  });
});
