import { describe, expect, it } from 'vitest';
import type { StageCode } from '@/domain/crops/stage-codes';
import { adviceSections, type PlaceOutlooks } from './advice-sections';

const row = (entries: Record<number, StageCode>) => Array.from({ length: 24 }, (_, i) => entries[i] ?? null);
// Rice tillering (veg) in August, flowering (repro) in September.
const rice = row({ 15: 'veg', 16: 'veg', 17: 'repro' });
const issuance = (validFrom: string) => ({ id: validFrom, validFrom, forecastDate: validFrom });

const outlooks: PlaceOutlooks<ReturnType<typeof issuance>> = {
  tenday: { issuance: issuance('2025-08-18'), rainfall: 'above_normal' },
  seasonal: { issuance: issuance('2025-08-01'), months: [{ month: '2025-08', category: 'b_normal' }, { month: '2025-09', category: 'nda' }] },
  special: { issuance: issuance('2025-09-20'), name: 'Kristine', signal: 'signal_number_2' },
};

describe('the advice a calendar needs under its place outlooks', () => {
  it('reads a 10-day calendar with the 10-day outlook and the cyclone, never the seasonal', () => {
    const sections = adviceSections(outlooks, { mode: 'ten_day', slots: rice }, '2025-08');
    expect(sections.map((s) => [s.type, s.trigger, s.needs.map((n) => n.stage)])).toEqual([
      ['tenday', 'above_normal', ['veg']],
      ['special', 'signal_number_2', ['repro']],
    ]);
    expect(sections[1]!.cycloneName).toBe('Kristine');
  });

  it("reads a seasonal calendar with the month asked for, or the outlook's first", () => {
    const august = adviceSections(outlooks, { mode: 'seasonal', slots: rice }, '2025-08');
    expect(august[0]).toMatchObject({ type: 'seasonal', trigger: 'b_normal', month: '2025-08' });
    expect(august[0]!.needs.map((n) => n.stage)).toEqual(['veg']);
    expect(adviceSections(outlooks, { mode: 'seasonal', slots: rice }, '2030-01')[0]).toMatchObject({ month: '2025-08' });
  });

  it('gives no seasonal section for a month without data, and none for a place under no signal or without rainfall', () => {
    expect(adviceSections(outlooks, { mode: 'seasonal', slots: rice }, '2025-09').map((s) => s.type)).toEqual(['special']);
    const quiet = { ...outlooks, tenday: { ...outlooks.tenday!, rainfall: null }, special: { ...outlooks.special!, signal: null } };
    expect(adviceSections(quiet, { mode: 'ten_day', slots: rice }, '2025-08')).toEqual([]);
    expect(adviceSections({ tenday: null, seasonal: null, special: null }, { mode: 'seasonal', slots: rice }, '2025-08')).toEqual([]);
  });
});
