import { describe, expect, it } from 'vitest';
import type { StageCode } from '@/domain/crops/stage-codes';
import { adviceQuery, bulletinNeeds, CALENDAR_MODES_OF, lastDayOf, planAdvice, RECOMMENDATION_TYPE_OF } from './bulletin-plan';

/** A calendar row with stages at the given half-months (slot = month × 2 + half). */
const calendar = (stages: Record<number, StageCode>) => Array.from({ length: 24 }, (_, slot) => stages[slot] ?? null);
// Rice in August: vegetative in the 2nd half (slot 15), reproductive in September's 1st half (slot 16).
const rice = calendar({ 15: 'veg', 16: 'repro', 20: 'mat' });

describe('the needs of a 10-day bulletin', () => {
  it('ask for the stages of the window under the prevailing rainfall class', () => {
    const plan = bulletinNeeds(
      {
        kind: 'ten_day',
        validFrom: '2025-08-25',
        validTo: '2025-09-03',
        rainfall: ['near_normal', 'above_normal', 'above_normal', null, 'near_normal', 'above_normal'],
      },
      rice,
    );
    expect(plan).toEqual({
      needs: [
        { type: 'tenday', stage: 'veg', trigger: 'above_normal', slots: [15] },
        { type: 'tenday', stage: 'repro', trigger: 'above_normal', slots: [16] },
      ],
      rainfall: 'above_normal',
      lastDay: '2025-09-03',
      namesNextStage: false,
    });
  });

  it('ask for general advice, and name the next stage, when no stage falls in the window', () => {
    const plan = bulletinNeeds({ kind: 'ten_day', validFrom: '2025-03-01', validTo: '2025-03-10', rainfall: ['b_normal'] }, rice);
    expect(plan.needs).toEqual([{ type: 'tenday', stage: null, trigger: 'b_normal', slots: [] }]);
    expect(plan.namesNextStage).toBe(true);
  });

  it('ask for nothing when no day has a rainfall class', () => {
    expect(bulletinNeeds({ kind: 'ten_day', validFrom: '2025-08-18', validTo: '2025-08-27', rainfall: [null, undefined] }, rice)).toMatchObject({
      needs: [],
      rainfall: null,
      namesNextStage: true,
    });
  });
});

describe('the needs of a seasonal bulletin', () => {
  it('take each month under its own category, with general advice for a month without a stage and none for no data', () => {
    const plan = bulletinNeeds(
      {
        kind: 'seasonal',
        months: [
          { month: '2025-08', category: 'above_normal' },
          { month: '2025-10', category: 'b_normal' },
          { month: '2025-12', category: 'nda' },
        ],
      },
      rice,
    );
    expect(plan.needs).toEqual([
      { type: 'seasonal', stage: 'veg', trigger: 'above_normal', slots: [15], month: '2025-08' },
      { type: 'seasonal', stage: null, trigger: 'b_normal', slots: [], month: '2025-10' },
    ]);
    expect(plan).toMatchObject({ lastDay: '2025-12-31', namesNextStage: false });
  });

  it('name the next stage when no month holds one', () => {
    expect(bulletinNeeds({ kind: 'seasonal', months: [{ month: '2025-02', category: 'near_normal' }] }, rice)).toMatchObject({
      lastDay: '2025-02-28',
      namesNextStage: true,
    });
  });
});

describe('the needs of a special weather bulletin', () => {
  it('put the general advice for the signal first, then the stages of the next three days', () => {
    const plan = bulletinNeeds({ kind: 'special_weather', forecastDate: '2025-08-15', signal: 'signal_number_2' }, rice);
    expect(plan.needs).toEqual([
      { type: 'special', stage: null, trigger: 'signal_number_2', slots: [] },
      { type: 'special', stage: 'veg', trigger: 'signal_number_2', slots: [15] },
    ]);
    expect(plan).toMatchObject({ lastDay: '2025-08-17', namesNextStage: false });
  });
});

describe('the last day a bulletin speaks of', () => {
  it('is the window’s end, the last month’s end (leap years included) or the cyclone window’s third day', () => {
    expect(lastDayOf({ kind: 'ten_day', validFrom: '2025-08-25', validTo: '2025-09-03', rainfall: [] })).toBe('2025-09-03');
    expect(
      lastDayOf({
        kind: 'seasonal',
        months: [
          { month: '2027-12', category: 'nda' },
          { month: '2028-02', category: 'nda' },
        ],
      }),
    ).toBe('2028-02-29');
    expect(lastDayOf({ kind: 'special_weather', forecastDate: '2025-12-31', signal: 'signal_number_1' })).toBe('2026-01-02');
  });
});

describe('the recommendations query of a bulletin', () => {
  it('asks for the stages and general advice, with the forecast when the needs share one', () => {
    const { needs } = bulletinNeeds({ kind: 'ten_day', validFrom: '2025-08-25', validTo: '2025-09-03', rainfall: ['above_normal'] }, rice);
    expect(adviceQuery('tenday', 'rice', needs)).toEqual({ type: 'tenday', crop: 'rice', stages: ['veg', 'repro', 'general'], forecast: 'above_normal' });
  });

  it('leaves the forecast out when the months differ, and asks nothing without needs', () => {
    const { needs } = bulletinNeeds(
      {
        kind: 'seasonal',
        months: [
          { month: '2025-08', category: 'above_normal' },
          { month: '2025-09', category: 'b_normal' },
        ],
      },
      rice,
    );
    expect(adviceQuery('seasonal', 'rice', needs)).toEqual({ type: 'seasonal', crop: 'rice', stages: ['veg', 'repro', 'general'] });
    expect(adviceQuery('tenday', 'rice', [])).toBeNull();
  });

  it('maps bulletin types to recommendation types and calendar modes as the server does', () => {
    expect(RECOMMENDATION_TYPE_OF).toEqual({ seasonal: 'seasonal', ten_day: 'tenday', special_weather: 'special' });
    expect(CALENDAR_MODES_OF.special_weather).toEqual(['ten_day', 'seasonal']);
  });
});

describe('the advice a bulletin lists', () => {
  const row = (id: number, crop: string | null, stage: string | null, trigger: string | null, type = 'tenday') => ({ id, type, crop, stage, trigger });
  const needs = bulletinNeeds({ kind: 'ten_day', validFrom: '2025-08-25', validTo: '2025-09-03', rainfall: ['above_normal'] }, rice).needs;

  it('lists each stage with its half-months and each row once, stage advice before the general stand-in', () => {
    const rows = [
      row(1, 'rice', 'veg', 'above_normal'),
      row(2, null, null, 'above_normal'),
      row(3, 'corn', 'repro', 'above_normal'),
      row(4, 'rice', 'veg', null),
    ];
    const plan = planAdvice(needs, rows, 'rice');
    expect(plan.stages).toEqual([
      { code: 'veg', slots: [15] },
      { code: 'repro', slots: [16] },
    ]);
    expect(plan.advice.map((a) => [a.row.id, a.trigger])).toEqual([
      [1, 'above_normal'],
      [4, 'above_normal'],
      [2, 'above_normal'],
    ]);
    // Reproductive has no rice advice of its own, but the general advice for heavy rains stands in.
    expect(plan.stagesWithoutAdvice).toEqual([]);
  });

  it('names the stages left with no advice at all', () => {
    const plan = planAdvice(needs, [row(1, 'rice', 'veg', 'above_normal'), row(5, null, null, 'b_normal')], 'rice');
    expect(plan.advice.map((a) => a.row.id)).toEqual([1]);
    expect(plan.stagesWithoutAdvice).toEqual(['repro']);
  });

  it('is empty when nothing answers: the server refuses such a bulletin', () => {
    expect(planAdvice(needs, [row(9, 'rice', 'veg', 'b_normal')], 'rice')).toEqual({
      stages: [
        { code: 'veg', slots: [15] },
        { code: 'repro', slots: [16] },
      ],
      advice: [],
      stagesWithoutAdvice: ['veg', 'repro'],
    });
  });
});
