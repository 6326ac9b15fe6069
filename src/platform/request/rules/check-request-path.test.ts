import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPathProblem } from './check-request-path';

describe('addresses the router cannot read', () => {
  it('lets ordinary and well-encoded addresses through', () => {
    for (const path of [
      '/',
      '/weather-services/ten-day/laguna/city-of-binan',
      '/api/v1/places/0403402000',
      '/bulletins/Dasmari%C3%B1as',
      '/a%20b',
      '/100%25',
    ]) {
      expect(findPathProblem(path), path).toBeNull();
    }
  });

  it('names a broken percent-encoding or a control character', () => {
    expect(findPathProblem('/api/v1/places/%ZZ')).toMatch(/broken percent-encoding in "%ZZ"/);
    expect(findPathProblem('/bulletins/%')).toMatch(/broken percent-encoding/);
    expect(findPathProblem('/maps/en/%C3%28/region')).toMatch(/broken percent-encoding/);
    expect(findPathProblem('/weather-services/%00')).toMatch(/control character/);
    expect(findPathProblem('/x/%0a')).toMatch(/control character/);
  });

  it('agrees with decodeURIComponent on any segment', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('%', 'Z', '2', '5', 'C', '3', 'a', '/', 'B', '1') }), (value) => {
        const path = `/${value}`;
        const readable = path.split('/').every((segment) => {
          try {
            return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(segment));
          } catch {
            return false;
          }
        });
        expect(findPathProblem(path) === null).toBe(readable);
      }),
    );
  });
});
