import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadGroupOf, observedRainfallClass, observedSeasonalCategory } from './observed-class';

describe('the class of an observed day', () => {
  it('reads a day by the 10-day outlook thresholds, a trace as no rain', () => {
    expect([0, 0.05, 0.1, 59.9, 60, 180, 180.1].map(observedRainfallClass)).toEqual([
      'wb_normal',
      'wb_normal',
      'b_normal',
      'b_normal',
      'near_normal',
      'near_normal',
      'above_normal',
    ]);
    expect(() => observedRainfallClass(-1)).toThrow(RangeError);
    expect(() => observedRainfallClass(Number.NaN)).toThrow(RangeError);
  });

  it('never ranks more rain in a lower class', () => {
    const order = ['wb_normal', 'b_normal', 'near_normal', 'above_normal'];
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2000, noNaN: true }), fc.double({ min: 0, max: 2000, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(observedRainfallClass(low))).toBeLessThanOrEqual(order.indexOf(observedRainfallClass(high)));
      }),
    );
  });
});

describe('the category of an observed month', () => {
  it('uses the percentage of normal: up to 40 way below, 80 below, 120 near, then above', () => {
    expect([0, 40, 40.5, 80, 81, 120, 121].map((total) => observedSeasonalCategory(total, 100))).toEqual([
      'wb_normal',
      'wb_normal',
      'b_normal',
      'b_normal',
      'near_normal',
      'near_normal',
      'above_normal',
    ]);
    expect(observedSeasonalCategory(250, 200)).toBe('above_normal');
  });

  it('has no category without a normal', () => {
    expect(observedSeasonalCategory(50, 0)).toBeNull();
    expect(observedSeasonalCategory(50, Number.NaN)).toBeNull();
  });
});

describe('lead-time groups', () => {
  it('puts days 1–3, 4–6 and 7–10 of a 10-day outlook together', () => {
    expect([0, 1, 3, 4, 6, 7, 10, 11].map(leadGroupOf)).toEqual([null, 'days1to3', 'days1to3', 'days4to6', 'days4to6', 'days7to10', 'days7to10', null]);
  });
});
