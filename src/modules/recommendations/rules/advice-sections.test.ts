import { describe, expect, it } from 'vitest';
import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import { adviceSections, type PlaceOutlooks } from './advice-sections';

const row = (entries: Record<number, StageCode>) => Array.from({ length: 24 }, (_, i) => entries[i] ?? null);
// Rice tillering (veg) in August, flowering (repro) in September.
const rice = row({ 15: 'veg', 16: 'veg', 17: 'repro' });
const issuance = (validFrom: string, expired = false) => ({ id: validFrom, validFrom, forecastDate: validFrom, expired });
const today = '2025-08-20';

const outlooks: PlaceOutlooks<ReturnType<typeof issuance>> = {
  tenday: { issuance: issuance('2025-08-18'), rainfall: 'above_normal' },
  seasonal: {
    issuance: issuance('2025-08-01'),
    months: [
      { month: '2025-08', category: 'b_normal' },
      { month: '2025-09', category: 'nda' },
    ],
  },
  special: { issuance: issuance('2025-09-20'), name: 'Kristine', signal: 'signal_number_2' },
};
const stagesOf = (needs: { stage: string | null }[]) => needs.map((n) => n.stage);

describe('the advice a calendar needs under its place outlooks', () => {
  it('reads a 10-day calendar with the cyclone first (its general advice first), then the 10-day outlook, never the seasonal', () => {
    const sections = adviceSections(outlooks, { mode: 'ten_day', slots: rice }, '2025-08', today);
    expect(sections.map((s) => [s.type, s.trigger, s.current, stagesOf(s.needs)])).toEqual([
      ['special', 'signal_number_2', true, [null, 'repro']],
      ['tenday', 'above_normal', true, ['veg']],
    ]);
    expect(sections[0]!.cycloneName).toBe('Kristine');
  });

  it("reads a seasonal calendar with the month asked for, or the outlook's first", () => {
    const august = adviceSections(outlooks, { mode: 'seasonal', slots: rice }, '2025-08', today).filter((s) => s.type === 'seasonal');
    expect(august[0]).toMatchObject({ type: 'seasonal', trigger: 'b_normal', month: '2025-08' });
    expect(stagesOf(august[0]!.needs)).toEqual(['veg']);
    expect(adviceSections(outlooks, { mode: 'seasonal', slots: rice }, '2030-01', today)[1]).toMatchObject({ month: '2025-08' });
  });

  it('asks for the general advice of the forecast when no stage falls in the period', () => {
    const fallow = row({ 2: 'prep' });
    const [, tenday] = adviceSections(outlooks, { mode: 'ten_day', slots: fallow }, '2025-08', today);
    expect(tenday).toMatchObject({ type: 'tenday', trigger: 'above_normal', current: true, needs: [{ stage: null, trigger: 'above_normal' }] });
  });

  it('gives no seasonal section for a month without data, and none for a place under no signal or without rainfall', () => {
    expect(adviceSections(outlooks, { mode: 'seasonal', slots: rice }, '2025-09', today).map((s) => s.type)).toEqual(['special']);
    const quiet = { ...outlooks, tenday: { ...outlooks.tenday!, rainfall: null }, special: { ...outlooks.special!, signal: null } };
    expect(adviceSections(quiet, { mode: 'ten_day', slots: rice }, '2025-08', today)).toEqual([]);
  });

  it('never reads an ended outlook as current: it names it and asks only for what holds whatever the forecast, for today', () => {
    const ended = {
      ...outlooks,
      tenday: { ...outlooks.tenday!, issuance: issuance('2025-08-18', true) },
      special: { ...outlooks.special!, issuance: issuance('2025-09-20', true) },
    };
    const sections = adviceSections(ended, { mode: 'ten_day', slots: rice }, '2025-08', today);
    expect(sections).toHaveLength(1);
    expect(sections[0]).toMatchObject({ type: 'tenday', current: false, trigger: null, issuance: { id: '2025-08-18' } });
    expect(sections[0]!.needs.map((n) => [n.stage, n.trigger])).toEqual([
      [null, null],
      ['veg', null],
    ]);
    const none = adviceSections({ tenday: null, seasonal: null, special: null }, { mode: 'seasonal', slots: rice }, '2025-08', today);
    expect(none).toMatchObject([{ type: 'seasonal', current: false, issuance: null }]);
  });
});
