import { describe, expect, it } from 'vitest';
import { withoutUnusedQuery } from './unused-query';

describe('withoutUnusedQuery', () => {
  it.each([
    ['/', '?error=x', '/'],
    ['/privacy', '?next=%2F%2Fevil.example', '/privacy'],
    ['/tl/weather-services/ten-day/laguna/bay', '?a=1&b=2', '/tl/weather-services/ten-day/laguna/bay'],
    ['/bulletins', '?utm_source=facebook', '/bulletins'],
    ['/bulletins/page/2', '?x=1&_rsc=abc', '/bulletins/page/2'],
    // The framework's parameter spelt otherwise: Next would draw it into the page it caches.
    ['/privacy', '?%5Frsc=POISON771', '/privacy'],
    ['/cropping-calendar-v2/laguna/bay/rice', '?fbclid=1', '/cropping-calendar-v2/laguna/bay/rice'],
  ])('sends %s%s to %s', (pathname, search, target) => {
    expect(withoutUnusedQuery(pathname, search)).toBe(target);
  });

  it.each([
    ['/privacy', ''],
    ['/privacy', '?'],
    ['/search', '?q=bay'],
    ['/tl/search', '?q=bay'],
    ['/search/near', '?lat=14.1&lon=121.2'],
    ['/search/places.json', '?v=3'],
    ['/bulletins/go', '?province=laguna'],
    ['/tl/cropping-calendar-v2/go', '?crop=rice'],
    ['/admin/login', '?next=%2Fadmin'],
    ['/tl/admin/login', '?next=%2Fadmin'],
    ['/api/v1/places', '?q=bay'],
    ['/feeds/bulletins.atom', '?x=1'],
    ['/bulletins/abc.pdf', '?download=1'],
    ['/_next/static/chunks/a.js', '?v=1'],
  ])('leaves %s%s alone', (pathname, search) => {
    expect(withoutUnusedQuery(pathname, search)).toBeNull();
  });
});
