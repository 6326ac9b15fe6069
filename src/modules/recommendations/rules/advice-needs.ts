import { activeStages, type CalendarSlots } from '@/modules/calendar/rules/active-stages';
import { monthSlots, parseIsoDate, tenDaySlots, type SlotIndex } from '@/modules/calendar/rules/month-halves';
import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import { RAINFALL_CLASSES, type ConditionCode, type RainfallClass, type WindSignal } from '@/modules/weather/rules/conditions';
import type { RecommendationType } from './recommendation-types';

/** One piece of advice a place needs: for this stage (null: general advice), under this forecast (null: none current). */
export interface AdviceNeed {
  type: RecommendationType;
  stage: StageCode | null;
  trigger: string | null;
  slots: SlotIndex[];
  /** `YYYY-MM` for seasonal needs. */
  month?: string;
}

/** Days a cyclone advisory is taken to concern when matching stages: the next three days. */
export const SPECIAL_WINDOW_DAYS = 3;

/**
 * The class most days of a 10-day outlook fall in; ties go to the wetter class, as heavy rain does the
 * quicker harm to standing crops. Null when no day has a class.
 */
export function prevailingRainfall(days: readonly (RainfallClass | null | undefined)[]): RainfallClass | null {
  const tally = new Map<RainfallClass, number>();
  for (const day of days) if (day) tally.set(day, (tally.get(day) ?? 0) + 1);
  let best: RainfallClass | null = null;
  for (const code of RAINFALL_CLASSES) {
    if ((tally.get(code) ?? 0) > 0 && (best === null || tally.get(code)! >= tally.get(best)!)) best = code;
  }
  return best;
}

export function tenDayNeeds(slots: CalendarSlots, start: string, rainfall: RainfallClass | null): AdviceNeed[] {
  if (!rainfall) return [];
  return activeStages(slots, tenDaySlots(parseIsoDate(start))).map(({ stage, slots: at }) => ({ type: 'tenday', stage, trigger: rainfall, slots: at }));
}

/** Per outlook month with a category, the stages of that month's two halves under that month's category. */
export function seasonalNeeds(slots: CalendarSlots, months: readonly { month: string; category: ConditionCode }[]): AdviceNeed[] {
  return months.flatMap(({ month, category }) => {
    if (category === 'nda') return [];
    const monthIndex = Number(month.slice(5, 7)) - 1;
    return activeStages(slots, monthSlots(monthIndex)).map(({ stage, slots: at }) => ({
      type: 'seasonal' as const,
      stage,
      trigger: category,
      slots: at,
      month,
    }));
  });
}

export function specialNeeds(slots: CalendarSlots, advisoryDate: string, signal: WindSignal | null): AdviceNeed[] {
  if (!signal) return [];
  return activeStages(slots, tenDaySlots(parseIsoDate(advisoryDate), SPECIAL_WINDOW_DAYS)).map(({ stage, slots: at }) => ({
    type: 'special',
    stage,
    trigger: signal,
    slots: at,
  }));
}

/** General advice for a forecast, not tied to a stage: asked for when no stage is active, and always under a wind signal. */
export function generalNeed(type: RecommendationType, trigger: string | null, month?: string): AdviceNeed {
  return { type, stage: null, trigger, slots: [], ...(month ? { month } : {}) };
}

/**
 * Whether a recommendation answers a need: same type and stage (general rows answer general needs), the
 * crop or every crop, and the need's trigger or none. A need without a current forecast is answered only
 * by advice that holds whatever the forecast.
 */
export function answersNeed(
  recommendation: { type: string; crop: string | null; stage: string | null; trigger: string | null },
  crop: string,
  need: AdviceNeed,
): boolean {
  return (
    recommendation.type === need.type &&
    (recommendation.crop === null || recommendation.crop === crop) &&
    recommendation.stage === need.stage &&
    (recommendation.trigger === null || recommendation.trigger === need.trigger)
  );
}
