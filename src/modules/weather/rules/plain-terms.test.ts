import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import tl from '../../../../messages/tl.json';
import { WIND_SIGNALS } from './conditions';
import {
  bannerSignalTerm,
  categoryTerms,
  cycloneTerms,
  forecastTerms,
  regionalNoteTerms,
  riskTerms,
  seasonalTerms,
  signalTerms,
  tenDayTerms,
  type TermKey,
} from './plain-terms';
import { CYCLONE_CATEGORIES } from './weather-words';

const month = { percent: 75, category: 'b_normal' as const, weatherSystems: null };
const day = { humidity: null, windDirection: null, cloudCover: null };

describe('the words a seasonal table explains', () => {
  it('explains percent of normal and only the categories shown, weakest rain first', () => {
    expect(seasonalTerms([month, { ...month, category: 'above_normal' }, { ...month, percent: null, category: 'nda' }])).toEqual([
      'percentOfNormal',
      'category_b_normal',
      'category_above_normal',
    ]);
    expect(seasonalTerms([{ ...month, percent: null, category: 'nda' }])).toEqual([]);
  });

  it('adds the weather systems the months name, each once', () => {
    const months = [
      { ...month, weatherSystems: 'Southwest monsoon, ITCZ' },
      { ...month, weatherSystems: 'LPA, southwest monsoon' },
    ];
    expect(seasonalTerms(months)).toEqual(['percentOfNormal', 'category_b_normal', 'system_sw_monsoon', 'system_itcz', 'system_lpa']);
  });

  it('explains the expected cyclones beside the regional notes when a month gives a number', () => {
    expect(regionalNoteTerms([{ cyclones: '1 or 2', systems: 'Habagat' }, { cyclones: null }])).toEqual(['cyclones', 'system_sw_monsoon']);
    expect(regionalNoteTerms([{ cyclones: '  ', systems: null }])).toEqual([]);
  });
});

describe('the words a 10-day table explains', () => {
  it('explains humidity, wind direction and each sky word shown', () => {
    const days = [
      { humidity: 91, windDirection: 'NE', cloudCover: 'MOSTLY CLOUDY' as const },
      { humidity: null, windDirection: null, cloudCover: 'SUNNY' as const },
      { ...day, cloudCover: 'MOSTLY CLOUDY' as const },
    ];
    expect(tenDayTerms(days)).toEqual(['humidity', 'wind', 'cloud_sunny', 'cloud_mostly_cloudy']);
  });

  it('explains nothing for an empty table', () => {
    expect(tenDayTerms([day, day])).toEqual([]);
  });
});

describe('the words a cyclone block explains', () => {
  const cyclone = { name: 'Kristine', centre: '120 km east of Infanta', movement: null, strength: 'Severe Tropical Storm, 95 km/h', forecastPositions: [] };

  it('puts the signal first, then the category named and the details given', () => {
    expect(cycloneTerms(cyclone, ['signal_number_2'])).toEqual(['signal_signal_number_2', 'tc_severe_tropical_storm', 'centre', 'strength']);
    expect(cycloneTerms({ ...cyclone, strength: null, movement: 'West at 20 km/h', forecastPositions: [{}] }, ['general_no_signal'])).toEqual([
      'signal_general_no_signal',
      'centre',
      'movement',
      'forecastPositions',
    ]);
  });

  it('lists each signal shown once, weakest first, and nothing for places without one', () => {
    expect(signalTerms(['signal_number_3', 'none', 'signal_number_1', 'signal_number_3', null])).toEqual(['signal_signal_number_1', 'signal_signal_number_3']);
  });

  it('lets the banner explain the place’s own signal, else the region’s highest, never "no signal"', () => {
    expect(bannerSignalTerm('signal_number_3', 'signal_number_1')).toBe('signal_signal_number_1');
    expect(bannerSignalTerm('signal_number_3', null)).toBe('signal_signal_number_3');
    expect(bannerSignalTerm('signal_number_3', undefined)).toBe('signal_signal_number_3');
    expect(bannerSignalTerm('general_no_signal', undefined)).toBeNull();
    expect(bannerSignalTerm(null, null)).toBeNull();
  });
});

describe('the words beside advice', () => {
  it('explains the technical risk names only', () => {
    expect(riskTerms(['no_risk', 'drought', 'wet_condition', 'dry_spell', null])).toEqual(['risk_dry_spell', 'risk_drought']);
  });

  it('explains seasonal categories and signals, not the plain 10-day rain words', () => {
    const forecasts = [
      { type: 'tenday' as const, trigger: 'above_normal' },
      { type: 'seasonal' as const, trigger: 'wb_normal' },
      { type: 'special' as const, trigger: 'signal_number_4' },
    ];
    expect(forecastTerms(forecasts)).toEqual(['category_wb_normal', 'signal_signal_number_4']);
    expect(categoryTerms(['nda'])).toEqual([]);
  });
});

describe('the Terms messages', () => {
  // Every key the functions can answer, from the widest inputs.
  const keys: TermKey[] = [
    ...seasonalTerms(['wb_normal', 'b_normal', 'near_normal', 'above_normal'].map((category) => ({ ...month, category: category as 'b_normal' }))),
    ...regionalNoteTerms([{ cyclones: '1', systems: 'habagat amihan ITCZ LPA HPA easterlies frontal shear line thunderstorms' }]),
    ...tenDayTerms(
      (['SUNNY', 'MOSTLY SUNNY', 'PARTLY CLOUDY', 'MOSTLY CLOUDY', 'CLOUDY'] as const).map((cloudCover) => ({ humidity: 80, windDirection: 'N', cloudCover })),
    ),
    ...CYCLONE_CATEGORIES.flatMap((category) =>
      cycloneTerms({ centre: 'x', movement: 'x', strength: category.replace(/_/g, ' '), forecastPositions: [1] }, WIND_SIGNALS),
    ),
    ...riskTerms(['flood_submergence', 'dry_condition', 'dry_spell', 'drought', 'wet_spell']),
  ];

  it('give every word and its meaning in English and Tagalog', () => {
    // Each entry of the namespace is reachable, and none is missing.
    expect([...new Set(keys)].sort()).toEqual(
      Object.entries(en.Terms)
        .filter(([, value]) => typeof value === 'object')
        .map(([key]) => key)
        .sort(),
    );
    for (const key of keys) {
      for (const messages of [en.Terms, tl.Terms]) {
        const entry = (messages as Record<string, { term?: string; meaning?: string }>)[key];
        expect(entry?.term, key).toBeTruthy();
        expect(entry?.meaning, key).toBeTruthy();
      }
    }
    expect(Object.keys(tl.Terms)).toEqual(Object.keys(en.Terms));
  });

  it('follow PAGASA’s wind signals and cyclone categories', () => {
    expect(en.Terms.signal_signal_number_2.meaning).toContain('62–88 km/h expected within 24 hours');
    expect(tl.Terms.signal_signal_number_2.meaning).toContain('62–88 km/h ang inaasahan sa loob ng 24 na oras');
    expect(en.Terms.signal_signal_number_5.meaning).toContain('185 km/h or more expected within 12 hours');
    expect(en.Terms.tc_typhoon.meaning).toContain('118–184 km/h');
  });
});
