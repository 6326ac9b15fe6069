import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, safeReturnPath } from './safe-return-path';

describe('the address to return to after signing in', () => {
  it('keeps a path on this portal with its query', () => {
    expect(safeReturnPath('/admin/weather')).toBe('/admin/weather');
    expect(safeReturnPath(['/admin/users?page=2#top', '/x'])).toBe('/admin/users?page=2#top');
  });

  it('refuses every way of naming another site', () => {
    for (const attack of [
      '//evil.example/pwn',
      '/\\evil.example',
      '/\t/evil.example/pwn',
      '/\n/evil.example/pwn',
      '/\r\n/evil.example',
      '\\/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/%09/evil.example',
      '/.//evil.example',
      '/..//evil.example',
    ]) {
      const target = safeReturnPath(attack);
      expect(new URL(target, 'https://portal.example.ph').host, attack).toBe('portal.example.ph');
    }
    expect(safeReturnPath('/\t/evil.example/pwn')).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnPath(undefined)).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnPath('')).toBe(DEFAULT_RETURN_PATH);
  });

  it('never answers an address a browser would take off the portal, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('/', '\\', '\t', '\n', '.', ':', '@', 'e', '%', '0', '9', '?', '#') }), (value) => {
        const target = safeReturnPath(`/${value}`);
        expect(target.startsWith('/')).toBe(true);
        expect(new URL(target, 'https://portal.example.ph').origin).toBe('https://portal.example.ph');
      }),
      { numRuns: 2000 },
    );
  });
});
