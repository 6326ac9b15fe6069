import { describe, expect, it } from 'vitest';
import { getPathname, pageAddresses } from './navigation';

describe('page addresses', () => {
  it('keep English at the bare path and put Tagalog under /tl', () => {
    expect(pageAddresses('/')).toEqual({ en: '/', tl: '/tl' });
    expect(pageAddresses('/weather-services/ten-day/laguna')).toEqual({ en: '/weather-services/ten-day/laguna', tl: '/tl/weather-services/ten-day/laguna' });
  });

  it('keep the query of a form target or a redirect', () => {
    expect(getPathname({ locale: 'tl', href: '/search?near=outside&km=12' })).toBe('/tl/search?near=outside&km=12');
    expect(getPathname({ locale: 'en', href: '/search?near=unreadable' })).toBe('/search?near=unreadable');
  });
});
