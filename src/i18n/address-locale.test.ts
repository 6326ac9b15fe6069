import { describe, expect, it } from 'vitest';
import { localeOfAddress, readAddressLocale } from './address-locale';

describe('localeOfAddress', () => {
  it('is Tagalog for /tl and everything under it', () => {
    expect(localeOfAddress('/tl')).toBe('tl');
    expect(localeOfAddress('/tl/')).toBe('tl');
    expect(localeOfAddress('/tl/weather-services/ten-day/laguna')).toBe('tl');
    expect(localeOfAddress('/tl/no-such-page')).toBe('tl');
  });

  it('is English for every other address, a word that merely starts with tl included', () => {
    expect(localeOfAddress('/')).toBe('en');
    expect(localeOfAddress('/weather-services')).toBe('en');
    expect(localeOfAddress('/en/weather-services')).toBe('en');
    expect(localeOfAddress('/tlx')).toBe('en');
    expect(localeOfAddress('/tl-weather')).toBe('en');
    expect(localeOfAddress('/TL/weather-services')).toBe('en');
    expect(localeOfAddress('/bulletins/tl')).toBe('en');
    expect(localeOfAddress('')).toBe('en');
  });
});

describe('readAddressLocale', () => {
  it('reads a language the portal has, and English for anything else', () => {
    expect(readAddressLocale('tl')).toBe('tl');
    expect(readAddressLocale('en')).toBe('en');
    expect(readAddressLocale(null)).toBe('en');
    expect(readAddressLocale('')).toBe('en');
    expect(readAddressLocale('TL')).toBe('en');
    expect(readAddressLocale('fr')).toBe('en');
  });
});
