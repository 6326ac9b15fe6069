import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RAINFALL_AMOUNTS, RAINFALL_CLASSES, RAINFALL_LABELS } from './conditions';
import { parseDecimal, rainfallClassOfMillimetres, readRainfallEntry } from './rainfall-entry';

describe('rainfall in millimetres', () => {
  it('falls in PAGASA’s bands: 0 no rain, under 60 light, 60 to 180 moderate, over 180 heavy', () => {
    expect([0, 0.1, 59.99, 60, 120, 180, 180.01, 900].map(rainfallClassOfMillimetres)).toEqual([
      'wb_normal',
      'b_normal',
      'b_normal',
      'near_normal',
      'near_normal',
      'near_normal',
      'above_normal',
      'above_normal',
    ]);
    expect([-1, Number.NaN, Infinity].map(rainfallClassOfMillimetres)).toEqual([null, null, null]);
  });

  it('never goes down as the rain goes up', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2000, noNaN: true }), fc.double({ min: 0, max: 2000, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(RAINFALL_CLASSES.indexOf(rainfallClassOfMillimetres(low)!)).toBeLessThanOrEqual(RAINFALL_CLASSES.indexOf(rainfallClassOfMillimetres(high)!));
      }),
    );
  });

  it('reads decimals only: no hexadecimal, infinity, decimal commas or words', () => {
    expect(['12', ' 12.5 ', '.5', '1e2', '-3'].map(parseDecimal)).toEqual([12, 12.5, 0.5, 100, -3]);
    expect(['0x10', 'Infinity', '1,5', 'twelve', '', '1e999'].map(parseDecimal)).toEqual([null, null, null, null, null, null]);
  });
});

describe('a typed or pasted rainfall entry', () => {
  it('takes labels, bands, codes and millimetres, and says why it refuses anything else', () => {
    for (const code of RAINFALL_CLASSES) {
      expect(readRainfallEntry(RAINFALL_LABELS[code].toLowerCase())).toEqual({ ok: true, rainfall: code });
      expect(readRainfallEntry(code)).toEqual({ ok: true, rainfall: code });
    }
    expect(readRainfallEntry(RAINFALL_AMOUNTS.b_normal)).toEqual({ ok: true, rainfall: 'b_normal' });
    expect(readRainfallEntry('75')).toEqual({ ok: true, rainfall: 'near_normal' });
    expect(readRainfallEntry('-2')).toEqual({ ok: false, reason: '-2 mm is outside 0..2000' });
    expect(readRainfallEntry('rainy')).toEqual({
      ok: false,
      reason: 'not a rainfall class (NO RAIN, LIGHT RAINS, MODERATE RAINS, HEAVY RAINS) or millimetres',
    });
  });
});
