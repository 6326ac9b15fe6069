import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAGE_CODES } from '@/modules/calendar/rules/crops/stage-codes';
import { stageRuns } from './stage-runs';

describe('runs of equal slots', () => {
  it('joins neighbours holding the same stage or nothing', () => {
    expect(stageRuns(['veg', 'veg', null, null, 'mat'])).toEqual([
      { stage: 'veg', start: 0, length: 2 },
      { stage: null, start: 2, length: 2 },
      { stage: 'mat', start: 4, length: 1 },
    ]);
  });

  it('covers every slot once and gives back the row it came from', () => {
    const row = fc.array(fc.option(fc.constantFrom(...STAGE_CODES), { nil: null }), { minLength: 24, maxLength: 24 });
    fc.assert(
      fc.property(row, (slots) => {
        const runs = stageRuns(slots);
        expect(runs.flatMap((run) => Array<typeof run.stage>(run.length).fill(run.stage))).toEqual(slots);
        runs.slice(1).forEach((run, i) => expect(run.stage).not.toBe(runs[i]!.stage));
      }),
    );
  });
});
