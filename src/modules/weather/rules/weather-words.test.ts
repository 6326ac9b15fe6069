import { describe, expect, it } from 'vitest';
import { cycloneCategoryOf, weatherSystemsIn } from './weather-words';

describe('weather systems in a text', () => {
  it('finds PAGASA names, short forms and Filipino names, each once, in a fixed order', () => {
    expect(weatherSystemsIn('Southwest monsoon, ITCZ, LPA')).toEqual(['sw_monsoon', 'itcz', 'lpa']);
    expect(weatherSystemsIn('Amihan / NE monsoon; tail-end of frontal system; shear line')).toEqual(['ne_monsoon', 'frontal', 'shear_line']);
    expect(weatherSystemsIn('Habagat at localized thunderstorms')).toEqual(['sw_monsoon', 'thunderstorms']);
    expect(weatherSystemsIn('Ridge of High Pressure Area (HPA), Easterlies')).toEqual(['hpa', 'easterlies']);
    expect(weatherSystemsIn('Low Pressure Areas and the Inter-Tropical Convergence Zone')).toEqual(['itcz', 'lpa']);
  });

  it('finds nothing in an empty or unknown text', () => {
    expect(weatherSystemsIn(null)).toEqual([]);
    expect(weatherSystemsIn('')).toEqual([]);
    expect(weatherSystemsIn('Fair weather')).toEqual([]);
    // Letters inside other words are not short forms.
    expect(weatherSystemsIn('Palpable helpa')).toEqual([]);
  });
});

describe('the category a cyclone text names', () => {
  it('takes the strongest reading of the words', () => {
    expect(cycloneCategoryOf('Super Typhoon, 215 km/h near the centre')).toBe('super_typhoon');
    expect(cycloneCategoryOf('Typhoon (TY), 150 km/h')).toBe('typhoon');
    expect(cycloneCategoryOf('Severe Tropical Storm')).toBe('severe_tropical_storm');
    expect(cycloneCategoryOf(null, 'Tropical Storm Kristine')).toBe('tropical_storm');
    expect(cycloneCategoryOf('TD, 55 km/h')).toBe('tropical_depression');
    expect(cycloneCategoryOf('STS')).toBe('severe_tropical_storm');
  });

  it('names none for wind speeds alone, lower-case letters or typhoon-force winds', () => {
    expect(cycloneCategoryOf('150 km/h near the centre, gusts to 185 km/h')).toBeNull();
    expect(cycloneCategoryOf('Bagyong Pepito', null)).toBeNull();
    expect(cycloneCategoryOf('ts td ty')).toBeNull();
    expect(cycloneCategoryOf('typhoon-force winds near the centre')).toBeNull();
  });
});
