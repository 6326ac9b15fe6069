import { describe, expect, it } from 'vitest';
import type { SeasonalWeather, SpecialWeather, TenDayWeather } from './bulletin-document';
import { bulletinWeatherTerms } from './bulletin-terms';

// Tagalog sky words, as a Tagalog bulletin saves them.
const TAGALOG_SKY: Record<string, string> = {
  SUNNY: 'Maaraw',
  'MOSTLY SUNNY': 'Halos maaraw',
  'PARTLY CLOUDY': 'Bahagyang maulap',
  'MOSTLY CLOUDY': 'Halos maulap',
  CLOUDY: 'Maulap',
};
const sky = (code: string) => TAGALOG_SKY[code]!;

describe('the words a bulletin explains', () => {
  it('explains a seasonal block’s percent of normal, categories and weather systems, not its cyclone count', () => {
    const weather: SeasonalWeather = {
      kind: 'seasonal',
      fromProvince: false,
      months: [
        {
          month: '2026-08',
          label: 'Agosto 2026',
          percent: 130,
          category: { code: 'above_normal', label: 'Mas mataas sa normal' },
          cyclones: '2 or 3',
          weatherSystems: 'Habagat, LPA',
        },
      ],
    };
    expect(bulletinWeatherTerms(weather, sky)).toEqual(['percentOfNormal', 'category_above_normal', 'system_sw_monsoon', 'system_lpa']);
  });

  it('matches a 10-day block’s sky words back from the bulletin’s language', () => {
    const base = { date: '2026-08-01', label: '', rainfall: { code: 'b_normal' as const, label: '' }, tempMin: 24, tempMax: 31, windSpeed: 3 };
    const weather: TenDayWeather = {
      kind: 'ten_day',
      days: [
        { ...base, humidity: 88, windDirection: 'SW', cloudCover: 'Halos maulap' },
        { ...base, humidity: 80, windDirection: null, cloudCover: 'Something staff typed' },
        { ...base, humidity: 80, windDirection: null, cloudCover: null },
      ],
      moonPhases: [],
    };
    expect(bulletinWeatherTerms(weather, sky)).toEqual(['humidity', 'wind', 'cloud_mostly_cloudy']);
  });

  it('explains the signal raised for the place in a special block, then the cyclone’s words', () => {
    const weather: SpecialWeather = {
      kind: 'special_weather',
      cyclone: { name: 'Pepito', bulletinNumber: '7', issuedAt: null, centre: null, movement: 'NNW 15 km/h', strength: 'Typhoon', forecastPositions: [] },
      signal: { code: 'signal_number_3', label: 'Babala Blg. 3' },
      windSpeed: null,
    };
    expect(bulletinWeatherTerms(weather, sky)).toEqual(['signal_signal_number_3', 'tc_typhoon', 'movement', 'strength']);
  });
});
