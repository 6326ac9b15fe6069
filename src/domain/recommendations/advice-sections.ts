import type { CalendarSlots } from '@/domain/calendar/active-stages';
import type { CalendarMode } from '@/domain/calendar/calendar-mode';
import type { ConditionCode, RainfallClass, WindSignal } from '@/domain/weather/conditions';
import { seasonalNeeds, specialNeeds, tendayNeeds, type AdviceNeed } from './advice-needs';
import type { RecommendationType } from './recommendation-types';

/** What the latest outlooks say for one place, in the terms recommendations are triggered by. */
export interface PlaceOutlooks<TIssuance> {
  tenday: { issuance: TIssuance; rainfall: RainfallClass | null } | null;
  seasonal: { issuance: TIssuance; months: readonly { month: string; category: ConditionCode }[] } | null;
  /** The signal is null when the place is under none (or no cyclone is active). */
  special: { issuance: TIssuance; name: string | null; signal: WindSignal | null } | null;
}

export interface AdviceSectionDraft<TIssuance> {
  type: RecommendationType;
  issuance: TIssuance;
  /** The forecast the advice answers: rainfall class, condition or wind signal. */
  trigger: string;
  /** Seasonal only: the outlook month the advice is for (`YYYY-MM`). */
  month: string | null;
  cycloneName: string | null;
  needs: AdviceNeed[];
}

/**
 * The advice a calendar needs under its place's outlooks: the 10-day or the seasonal outlook (by the
 * calendar's mode) and any cyclone signal. `month` picks the seasonal month (the first when not covered).
 */
export function adviceSections<TIssuance extends { validFrom: string; forecastDate: string }>(
  outlooks: PlaceOutlooks<TIssuance>,
  calendar: { mode: CalendarMode; slots: CalendarSlots },
  month: string,
): AdviceSectionDraft<TIssuance>[] {
  const sections: AdviceSectionDraft<TIssuance>[] = [];
  const { tenday, seasonal, special } = outlooks;
  if (calendar.mode === 'ten_day' && tenday?.rainfall) {
    const needs = tendayNeeds(calendar.slots, tenday.issuance.validFrom, tenday.rainfall);
    sections.push({ type: 'tenday', issuance: tenday.issuance, trigger: tenday.rainfall, month: null, cycloneName: null, needs });
  }
  if (calendar.mode === 'seasonal' && seasonal) {
    const chosen = seasonal.months.find((m) => m.month === month) ?? seasonal.months[0];
    if (chosen && chosen.category !== 'nda') {
      const needs = seasonalNeeds(calendar.slots, [chosen]);
      sections.push({ type: 'seasonal', issuance: seasonal.issuance, trigger: chosen.category, month: chosen.month, cycloneName: null, needs });
    }
  }
  if (special?.signal) {
    const needs = specialNeeds(calendar.slots, special.issuance.forecastDate, special.signal);
    sections.push({ type: 'special', issuance: special.issuance, trigger: special.signal, month: null, cycloneName: special.name, needs });
  }
  return sections;
}
