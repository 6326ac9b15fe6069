import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from '@/modules/places/rules/slugify';
import { parseWeatherView, weatherViewPath, WEATHER_TABS } from './weather-view';

describe('weather view addresses', () => {
  it('reads tab, province, municipality and period', () => {
    expect(parseWeatherView(undefined)).toEqual({ tab: 'ten-day' });
    expect(parseWeatherView(['seasonal'])).toEqual({ tab: 'seasonal' });
    expect(parseWeatherView(['ten-day', 'laguna'])).toEqual({ tab: 'ten-day', province: 'laguna' });
    expect(parseWeatherView(['ten-day', 'laguna', '2025-08-20'])).toEqual({ tab: 'ten-day', province: 'laguna', period: '2025-08-20' });
    expect(parseWeatherView(['ten-day', 'laguna', 'city-of-calamba', '2025-08-20'])).toEqual({
      tab: 'ten-day',
      province: 'laguna',
      municipality: 'city-of-calamba',
      period: '2025-08-20',
    });
  });

  it('refuses unknown tabs, too many parts and odd characters', () => {
    expect(parseWeatherView(['radar'])).toBeNull();
    expect(parseWeatherView(['ten-day', 'a', 'b', 'c', 'd'])).toBeNull();
    expect(parseWeatherView(['ten-day', '../etc'])).toBeNull();
    expect(parseWeatherView(['ten-day', 'Laguna'])).toBeNull();
  });

  it('round-trips every view through its address', () => {
    const slug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/).filter((s) => !/^\d{4}-\d{2}(-\d{2})?$/.test(s));
    fc.assert(
      fc.property(
        fc.constantFrom(...WEATHER_TABS),
        fc.option(slug, { nil: undefined }),
        fc.option(slug, { nil: undefined }),
        fc.option(fc.constantFrom('2025-08-20', '2025-09'), { nil: undefined }),
        (tab, province, municipality, period) => {
          const view = { tab, ...(province ? { province } : {}), ...(province && municipality ? { municipality } : {}), ...(period ? { period } : {}) };
          const segments = weatherViewPath(view).split('/').slice(2);
          expect(parseWeatherView(segments)).toEqual(view);
        },
      ),
    );
  });

  it('makes readable slugs of place names', () => {
    expect(slugify('City of Biñan')).toBe('city-of-binan');
    expect(slugify('Dasmari├▒as')).toBe('dasmarinas');
    expect(slugify('City of Sto. Tomas')).toBe('city-of-sto-tomas');
  });
});
