import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseAddress, resolveClientAddress } from './resolve-client-address';

const proxies = new Set(['10.0.0.1', '10.0.0.2']);
const trusted = (address: string) => proxies.has(address);
const nobody = () => false;

describe('resolveClientAddress', () => {
  it('uses the socket address when no proxy is trusted, whatever the header says', () => {
    expect(resolveClientAddress('203.0.113.7', '198.51.100.1', nobody)).toBe('203.0.113.7');
    expect(resolveClientAddress('203.0.113.7', null, nobody)).toBe('203.0.113.7');
  });

  it('ignores a forwarded header sent straight by a client even when proxies are configured', () => {
    expect(resolveClientAddress('203.0.113.7', '198.51.100.1', trusted)).toBe('203.0.113.7');
  });

  it('walks the header from the right past trusted proxies only', () => {
    expect(resolveClientAddress('10.0.0.1', '198.51.100.9', trusted)).toBe('198.51.100.9');
    // The client wrote a fake first hop; the balancer appended what it saw.
    expect(resolveClientAddress('10.0.0.1', '1.2.3.4, 198.51.100.9, 10.0.0.2', trusted)).toBe('198.51.100.9');
  });

  it('falls back to the leftmost hop, then the proxy, when every hop is trusted', () => {
    expect(resolveClientAddress('10.0.0.1', '10.0.0.2', trusted)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.1', null, trusted)).toBe('10.0.0.1');
  });

  it('skips junk in the header and answers unknown without a socket address', () => {
    expect(resolveClientAddress('10.0.0.1', 'evil, <script>, 198.51.100.9', trusted)).toBe('198.51.100.9');
    expect(resolveClientAddress('10.0.0.1', 'evil', trusted)).toBe('10.0.0.1');
    expect(resolveClientAddress(null, '198.51.100.9', trusted)).toBe('unknown');
    expect(resolveClientAddress('not an address', null, nobody)).toBe('unknown');
  });

  it('never answers an address the client wrote unless a trusted proxy stands between', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.array(fc.oneof(fc.ipV4(), fc.string())), (socket, hops) => {
        fc.pre(!proxies.has(socket));
        expect(resolveClientAddress(socket, hops.join(','), trusted)).toBe(socket);
      }),
    );
  });
});

describe('normaliseAddress', () => {
  it('gives one spelling per address', () => {
    expect(normaliseAddress('::ffff:192.0.2.5')).toBe('192.0.2.5');
    expect(normaliseAddress(' 192.0.2.5:4431 ')).toBe('192.0.2.5');
    expect(normaliseAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normaliseAddress('::1')).toBe('::1');
  });

  it('refuses what is not an address', () => {
    for (const junk of ['', 'unknown', '999.1.1.1', 'localhost', '1.2.3', '<img>', 'a:b:c:g']) expect(normaliseAddress(junk)).toBeNull();
  });
});
