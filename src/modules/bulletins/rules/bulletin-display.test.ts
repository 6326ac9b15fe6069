import { describe, expect, it } from 'vitest';
import type { BulletinAdvice, SpecialWeather } from './bulletin-document';
import { adviceSections, cycloneFacts, outlookFill, readableTime, sameDayRuns, tenDayReadings } from './bulletin-display';

const weather: SpecialWeather = {
  kind: 'special_weather',
  cyclone: {
    name: 'Kristine',
    bulletinNumber: '12',
    issuedAt: '2026-11-22T03:00:00.000Z',
    centre: '120 km silangan ng Infanta',
    movement: null,
    strength: '  ',
    forecastPositions: [
      { at: '24 h', location: 'West Philippine Sea' },
      { at: '2026-11-23T00:00:00Z', location: 'Mindoro Strait' },
    ],
  },
  signal: { code: 'signal_number_2', label: 'Signal No. 2' },
  windSpeed: null,
};

describe('bulletin display', () => {
  it('prints stored times in Philippine time and keeps times written as words', () => {
    expect(readableTime('2026-11-22T03:00:00.000Z', 'tl')).toBe('Nobyembre 22, 2026, 11:00 PHT');
    expect(readableTime('24 h', 'en')).toBe('24 h');
  });

  it('lists the given cyclone details with the issue time in Manila time and no blank ones', () => {
    const facts = cycloneFacts(weather, 'en');
    expect(facts.map((f) => f.key)).toEqual(['cycloneName', 'bulletinNumber', 'issuedAt', 'centre', 'forecastPositions']);
    expect(facts.find((f) => f.key === 'issuedAt')?.value).toBe('November 22, 2026, 11:00 PHT');
    expect(facts.find((f) => f.key === 'forecastPositions')?.value).toBe('24 h: West Philippine Sea; November 23, 2026, 08:00 PHT: Mindoro Strait');
    expect(JSON.stringify(facts)).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('rounds readings as people read them, wind in km/h', () => {
    const day = { date: '2026-11-22', label: '', rainfall: { code: 'nda' as const, label: '' }, cloudCover: null };
    expect(tenDayReadings({ ...day, tempMin: 22.88, tempMax: 31.64, humidity: 90.67, windSpeed: 3.9, windDirection: 'NE' })).toEqual({
      temperature: '22.9–31.6 °C',
      humidity: '91%',
      wind: '14 km/h NE',
    });
    expect(tenDayReadings({ ...day, tempMin: null, tempMax: null, humidity: null, windSpeed: null, windDirection: null })).toEqual({
      temperature: '–',
      humidity: '–',
      wind: '–',
    });
  });

  it('colours maps with the signal colours for cyclones and the category colours otherwise', () => {
    expect(outlookFill('special_weather', 'signal_number_3')).toBe('#e57373');
    expect(outlookFill('special_weather', 'none')).toBe('#e0e0e0');
    expect(outlookFill('ten_day', 'above_normal')).toBe('#1e88e5');
    expect(outlookFill('seasonal', 'unknown')).toBe('#9e9e9e');
  });

  it('puts general advice first before a cyclone and after the stages otherwise', () => {
    const item = (id: number, stage: BulletinAdvice['stage']) => ({ recommendationId: id, stage }) as BulletinAdvice;
    const advice = [item(1, 'veg'), item(2, null)];
    expect(adviceSections({ type: 'special_weather', advice }).map((s) => s.kind)).toEqual(['general', 'stages']);
    expect(adviceSections({ type: 'ten_day', advice }).map((s) => s.kind)).toEqual(['stages', 'general']);
    expect(adviceSections({ type: 'seasonal', advice: [item(1, 'veg')] })).toHaveLength(1);
  });

  it("puts the cyclone's advice first and what waits for the storm last under a raised signal", () => {
    const item = (id: number, stage: BulletinAdvice['stage'], storm?: BulletinAdvice['storm']) => ({ recommendationId: id, stage, storm }) as BulletinAdvice;
    const advice = [item(1, 'veg', 'after_storm'), item(2, 'veg'), item(3, null, 'storm'), item(4, null), item(5, 'veg', 'storm')];
    const sections = adviceSections({ type: 'ten_day', advice });
    expect(sections.map((s) => [s.kind, s.items.map((i) => i.recommendationId)])).toEqual([
      ['storm', [3, 5]],
      ['stages', [2]],
      ['general', [4]],
      ['after_storm', [1]],
    ]);
  });
});

describe('sameDayRuns', () => {
  const day = (date: string, code: 'b_normal' | 'above_normal', tempMax = 33) => ({
    date,
    label: date.slice(5),
    rainfall: { code, label: code },
    tempMin: 24,
    tempMax,
    humidity: 70,
    windSpeed: 11,
    windDirection: 'NE',
    cloudCover: 'Cloudy',
  });
  it('joins consecutive days that print the same, and keeps a day that differs apart', () => {
    const days = [
      day('2026-11-28', 'b_normal'),
      day('2026-11-29', 'b_normal'),
      day('2026-11-30', 'above_normal'),
      day('2026-12-01', 'b_normal', 32),
      day('2026-12-02', 'b_normal', 32),
    ];
    expect(sameDayRuns(days).map((run) => run.label)).toEqual(['11-28 – 11-29', '11-30', '12-01 – 12-02']);
  });
});
