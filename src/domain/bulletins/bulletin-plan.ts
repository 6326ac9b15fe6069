import type { CalendarSlots } from '@/domain/calendar/active-stages';
import type { CalendarMode } from '@/domain/calendar/calendar-mode';
import type { StageCode } from '@/domain/crops/stage-codes';
import {
  generalNeed,
  prevailingRainfall,
  seasonalNeeds,
  SPECIAL_WINDOW_DAYS,
  specialNeeds,
  tenDayNeeds,
  type AdviceNeed,
} from '@/domain/recommendations/advice-needs';
import { matchAdvice } from '@/domain/recommendations/match-advice';
import type { RecommendationType } from '@/domain/recommendations/recommendation-types';
import type { ConditionCode, RainfallClass, WindSignal } from '@/domain/weather/conditions';
import { monthEnd } from '@/domain/weather/seasonal-months';
import type { BulletinType } from './bulletin-document';

/*
 * What a bulletin will hold, worked out before it is made: the needs of its crop under its outlook and the
 * advice that answers them. The dashboard shows this beside the form; the rules are those of the server's
 * compose-*-bulletin.ts and match-bulletin-advice.ts, built from the same domain functions, so the list the
 * staff see is the list the PDF prints.
 */

export const RECOMMENDATION_TYPE_OF: Record<BulletinType, RecommendationType> = { seasonal: 'seasonal', ten_day: 'tenday', special_weather: 'special' };

/** The calendars a bulletin reads, in the order tried: a special bulletin takes the 10-day calendar, else the seasonal one. */
export const CALENDAR_MODES_OF: Record<BulletinType, readonly CalendarMode[]> = {
  seasonal: ['seasonal'],
  ten_day: ['ten_day'],
  special_weather: ['ten_day', 'seasonal'],
};

/** The part of an outlook the needs depend on. */
export type PlanOutlook =
  | { kind: 'ten_day'; validFrom: string; validTo: string; rainfall: readonly (RainfallClass | null | undefined)[] }
  /** The months the bulletin prints (one, or all six), in order. */
  | { kind: 'seasonal'; months: readonly { month: string; category: ConditionCode }[] }
  | { kind: 'special_weather'; forecastDate: string; signal: WindSignal };

export interface BulletinNeeds {
  needs: AdviceNeed[];
  /** The 10-day outlook's prevailing rainfall class (null: no day has one); null for the other kinds. */
  rainfall: RainfallClass | null;
  /** The period's last day. */
  lastDay: string;
  /** True when no stage need was found, so the bulletin names the crop's next stage instead. */
  namesNextStage: boolean;
}

const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The last day a bulletin speaks of: the 10-day window's, the last month's, or the cyclone window's (empty for no months). */
export function lastDayOf(outlook: PlanOutlook): string {
  switch (outlook.kind) {
    case 'ten_day':
      return outlook.validTo;
    case 'seasonal': {
      const last = outlook.months.at(-1);
      return last ? monthEnd(last.month) : '';
    }
    case 'special_weather':
      return addDays(outlook.forecastDate, SPECIAL_WINDOW_DAYS - 1);
  }
}

/** The needs of a calendar row under an outlook, as the compose step of each bulletin type works them out. */
export function bulletinNeeds(outlook: PlanOutlook, slots: CalendarSlots): BulletinNeeds {
  switch (outlook.kind) {
    case 'ten_day': {
      const rainfall = prevailingRainfall(outlook.rainfall);
      const stageNeeds = tenDayNeeds(slots, outlook.validFrom, rainfall);
      const needs = stageNeeds.length === 0 && rainfall ? [generalNeed('tenday', rainfall)] : stageNeeds;
      return { needs, rainfall, lastDay: lastDayOf(outlook), namesNextStage: stageNeeds.length === 0 };
    }
    case 'seasonal': {
      const needs = outlook.months.flatMap((month) => {
        const ofMonth = seasonalNeeds(slots, [month]);
        return ofMonth.length === 0 && month.category !== 'nda' ? [generalNeed('seasonal', month.category, month.month)] : ofMonth;
      });
      return { needs, rainfall: null, lastDay: lastDayOf(outlook), namesNextStage: !needs.some((need) => need.stage !== null) };
    }
    case 'special_weather': {
      const stageNeeds = specialNeeds(slots, outlook.forecastDate, outlook.signal);
      // The general advice for the signal comes first whatever the stage: what to do before the cyclone.
      return {
        needs: [generalNeed('special', outlook.signal), ...stageNeeds],
        rainfall: null,
        lastDay: lastDayOf(outlook),
        namesNextStage: stageNeeds.length === 0,
      };
    }
  }
}

export interface AdviceQuery {
  type: RecommendationType;
  crop: string;
  /** The stage codes of the needs, and `general` (general advice stands in for any stage without its own). */
  stages: string[];
  /** Given when every need has the same forecast; rows without a trigger still match. */
  forecast?: string;
}

/**
 * The `GET /api/recommendations` query that finds every row the needs can match: the server asks for the same
 * stages with general advice and filters by forecast afterwards; one shared forecast may go in the query. Null
 * without needs: there is nothing to ask for.
 */
export function adviceQuery(type: RecommendationType, crop: string, needs: readonly AdviceNeed[]): AdviceQuery | null {
  if (needs.length === 0) return null;
  const stages = [...new Set(needs.flatMap((need) => (need.stage ? [need.stage] : [])))];
  const triggers = [...new Set(needs.map((need) => need.trigger))];
  const forecast = triggers.length === 1 && triggers[0] ? triggers[0] : undefined;
  return { type, crop, stages: [...stages, 'general'], ...(forecast ? { forecast } : {}) };
}

type Matchable = { id: number; type: string; crop: string | null; stage: string | null; trigger: string | null };

export interface PlannedStage {
  code: StageCode;
  /** The calendar half-months of the period it occupies. */
  slots: number[];
}

export interface PlannedAdvice<R> {
  row: R;
  /** The forecast the advice answers (null: any). */
  trigger: string | null;
}

export interface AdvicePlan<R> {
  stages: PlannedStage[];
  /** Each row once, in the bulletin's order: general advice asked for, the stages', then general stand-ins. */
  advice: PlannedAdvice<R>[];
  /** Stages left with neither their own advice nor general advice for their forecast. */
  stagesWithoutAdvice: StageCode[];
}

/** The stages the needs cover and the rows that answer them, as the bulletin lists them. */
export function planAdvice<R extends Matchable>(needs: readonly AdviceNeed[], rows: readonly R[], crop: string): AdvicePlan<R> {
  const stages = new Map<StageCode, PlannedStage>();
  for (const need of needs) {
    if (need.stage === null) continue;
    const stage = stages.get(need.stage) ?? { code: need.stage, slots: [] };
    stage.slots = [...new Set([...stage.slots, ...need.slots])];
    stages.set(need.stage, stage);
  }
  const matched = matchAdvice(needs, rows, crop);
  const advice: PlannedAdvice<R>[] = [];
  for (const { need, items } of matched) {
    for (const row of items) if (!advice.some((a) => a.row.id === row.id)) advice.push({ row, trigger: need.trigger });
  }
  const generalKey = (need: AdviceNeed) => `general ${need.type} ${need.trigger} ${need.month ?? ''}`;
  const covered = new Set(matched.filter((m) => m.items.length > 0).map((m) => m.need.stage ?? generalKey(m.need)));
  const stagesWithoutAdvice = [...stages.keys()].filter((code) => !covered.has(code) && !needs.some((n) => n.stage === code && covered.has(generalKey(n))));
  return { stages: [...stages.values()], advice, stagesWithoutAdvice };
}
