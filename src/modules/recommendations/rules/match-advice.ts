import { answersNeed, generalNeed, type AdviceNeed } from './advice-needs';

type Matchable = { id: number; type: string; crop: string | null; stage: string | null; trigger: string | null };

export interface MatchedNeed<R> {
  need: AdviceNeed;
  items: R[];
}

const forecastKey = (need: AdviceNeed) => `${need.type} ${need.trigger ?? ''} ${need.month ?? ''}`;

/**
 * Each need of a crop with the recommendations that answer it. The general needs asked for (no stage is
 * active, or a cyclone signal is up) come first: they say what to do before anything else. Where a stage
 * finds no advice of its own, the general advice for that forecast stands in, after the stages' advice, so
 * no stage is left without a step to take when the office has written one for the forecast.
 */
export function matchAdvice<R extends Matchable>(needs: readonly AdviceNeed[], rows: readonly R[], crop: string): MatchedNeed<R>[] {
  const answer = (need: AdviceNeed): MatchedNeed<R> => ({ need, items: rows.filter((row) => answersNeed(row, crop, need)) });
  const asked = new Map(needs.filter((need) => need.stage === null).map((need) => [forecastKey(need), need]));
  const stages = needs.filter((need) => need.stage !== null).map(answer);
  const standIns = new Map<string, AdviceNeed>();
  for (const { need, items } of stages) {
    const key = forecastKey(need);
    if (items.length === 0 && !asked.has(key) && !standIns.has(key)) standIns.set(key, generalNeed(need.type, need.trigger, need.month));
  }
  return [...[...asked.values()].map(answer), ...stages, ...[...standIns.values()].map(answer)];
}
