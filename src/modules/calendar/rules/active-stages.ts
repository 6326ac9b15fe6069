import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import { SLOT_COUNT, type SlotIndex } from './month-halves';

export type CalendarSlots = readonly (StageCode | null)[];

export interface ActiveStage {
  stage: StageCode;
  /** The covered slots the stage occupies, in the period's order. */
  slots: SlotIndex[];
}

/** The stages a calendar row holds in the given slots, each once, in the order they first occur. */
export function activeStages(slots: CalendarSlots, covered: readonly SlotIndex[]): ActiveStage[] {
  if (slots.length !== SLOT_COUNT) throw new Error(`a calendar row has ${SLOT_COUNT} slots, not ${slots.length}`);
  const found = new Map<StageCode, SlotIndex[]>();
  for (const slot of covered) {
    const stage = slots[slot];
    if (!stage) continue;
    found.set(stage, [...(found.get(stage) ?? []), slot]);
  }
  return [...found].map(([stage, at]) => ({ stage, slots: at }));
}
