import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';

export interface StageRun {
  stage: StageCode | null;
  /** First slot of the run. */
  start: number;
  length: number;
}

/** Consecutive equal slots as one run, so a table can draw a stage once across the half-months it lasts. */
export function stageRuns(slots: readonly (StageCode | null)[]): StageRun[] {
  const runs: StageRun[] = [];
  slots.forEach((stage, slot) => {
    const last = runs.at(-1);
    if (last?.stage === stage) last.length += 1;
    else runs.push({ stage, start: slot, length: 1 });
  });
  return runs;
}
