import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import { RAINFALL_CLASSES } from '@/modules/weather/rules/conditions';
import { answersNeed, prevailingRainfall, seasonalNeeds, specialNeeds, tenDayNeeds } from './advice-needs';

const row = (entries: Record<number, StageCode>) => Array.from({ length: 24 }, (_, i) => entries[i] ?? null);
// Rice: transplanted in the 2nd half of July, tillering in August, flowering in September.
const rice = row({ 13: 'plant', 14: 'estab', 15: 'veg', 16: 'veg', 17: 'repro' });

describe('the rainfall class of a 10-day outlook', () => {
  it('is the class most days fall in', () => {
    expect(prevailingRainfall(['b_normal', 'b_normal', 'above_normal', null])).toBe('b_normal');
  });

  it('goes to the wetter class on a tie', () => {
    expect(prevailingRainfall(['wb_normal', 'above_normal'])).toBe('above_normal');
    expect(prevailingRainfall(['near_normal', 'b_normal'])).toBe('near_normal');
  });

  it('is null without any class', () => {
    expect(prevailingRainfall([null, undefined])).toBeNull();
  });

  it('is always one of the classes the days have, held by no fewer days than any other', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.constantFrom(...RAINFALL_CLASSES), { nil: null }), { maxLength: 10 }), (days) => {
        const found = prevailingRainfall(days);
        if (days.every((d) => d === null)) {
          expect(found).toBeNull();
          return;
        }
        const countOf = (c: string | null) => days.filter((d) => d === c).length;
        expect(days).toContain(found);
        for (const code of RAINFALL_CLASSES) expect(countOf(found)).toBeGreaterThanOrEqual(countOf(code));
      }),
    );
  });
});

describe('what advice a place needs', () => {
  it('needs 10-day advice for the stages in the window, under the prevailing class', () => {
    expect(tenDayNeeds(rice, '2025-08-10', 'above_normal')).toEqual([
      { type: 'tenday', stage: 'estab', trigger: 'above_normal', slots: [14] },
      { type: 'tenday', stage: 'veg', trigger: 'above_normal', slots: [15] },
    ]);
    expect(tenDayNeeds(rice, '2025-08-10', null)).toEqual([]);
  });

  it('needs seasonal advice per month under that month category, skipping months without data', () => {
    const needs = seasonalNeeds(rice, [
      { month: '2025-08', category: 'b_normal' },
      { month: '2025-09', category: 'nda' },
    ]);
    expect(needs.map((n) => `${n.month} ${n.stage} ${n.trigger}`)).toEqual(['2025-08 estab b_normal', '2025-08 veg b_normal']);
  });

  it('needs special advice for the stages of the next days under the place signal', () => {
    expect(specialNeeds(rice, '2025-09-14', 'signal_number_2').map((n) => n.stage)).toEqual(['veg', 'repro']);
    expect(specialNeeds(rice, '2025-09-14', null)).toEqual([]);
  });

  it('is answered by the same type, crop and stage, with the trigger or none', () => {
    const need = { type: 'tenday' as const, stage: 'veg' as const, trigger: 'above_normal', slots: [15] };
    expect(answersNeed({ type: 'tenday', crop: 'rice', stage: 'veg', trigger: 'above_normal' }, 'rice', need)).toBe(true);
    expect(answersNeed({ type: 'tenday', crop: 'rice', stage: 'veg', trigger: null }, 'rice', need)).toBe(true);
    expect(answersNeed({ type: 'tenday', crop: 'rice', stage: 'veg', trigger: 'b_normal' }, 'rice', need)).toBe(false);
    expect(answersNeed({ type: 'seasonal', crop: 'rice', stage: 'veg', trigger: 'above_normal' }, 'rice', need)).toBe(false);
    expect(answersNeed({ type: 'tenday', crop: 'corn', stage: 'veg', trigger: 'above_normal' }, 'rice', need)).toBe(false);
  });

  it('lets rows for every crop answer any crop, and general rows answer only general needs', async () => {
    const { generalNeed } = await import('./advice-needs');
    const need = { type: 'tenday' as const, stage: 'veg' as const, trigger: 'above_normal', slots: [15] };
    expect(answersNeed({ type: 'tenday', crop: null, stage: 'veg', trigger: 'above_normal' }, 'rice', need)).toBe(true);
    expect(answersNeed({ type: 'tenday', crop: null, stage: null, trigger: 'above_normal' }, 'rice', need)).toBe(false);
    expect(answersNeed({ type: 'tenday', crop: null, stage: null, trigger: 'above_normal' }, 'rice', generalNeed('tenday', 'above_normal'))).toBe(true);
    expect(answersNeed({ type: 'tenday', crop: 'rice', stage: 'veg', trigger: null }, 'rice', generalNeed('tenday', 'above_normal'))).toBe(false);
    expect(generalNeed('seasonal', 'b_normal', '2025-09')).toEqual({ type: 'seasonal', stage: null, trigger: 'b_normal', slots: [], month: '2025-09' });
  });
});

describe('trigger names for staff', () => {
  it('names conditions, rainfall classes, signals and the catch-all', async () => {
    const { triggerLabel } = await import('./trigger-label');
    expect(triggerLabel('seasonal', 'b_normal')).toBe('Below Normal');
    expect(triggerLabel('tenday', 'above_normal')).toBe('Heavy rains');
    expect(triggerLabel('special', 'signal_number_3')).toBe('Signal No. 3');
    expect(triggerLabel('special', 'general_no_signal')).toBe('No signal (cyclone nearby)');
    expect(triggerLabel('tenday', null)).toBe('Any forecast');
  });
});
