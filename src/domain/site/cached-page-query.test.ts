import { describe, expect, it } from 'vitest';
import { cachedPageTarget } from './cached-page-query';

describe('cachedPageTarget', () => {
  it('drops the query of every cached public page, in any language', () => {
    for (const path of [
      '/',
      '/en',
      '/tl/',
      '/weather-services',
      '/weather-services/ten-day/laguna',
      '/tl/cropping-calendar-v2/rice',
      '/bulletins',
      '/bulletins/abc',
      '/privacy',
      '/EN/Privacy',
    ]) {
      expect(cachedPageTarget(`${path}?error=POISON93&fbclid=x`), path).toBe(path);
    }
  });

  it("keeps Next's _rsc parameter alone", () => {
    expect(cachedPageTarget('/weather-services?x=1&_rsc=abc12')).toBe('/weather-services?_rsc=abc12');
  });

  it('leaves routes that read their query, files and staff pages as sent', () => {
    for (const target of [
      '/bulletins/go?province=laguna',
      '/tl/cropping-calendar-v2/go?crop=rice',
      '/bulletins/2026-11-20-laguna.pdf?download=1',
      '/api/v1/places?q=bay',
      '/admin/users?q=ana',
      '/maps/en/ten-day/laguna/region?x=1',
      '/_next/static/chunk.js?v=1',
      '/weather-servicesX?x=1',
    ]) {
      expect(cachedPageTarget(target), target).toBe(target);
    }
  });

  it('leaves an address without a query untouched', () => {
    expect(cachedPageTarget('/bulletins')).toBe('/bulletins');
  });
});
