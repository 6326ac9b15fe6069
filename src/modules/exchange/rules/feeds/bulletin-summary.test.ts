import { describe, expect, it } from 'vitest';
import type { SpecialWeather } from '@/modules/bulletins/rules/bulletin-document';
import { bulletinSummary, type SummarisedBulletin } from './bulletin-summary';

const base = {
  province: { psgc: '0403400000', name: 'Laguna' },
  municipality: { psgc: '0403402000', name: 'Bay' },
  crop: { key: 'rice', name: 'Palay' },
  period: { from: '2025-08-18', to: '2025-08-27', label: 'Agosto 18–27, 2025' },
  stages: [{ code: 'veg', label: 'Pagsusuwi', slots: [14] }],
} satisfies Omit<SummarisedBulletin, 'weather'>;

describe('bulletinSummary', () => {
  it("names place, crop and period, the first days' rain and the stages, in the document's own words", () => {
    const days = Array.from({ length: 6 }, (_, i) => ({
      date: `2025-08-${18 + i}`,
      label: `Ago ${18 + i}`,
      rainfall: { code: 'above_normal' as const, label: 'Malakas na ulan' },
      ...{ tempMin: null, tempMax: null, humidity: null, windSpeed: null, windDirection: null, cloudCover: null },
    }));
    const summary = bulletinSummary({ ...base, weather: { kind: 'ten_day', days, moonPhases: [] } });
    expect(summary).toBe(
      'Bay, Laguna · Palay · Agosto 18–27, 2025. Ago 18: Malakas na ulan; Ago 19: Malakas na ulan; Ago 20: Malakas na ulan; Ago 21: Malakas na ulan; …. Pagsusuwi',
    );
  });

  it('gives the cyclone and its signal for a special bulletin, and no stages when none is active', () => {
    const weather: SpecialWeather = {
      kind: 'special_weather',
      cyclone: { name: 'Kristine', bulletinNumber: '12', issuedAt: null, centre: null, movement: null, strength: null, forecastPositions: [] },
      signal: { code: 'signal_number_2', label: 'Signal No. 2' },
      windSpeed: null,
    };
    expect(bulletinSummary({ ...base, crop: { key: 'rice', name: 'Rice' }, period: { ...base.period, label: 'October 23, 2025' }, stages: [], weather })).toBe(
      'Bay, Laguna · Rice · October 23, 2025. Kristine: Signal No. 2',
    );
  });
});
