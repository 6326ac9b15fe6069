import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAGE_CODES, type StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import { activeStages } from './active-stages';
import { parseIsoDate, tenDaySlots } from './month-halves';

const row = (entries: Record<number, StageCode>) => Array.from({ length: 24 }, (_, i) => entries[i] ?? null);

describe('stages active in a period', () => {
  it('lists each stage once in the order it first occurs', () => {
    const slots = row({ 14: 'plant', 15: 'estab', 16: 'veg', 17: 'veg' });
    expect(activeStages(slots, tenDaySlots(parseIsoDate('2025-08-10')))).toEqual([
      { stage: 'plant', slots: [14] },
      { stage: 'estab', slots: [15] },
    ]);
    expect(activeStages(slots, [15, 16, 17])).toEqual([
      { stage: 'estab', slots: [15] },
      { stage: 'veg', slots: [16, 17] },
    ]);
  });

  it('finds stages across the year end', () => {
    const slots = row({ 23: 'prep', 0: 'seed' });
    expect(activeStages(slots, tenDaySlots(parseIsoDate('2026-12-28'))).map((s) => s.stage)).toEqual(['prep', 'seed']);
  });

  it('finds nothing in empty slots', () => {
    expect(activeStages(row({}), [0, 1, 2])).toEqual([]);
  });

  it('refuses a row that is not 24 slots long', () => {
    expect(() => activeStages([null, null], [0])).toThrow('a calendar row has 24 slots, not 2');
  });

  it('only ever reports stages held in the covered slots', () => {
    const anyRow = fc.array(fc.option(fc.constantFrom(...STAGE_CODES), { nil: null }), { minLength: 24, maxLength: 24 });
    const anySlots = fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { maxLength: 24 });
    fc.assert(
      fc.property(anyRow, anySlots, (slots, covered) => {
        const found = activeStages(slots, covered);
        const expected = new Set(covered.map((s) => slots[s]).filter(Boolean));
        expect(new Set(found.map((s) => s.stage))).toEqual(expected);
        for (const { stage, slots: at } of found) at.forEach((s) => expect(slots[s]).toBe(stage));
      }),
    );
  });
});
