import 'server-only';
import type { CalendarSlots } from '@/domain/calendar/active-stages';
import { answersNeed, seasonalNeeds, specialNeeds, tendayNeeds, type AdviceNeed } from '@/domain/recommendations/advice-needs';
import type { RecommendationType } from '@/domain/recommendations/recommendation-types';
import type { CalendarMode } from '@/domain/calendar/calendar-mode';
import type { Queryable } from '@/server/db/database';
import type { IssuanceSummary } from '@/server/weather/find-issuance';
import { findRecommendations } from './find-recommendations';
import { loadLatestOutlooks } from './load-latest-outlooks';
import type { RecommendationView } from './to-recommendation-view';

export interface AdviceSection {
  type: RecommendationType;
  issuance: IssuanceSummary;
  /** The forecast the advice answers: rainfall class, condition or wind signal. */
  trigger: string;
  /** Seasonal only: the outlook month the advice is for (`YYYY-MM`). */
  month: string | null;
  cycloneName: string | null;
  needs: AdviceNeed[];
  recommendations: RecommendationView[];
}

/**
 * What to do in one place for one crop under its latest outlooks: the 10-day or seasonal outlook (by the
 * calendar's mode) and any active cyclone. `month` picks the seasonal month (this month when covered).
 */
export async function getAdviceForPlace(
  db: Queryable,
  input: { municipalityPsgc: string; crop: string; mode: CalendarMode; slots: CalendarSlots; month: string },
): Promise<AdviceSection[]> {
  const outlooks = await loadLatestOutlooks({ municipality: input.municipalityPsgc });
  const sections: Omit<AdviceSection, 'recommendations'>[] = [];
  if (input.mode === 'ten_day' && outlooks.tenday) {
    const rainfall = outlooks.tenday.rainfall.get(input.municipalityPsgc) ?? null;
    const needs = tendayNeeds(input.slots, outlooks.tenday.issuance.validFrom, rainfall);
    if (rainfall) sections.push({ type: 'tenday', issuance: outlooks.tenday.issuance, trigger: rainfall, month: null, cycloneName: null, needs });
  }
  if (input.mode === 'seasonal' && outlooks.seasonal) {
    const months = outlooks.seasonal.months.get(input.municipalityPsgc) ?? [];
    const month = months.find((m) => m.month === input.month) ?? months[0];
    if (month && month.category !== 'nda') {
      const needs = seasonalNeeds(input.slots, [month]);
      sections.push({ type: 'seasonal', issuance: outlooks.seasonal.issuance, trigger: month.category, month: month.month, cycloneName: null, needs });
    }
  }
  const signal = outlooks.special?.signals.get(input.municipalityPsgc);
  if (outlooks.special && signal) {
    const needs = specialNeeds(input.slots, outlooks.special.issuance.forecastDate, signal);
    sections.push({ type: 'special', issuance: outlooks.special.issuance, trigger: signal, month: null, cycloneName: outlooks.special.name, needs });
  }
  return Promise.all(
    sections.map(async (section) => {
      const stages = [...new Set(section.needs.map((need) => need.stage))];
      const found = stages.length
        ? await findRecommendations(db, { type: section.type, crop: input.crop, stages, forecast: section.trigger }, { allowEmpty: true })
        : [];
      return { ...section, recommendations: found.filter((r) => section.needs.some((need) => answersNeed(r, input.crop, need))) };
    }),
  );
}
