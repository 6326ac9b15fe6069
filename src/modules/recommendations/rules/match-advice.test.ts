import { describe, expect, it } from 'vitest';
import { generalNeed, type AdviceNeed } from './advice-needs';
import { matchAdvice } from './match-advice';

const rec = (id: number, crop: string | null, stage: string | null, trigger: string | null, type = 'tenday') => ({ id, type, crop, stage, trigger });
const stageNeed = (stage: 'veg' | 'repro', trigger = 'above_normal'): AdviceNeed => ({ type: 'tenday', stage, trigger, slots: [15] });

const rows = [
  rec(1, 'rice', 'veg', 'above_normal'),
  rec(2, null, null, 'above_normal'),
  rec(3, 'rice', null, null),
  rec(4, 'corn', null, 'above_normal'),
  rec(5, null, null, 'b_normal'),
  rec(6, null, null, 'signal_number_2', 'special'),
];

describe('matching advice to needs', () => {
  it('gives the general advice for the forecast, for the crop or every crop, when no stage is active', () => {
    const matched = matchAdvice([generalNeed('tenday', 'above_normal')], rows, 'rice');
    expect(matched.map((m) => m.items.map((r) => r.id))).toEqual([[2, 3]]);
  });

  it('keeps a stage with its own advice free of general advice', () => {
    expect(matchAdvice([stageNeed('veg')], rows, 'rice').map((m) => [m.need.stage, m.items.map((r) => r.id)])).toEqual([['veg', [1]]]);
  });

  it('lets the general advice stand in, once, after the stages, where a stage has none', () => {
    const matched = matchAdvice([stageNeed('veg'), stageNeed('repro')], rows, 'rice');
    expect(matched.map((m) => [m.need.stage, m.items.map((r) => r.id)])).toEqual([
      ['veg', [1]],
      ['repro', []],
      [null, [2, 3]],
    ]);
  });

  it('puts asked-for general advice (a cyclone signal) before the stage advice', () => {
    const special = [{ type: 'special' as const, stage: 'veg' as const, trigger: 'signal_number_2', slots: [15] }, generalNeed('special', 'signal_number_2')];
    const matched = matchAdvice(special, rows, 'rice');
    expect(matched.map((m) => [m.need.stage, m.items.map((r) => r.id)])).toEqual([
      [null, [6]],
      ['veg', []],
    ]);
  });

  it('answers a need without a current forecast only with advice that holds whatever the forecast', () => {
    expect(matchAdvice([generalNeed('tenday', null)], rows, 'rice')[0]!.items.map((r) => r.id)).toEqual([3]);
  });
});
