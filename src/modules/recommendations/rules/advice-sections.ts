import { activeStages, type CalendarSlots } from '@/modules/calendar/rules/active-stages';
import type { CalendarMode } from '@/modules/calendar/rules/calendar-mode';
import { parseIsoDate, tenDaySlots } from '@/modules/calendar/rules/month-halves';
import type { ConditionCode, RainfallClass, WindSignal } from '@/modules/weather/rules/conditions';
import { generalNeed, seasonalNeeds, specialNeeds, tenDayNeeds, type AdviceNeed } from './advice-needs';
import type { RecommendationType } from './recommendation-types';

/** What the latest outlooks say for one place, in the terms recommendations are triggered by. */
export interface PlaceOutlooks<TIssuance> {
  tenday: { issuance: TIssuance; rainfall: RainfallClass | null } | null;
  seasonal: { issuance: TIssuance; months: readonly { month: string; category: ConditionCode }[] } | null;
  /** The signal is null when the place is under none (or no cyclone is active). */
  special: { issuance: TIssuance; name: string | null; bulletinNumber?: string | null; signal: WindSignal | null } | null;
}

export interface AdviceSectionDraft<TIssuance> {
  type: RecommendationType;
  /** The outlook the advice answers; for a section without a current outlook, the one that ended (null: none loaded). */
  issuance: TIssuance | null;
  /**
   * False when the calendar's outlook has ended or none is loaded: the section then holds only advice that
   * holds whatever the forecast, for the stages of today, and says there is no current outlook.
   */
  current: boolean;
  /** The forecast the advice answers: rainfall class, condition or wind signal; null without a current outlook. */
  trigger: string | null;
  /** Seasonal only: the outlook month the advice is for (`YYYY-MM`). */
  month: string | null;
  cycloneName: string | null;
  /** Cyclone sections: PAGASA's advisory number, to name the advisory beside its issue time. */
  advisoryNumber: string | null;
  /** The stages' needs, and general needs (stage null): no stage active, a cyclone signal, or no current outlook. */
  needs: AdviceNeed[];
}

const TYPE_OF_MODE: Record<CalendarMode, RecommendationType> = { ten_day: 'tenday', seasonal: 'seasonal' };

/** The stage needs, or the general need for the forecast when no stage falls in the period. */
const orGeneral = (needs: AdviceNeed[], type: RecommendationType, trigger: string, month?: string) =>
  needs.length > 0 ? needs : [generalNeed(type, trigger, month)];

/**
 * The advice a calendar needs under its place's outlooks that are valid today: the 10-day or the seasonal
 * outlook (by the calendar's mode) and any cyclone signal. `month` picks the seasonal month (the first when
 * not covered). An outlook that has ended is never read as current: the calendar then gets one section
 * without a current outlook, naming the ended one, with what holds whatever the forecast for today's stages.
 */
export function adviceSections<TIssuance extends { validFrom: string; forecastDate: string; expired: boolean }>(
  outlooks: PlaceOutlooks<TIssuance>,
  calendar: { mode: CalendarMode; slots: CalendarSlots },
  month: string,
  today: string,
): AdviceSectionDraft<TIssuance>[] {
  const sections: AdviceSectionDraft<TIssuance>[] = [];
  const { tenday, seasonal, special } = outlooks;
  const base = { current: true, month: null, cycloneName: null, advisoryNumber: null };
  const mine = calendar.mode === 'ten_day' ? tenday : seasonal;
  if (!mine || mine.issuance.expired) {
    const now = activeStages(calendar.slots, tenDaySlots(parseIsoDate(today), 1));
    const type = TYPE_OF_MODE[calendar.mode];
    const needs = [generalNeed(type, null), ...now.map(({ stage, slots }) => ({ type, stage, trigger: null, slots }))];
    sections.push({ ...base, type, issuance: mine?.issuance ?? null, current: false, trigger: null, needs });
  } else if (calendar.mode === 'ten_day' && tenday?.rainfall) {
    const needs = orGeneral(tenDayNeeds(calendar.slots, tenday.issuance.validFrom, tenday.rainfall), 'tenday', tenday.rainfall);
    sections.push({ ...base, type: 'tenday', issuance: tenday.issuance, trigger: tenday.rainfall, needs });
  } else if (calendar.mode === 'seasonal' && seasonal) {
    const chosen = seasonal.months.find((m) => m.month === month) ?? seasonal.months[0];
    if (chosen && chosen.category !== 'nda') {
      const needs = orGeneral(seasonalNeeds(calendar.slots, [chosen]), 'seasonal', chosen.category, chosen.month);
      sections.push({ ...base, type: 'seasonal', issuance: seasonal.issuance, trigger: chosen.category, month: chosen.month, needs });
    }
  }
  if (special?.signal && !special.issuance.expired) {
    // The storm first: what to do before the cyclone leads every place's advice, whatever the stage.
    const needs = [generalNeed('special', special.signal), ...specialNeeds(calendar.slots, special.issuance.forecastDate, special.signal)];
    sections.unshift({
      ...base,
      type: 'special',
      issuance: special.issuance,
      trigger: special.signal,
      cycloneName: special.name,
      advisoryNumber: special.bulletinNumber ?? null,
      needs,
    });
  }
  return sections;
}
