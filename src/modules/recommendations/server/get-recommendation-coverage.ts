import 'server-only';
import { recommendation } from '@/db/schema';
import { answersNeed, generalNeed, seasonalNeeds, specialNeeds, tenDayNeeds, type AdviceNeed } from '@/modules/recommendations/rules/advice-needs';
import { RECOMMENDATION_TYPES, TRIGGERS, type RecommendationType } from '@/modules/recommendations/rules/recommendation-types';
import { getCalendar, type CalendarEntry } from '@/modules/calendar/server/get-calendar';
import type { Queryable } from '@/platform/db/database';
import type { IssuanceSummary } from '@/modules/weather/server/find-issuance';
import { loadLatestOutlooks } from './load-latest-outlooks';

export interface CoverageGap {
  type: RecommendationType;
  crop: string;
  /** null: the general advice for the forecast (asked for where no stage falls in the outlook, and under every signal). */
  stage: string | null;
  trigger: string | null;
  month: string | null;
  places: { psgc: string; name: string; province: string }[];
}

export interface CoverageReport {
  outlooks: Record<RecommendationType, IssuanceSummary | null>;
  /** Place × crop × stage × forecast combinations the latest outlooks call for. */
  checked: number;
  covered: number;
  gaps: CoverageGap[];
  /** Triggers with no general advice for every crop: bulletins fall back on it when a crop has no stage or no advice of its own. */
  triggersWithoutGeneral: { type: RecommendationType; trigger: string }[];
}

/**
 * For the latest outlook of each kind: which place × crop × active stage (or, with no stage in the outlook,
 * the general advice) has no recommendation for the forecast there, grouped so one new recommendation fills a
 * whole row of gaps; and which triggers have no general advice for every crop. An outlook that has ended is
 * still checked (staff prepare for the next one) and marked `expired` in `outlooks`.
 */
export async function getRecommendationCoverage(db: Queryable): Promise<CoverageReport> {
  const [calendars, recommendations, outlooks] = await Promise.all([
    getCalendar(db, {}, { allowEmpty: true }),
    db.select({ type: recommendation.type, crop: recommendation.cropKey, stage: recommendation.stage, trigger: recommendation.trigger }).from(recommendation),
    loadLatestOutlooks(db),
  ]);
  const byPlaceCrop = new Map<string, Partial<Record<CalendarEntry['mode'], CalendarEntry>>>();
  for (const entry of calendars) {
    const key = `${entry.municipality.psgc}/${entry.crop}`;
    byPlaceCrop.set(key, { ...byPlaceCrop.get(key), [entry.mode]: entry });
  }

  const needs: { entry: CalendarEntry; need: AdviceNeed }[] = [];
  for (const modes of byPlaceCrop.values()) {
    const { ten_day: tenDay, seasonal } = modes;
    const place = (tenDay ?? seasonal)!.municipality.psgc;
    if (tenDay && outlooks.tenday) {
      const rainfall = outlooks.tenday.rainfall.get(place) ?? null;
      const found = tenDayNeeds(tenDay.slots, outlooks.tenday.issuance.validFrom, rainfall);
      const ofPlace = found.length === 0 && rainfall ? [generalNeed('tenday', rainfall)] : found;
      needs.push(...ofPlace.map((need) => ({ entry: tenDay, need })));
    }
    if (seasonal && outlooks.seasonal) {
      for (const month of outlooks.seasonal.months.get(place) ?? []) {
        const found = seasonalNeeds(seasonal.slots, [month]);
        const ofMonth = found.length === 0 && month.category !== 'nda' ? [generalNeed('seasonal', month.category, month.month)] : found;
        needs.push(...ofMonth.map((need) => ({ entry: seasonal, need })));
      }
    }
    const shortRange = tenDay ?? seasonal!;
    const signal = outlooks.special?.signals.get(place) ?? null;
    if (outlooks.special && signal) {
      const ofPlace = [generalNeed('special', signal), ...specialNeeds(shortRange.slots, outlooks.special.issuance.forecastDate, signal)];
      needs.push(...ofPlace.map((need) => ({ entry: shortRange, need })));
    }
  }

  const gaps = new Map<string, CoverageGap>();
  let covered = 0;
  for (const { entry, need } of needs) {
    if (recommendations.some((r) => answersNeed(r, entry.crop, need))) {
      covered++;
      continue;
    }
    const key = [need.type, entry.crop, need.stage ?? 'general', need.trigger, need.month ?? ''].join('/');
    const gap = gaps.get(key) ?? { type: need.type, crop: entry.crop, stage: need.stage, trigger: need.trigger, month: need.month ?? null, places: [] };
    if (!gap.places.some((p) => p.psgc === entry.municipality.psgc)) {
      gap.places.push({ psgc: entry.municipality.psgc, name: entry.municipality.name, province: entry.province.name });
    }
    gaps.set(key, gap);
  }
  return {
    outlooks: { tenday: outlooks.tenday?.issuance ?? null, seasonal: outlooks.seasonal?.issuance ?? null, special: outlooks.special?.issuance ?? null },
    checked: needs.length,
    covered,
    gaps: [...gaps.values()].sort((a, b) => b.places.length - a.places.length || a.crop.localeCompare(b.crop)),
    triggersWithoutGeneral: RECOMMENDATION_TYPES.flatMap((type) =>
      TRIGGERS[type]
        .filter(
          (trigger) => !recommendations.some((r) => r.type === type && r.crop === null && r.stage === null && (r.trigger === null || r.trigger === trigger)),
        )
        .map((trigger) => ({ type, trigger })),
    ),
  };
}
