import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RAINFALL_CLASSES, type RainfallClass } from '@/modules/weather/rules/conditions';
import { contingencyTable, scoreForecasts, verifyForecasts, type ForecastPair } from './score-forecasts';

const rainClass = fc.constantFrom(...RAINFALL_CLASSES);
const pairs = fc.array(fc.record({ forecast: rainClass, observed: rainClass }), { minLength: 1, maxLength: 200 });
const repeat = (count: number, forecast: RainfallClass, observed: RainfallClass): ForecastPair[] =>
  Array.from({ length: count }, () => ({ forecast, observed }));

describe('scoring forecasts against what was observed', () => {
  it('gives the figures of a worked example: heavy rain forecast 6 times and came 4', () => {
    const scores = scoreForecasts([
      ...repeat(4, 'above_normal', 'above_normal'),
      ...repeat(2, 'above_normal', 'b_normal'),
      ...repeat(2, 'b_normal', 'above_normal'),
      ...repeat(12, 'b_normal', 'b_normal'),
    ]);
    expect(scores.cases).toBe(20);
    expect(scores.percentCorrect).toBe(0.8);
    // Chance: (6/20)² + (14/20)² = 0.58, so (0.8 − 0.58) / (1 − 0.58).
    expect(scores.heidkeSkill).toBeCloseTo(0.22 / 0.42, 12);
    expect(scores.heavyRain).toEqual({ hits: 4, misses: 2, falseAlarms: 2, hitRate: 4 / 6, falseAlarmRatio: 2 / 6, frequencyBias: 1 });
    // No rain was never forecast nor seen: nothing to say about it.
    expect(scores.noRain).toEqual({ hits: 0, misses: 0, falseAlarms: 0, hitRate: null, falseAlarmRatio: null, frequencyBias: null });
    expect(scores.table.above_normal.b_normal).toBe(2);
    expect(scores.table.b_normal.above_normal).toBe(2);
  });

  it('counts every pair once in the table', () => {
    fc.assert(
      fc.property(pairs, (list) => {
        const table = contingencyTable(list);
        const total = RAINFALL_CLASSES.flatMap((f) => RAINFALL_CLASSES.map((o) => table[f][o])).reduce((a, b) => a + b, 0);
        expect(total).toBe(list.length);
      }),
    );
  });

  it('gives a perfect forecast all correct and a skill of 1, unless one class was all there was', () => {
    fc.assert(
      fc.property(fc.array(rainClass, { minLength: 1, maxLength: 200 }), (observed) => {
        const scores = scoreForecasts(observed.map((code) => ({ forecast: code, observed: code })));
        expect(scores.percentCorrect).toBe(1);
        if (new Set(observed).size === 1) expect(scores.heidkeSkill).toBeNull();
        else expect(scores.heidkeSkill).toBeCloseTo(1, 12);
        if (scores.heavyRain.hits > 0) expect(scores.heavyRain).toMatchObject({ hitRate: 1, falseAlarmRatio: 0, frequencyBias: 1 });
      }),
    );
  });

  it('gives a forecast that always says the same thing no skill', () => {
    fc.assert(
      fc.property(rainClass, fc.array(rainClass, { minLength: 2, maxLength: 200 }), (always, observed) => {
        const scores = scoreForecasts(observed.map((code) => ({ forecast: always, observed: code })));
        if (new Set(observed).size === 1 && observed[0] === always) expect(scores.heidkeSkill).toBeNull();
        else expect(scores.heidkeSkill).toBeCloseTo(0, 12);
      }),
    );
  });

  it('transposes the table when forecast and observed swap, keeping the share correct and the skill', () => {
    fc.assert(
      fc.property(pairs, (list) => {
        const scores = scoreForecasts(list);
        const swapped = scoreForecasts(list.map(({ forecast, observed }) => ({ forecast: observed, observed: forecast })));
        for (const f of RAINFALL_CLASSES) for (const o of RAINFALL_CLASSES) expect(swapped.table[o][f]).toBe(scores.table[f][o]);
        expect(swapped.percentCorrect).toBe(scores.percentCorrect);
        if (scores.heidkeSkill === null) expect(swapped.heidkeSkill).toBeNull();
        else expect(swapped.heidkeSkill).toBeCloseTo(scores.heidkeSkill, 12);
        // What was a miss is now a false alarm, so the hit rate becomes one less the false-alarm ratio.
        expect(swapped.heavyRain.misses).toBe(scores.heavyRain.falseAlarms);
        if (scores.heavyRain.falseAlarmRatio !== null) expect(swapped.heavyRain.hitRate).toBeCloseTo(1 - scores.heavyRain.falseAlarmRatio, 12);
      }),
    );
  });

  it('keeps every score within its range', () => {
    fc.assert(
      fc.property(pairs, (list) => {
        const scores = scoreForecasts(list);
        expect(scores.percentCorrect).toBeGreaterThanOrEqual(0);
        expect(scores.percentCorrect).toBeLessThanOrEqual(1);
        if (scores.heidkeSkill !== null) expect(scores.heidkeSkill).toBeLessThanOrEqual(1 + 1e-12);
        for (const event of [scores.heavyRain, scores.noRain]) {
          for (const value of [event.hitRate, event.falseAlarmRatio]) if (value !== null) expect(value).toBeGreaterThanOrEqual(0);
          for (const value of [event.hitRate, event.falseAlarmRatio]) if (value !== null) expect(value).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('shows no score until enough pairs stand behind it', () => {
    const few = repeat(29, 'b_normal', 'b_normal');
    expect(verifyForecasts(few, 30)).toEqual({ enough: false, cases: 29, needed: 30 });
    const verdict = verifyForecasts([...few, { forecast: 'b_normal', observed: 'near_normal' }], 30);
    expect(verdict.enough && verdict.scores.percentCorrect).toBeCloseTo(29 / 30, 12);
    expect(verifyForecasts([], 0)).toEqual({ enough: false, cases: 0, needed: 1 });
    expect(() => scoreForecasts([])).toThrow(RangeError);
  });
});
