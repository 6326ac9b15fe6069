import 'server-only';
import type { CalendarSlots } from '@/modules/calendar/rules/active-stages';
import type { CalendarMode } from '@/modules/calendar/rules/calendar-mode';
import { manilaToday } from '@/platform/format/manila-time';
import { adviceSections, type AdviceSectionDraft } from '@/modules/recommendations/rules/advice-sections';
import { matchAdvice } from '@/modules/recommendations/rules/match-advice';
import { stormPlace } from '@/modules/recommendations/rules/storm-first';
import type { Queryable } from '@/platform/db/database';
import type { IssuanceSummary } from '@/modules/weather/server/find-issuance';
import { findRecommendations } from './find-recommendations';
import { loadLatestOutlooks } from './load-latest-outlooks';
import type { RecommendationView } from './to-recommendation-view';

export interface AdviceSection extends AdviceSectionDraft<IssuanceSummary> {
  /** General advice first where it was asked for, then each stage's, then general advice standing in for a stage without any. */
  recommendations: RecommendationView[];
  /**
   * While a numbered signal is up for the place: this outlook's advice that contradicts the storm
   * (`stormPlace`), given after the cyclone's advice and said to wait until the storm has passed. Empty otherwise.
   */
  afterStorm: RecommendationView[];
}

const weighed = (view: RecommendationView) => ({
  type: view.type,
  trigger: view.trigger,
  risk: view.risk,
  texts: [view.impact.en, view.impact.tl, view.practice.en, view.practice.tl, view.sms ?? ''],
});

/**
 * What to do in one place under its outlooks valid today, for each of its calendars (crop and mode), in
 * the calendars' order. The outlooks are read once, and the recommendations once per outlook type and
 * forecast: within a place each type answers one forecast, so every calendar's stages are asked together.
 */
export async function getAdviceForCalendars(
  db: Queryable,
  input: { municipalityPsgc: string; month: string; today?: string; calendars: readonly { crop: string; mode: CalendarMode; slots: CalendarSlots }[] },
): Promise<AdviceSection[][]> {
  if (input.calendars.length === 0) return [];
  const psgc = input.municipalityPsgc;
  const latest = await loadLatestOutlooks(db, { municipality: psgc });
  const outlooks = {
    tenday: latest.tenday && { issuance: latest.tenday.issuance, rainfall: latest.tenday.rainfall.get(psgc) ?? null },
    seasonal: latest.seasonal && { issuance: latest.seasonal.issuance, months: latest.seasonal.months.get(psgc) ?? [] },
    special: latest.special && {
      issuance: latest.special.issuance,
      name: latest.special.name,
      bulletinNumber: latest.special.bulletinNumber,
      signal: latest.special.signals.get(psgc) ?? null,
    },
  };
  const today = input.today ?? manilaToday();
  // The same reading as findPlaceSignal: a signal of the newest advisory, while it is current.
  const signal = outlooks.special && !outlooks.special.issuance.expired ? outlooks.special.signal : null;
  const drafts = input.calendars.map((calendar) => adviceSections(outlooks, calendar, input.month, today));

  const asks = new Map<string, { type: AdviceSection['type']; trigger: string | null; stages: Set<AdviceSection['needs'][number]['stage']> }>();
  for (const section of drafts.flat()) {
    const key = `${section.type} ${section.trigger ?? ''}`;
    const ask = asks.get(key) ?? { type: section.type, trigger: section.trigger, stages: new Set([null]) };
    for (const need of section.needs) ask.stages.add(need.stage);
    asks.set(key, ask);
  }
  const crops = new Set(input.calendars.map((calendar) => calendar.crop));
  const found = new Map(
    await Promise.all(
      [...asks].map(async ([key, ask]) => {
        const rows = await findRecommendations(
          db,
          { type: ask.type, crop: crops.size === 1 ? [...crops][0] : undefined, stages: [...ask.stages], forecast: ask.trigger ?? undefined },
          { allowEmpty: true },
        );
        return [key, rows] as const;
      }),
    ),
  );
  return drafts.map((sections, i) =>
    sections.map((section) => {
      const rows = found.get(`${section.type} ${section.trigger ?? ''}`) ?? [];
      const matched = matchAdvice(section.needs, rows, input.calendars[i]!.crop).flatMap((m) => m.items);
      const recommendations = [...new Map(matched.map((r) => [r.id, r])).values()];
      const waits = (view: RecommendationView) => stormPlace(weighed(view), signal) === 'after_storm';
      return { ...section, recommendations: recommendations.filter((view) => !waits(view)), afterStorm: recommendations.filter(waits) };
    }),
  );
}
