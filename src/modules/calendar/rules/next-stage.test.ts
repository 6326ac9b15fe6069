import { describe, expect, it } from 'vitest';
import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import { cropByKey } from '@/modules/calendar/rules/crops/crop-list';
import { describeNextStage, nextStageAfter } from './next-stage';

const row = (entries: Record<number, StageCode>) => Array.from({ length: 24 }, (_, i) => entries[i] ?? null);

describe('the next stage of a crop', () => {
  it('is the first later half-month with a stage, with its days', () => {
    // Land preparation in the 1st half of June, planting in the 2nd.
    const rice = row({ 10: 'prep', 11: 'plant' });
    expect(nextStageAfter(rice, '2027-03-27')).toEqual({ code: 'prep', slot: 10, from: '2027-06-01', to: '2027-06-15' });
    expect(nextStageAfter(rice, '2027-06-10')).toEqual({ code: 'plant', slot: 11, from: '2027-06-16', to: '2027-06-30' });
  });

  it('skips the half-month the period ends in, and wraps into the next year', () => {
    const dry = row({ 0: 'prep', 22: 'mat' });
    expect(nextStageAfter(dry, '2026-11-20')).toMatchObject({ code: 'mat', from: '2026-12-01' });
    expect(nextStageAfter(dry, '2026-12-05')).toMatchObject({ code: 'prep', from: '2027-01-01', to: '2027-01-15' });
    expect(nextStageAfter(row({ 3: 'plant' }), '2028-02-20')).toMatchObject({ code: 'plant', from: '2029-02-16', to: '2029-02-28' });
  });

  it('ends February on its last day, leap years included', () => {
    expect(nextStageAfter(row({ 3: 'veg' }), '2028-01-31')).toMatchObject({ from: '2028-02-16', to: '2028-02-29' });
  });

  it('is null for a calendar without any stage', () => {
    expect(nextStageAfter(row({}), '2026-05-01')).toBeNull();
  });
});

describe('the next stage as a bulletin names it', () => {
  it("uses the crop's word for the stage and the half-month's days, in the bulletin's language", () => {
    const rice = cropByKey('rice')!;
    const slots = row({ 10: 'prep' });
    expect(describeNextStage(rice, slots, '2027-03-27', 'en')).toEqual({
      code: 'prep',
      label: rice.stages.find((s) => s.code === 'prep')!.en,
      from: '2027-06-01',
      periodLabel: 'June 1 – 15, 2027',
    });
    expect(describeNextStage(rice, slots, '2027-03-27', 'tl')).toMatchObject({ periodLabel: 'Hunyo 1 – 15, 2027' });
    expect(describeNextStage(rice, row({}), '2027-03-27', 'en')).toBeNull();
  });
});
