import { describe, expect, it } from 'vitest';
import { splitCycloneName } from './cyclone-name';

describe('splitCycloneName', () => {
  it('takes the category words off the name, and says which category they named', () => {
    expect(splitCycloneName('Typhoon RAMON')).toEqual({ name: 'RAMON', category: 'typhoon' });
    expect(splitCycloneName('Severe Tropical Storm Kristine')).toEqual({ name: 'Kristine', category: 'severe_tropical_storm' });
    expect(splitCycloneName('Super Typhoon  Pepito')).toEqual({ name: 'Pepito', category: 'super_typhoon' });
    expect(splitCycloneName('Tropical Depression Ada')).toEqual({ name: 'Ada', category: 'tropical_depression' });
  });
  it('takes off Tagalog words and stacked prefixes, and leaves a bare name alone', () => {
    expect(splitCycloneName('Bagyong Kristine')).toEqual({ name: 'Kristine', category: null });
    expect(splitCycloneName('Bagyong Typhoon RAMON')).toEqual({ name: 'RAMON', category: 'typhoon' });
    expect(splitCycloneName('RAMON')).toEqual({ name: 'RAMON', category: null });
    expect(splitCycloneName('Tyson')).toEqual({ name: 'Tyson', category: null });
    expect(splitCycloneName(null)).toEqual({ name: '', category: null });
  });
});
