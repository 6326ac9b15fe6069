import { describe, expect, it } from 'vitest';
import { formatPercent, formatTemperature, formatTemperatureRange, formatWind, metresPerSecondToKmh } from './readings';

describe('readings as people read them', () => {
  it('gives temperatures one decimal', () => {
    expect(formatTemperature(22.88)).toBe('22.9 °C');
    expect(formatTemperature(31)).toBe('31.0 °C');
    expect(formatTemperatureRange(22.88, 31.64)).toBe('22.9–31.6 °C');
    expect(formatTemperatureRange(null, 31.64)).toBe('31.6 °C');
    expect(formatTemperatureRange(null, undefined)).toBeNull();
  });

  it('gives humidity and percent of normal as whole numbers', () => {
    expect(formatPercent(90.67)).toBe('91%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(Number.NaN)).toBeNull();
  });

  it('gives wind in km/h, with its direction', () => {
    expect(metresPerSecondToKmh(3.9)).toBe(14);
    expect(formatWind(3.9, 'NE')).toBe('14 km/h NE');
    expect(formatWind(null, 'NE')).toBe('NE');
    expect(formatWind(2, ' ')).toBe('7 km/h');
    expect(formatWind(null, null)).toBeNull();
  });
});
