import 'server-only';
import type { CalendarSlots } from '@/domain/calendar/active-stages';
import type { CalendarMode } from '@/domain/calendar/calendar-mode';
import { answersNeed } from '@/domain/recommendations/advice-needs';
import { adviceSections, type AdviceSectionDraft } from '@/domain/recommendations/advice-sections';
import type { Queryable } from '@/server/db/database';
import type { IssuanceSummary } from '@/server/weather/find-issuance';
import { findRecommendations } from './find-recommendations';
import { loadLatestOutlooks } from './load-latest-outlooks';
import type { RecommendationView } from './to-recommendation-view';

export interface AdviceSection extends AdviceSectionDraft<IssuanceSummary> {
  recommendations: RecommendationView[];
}

/**
 * What to do in one place under its latest outlooks, for each of its calendars (crop and mode), in the
 * calendars' order. The outlooks are read once, and the recommendations once per outlook type: within
 * a place each type answers one forecast, so the stages of every calendar can be asked for together.
 */
export async function getAdviceForCalendars(
  db: Queryable,
  input: { municipalityPsgc: string; month: string; calendars: readonly { crop: string; mode: CalendarMode; slots: CalendarSlots }[] },
): Promise<AdviceSection[][]> {
  if (input.calendars.length === 0) return [];
  const psgc = input.municipalityPsgc;
  const latest = await loadLatestOutlooks({ municipality: psgc });
  const outlooks = {
    tenday: latest.tenday && { issuance: latest.tenday.issuance, rainfall: latest.tenday.rainfall.get(psgc) ?? null },
    seasonal: latest.seasonal && { issuance: latest.seasonal.issuance, months: latest.seasonal.months.get(psgc) ?? [] },
    special: latest.special && { issuance: latest.special.issuance, name: latest.special.name, signal: latest.special.signals.get(psgc) ?? null },
  };
  const drafts = input.calendars.map((calendar) => adviceSections(outlooks, calendar, input.month));

  const asks = new Map<string, { type: AdviceSection['type']; trigger: string; stages: Set<AdviceSection['needs'][number]['stage']> }>();
  for (const section of drafts.flat()) {
    const key = `${section.type} ${section.trigger}`;
    const ask = asks.get(key) ?? { type: section.type, trigger: section.trigger, stages: new Set() };
    for (const need of section.needs) ask.stages.add(need.stage);
    asks.set(key, ask);
  }
  const crops = new Set(input.calendars.map((calendar) => calendar.crop));
  const found = new Map(
    await Promise.all(
      [...asks].map(async ([key, ask]) => {
        const rows = ask.stages.size
          ? await findRecommendations(
              db,
              { type: ask.type, crop: crops.size === 1 ? [...crops][0] : undefined, stages: [...ask.stages], forecast: ask.trigger },
              { allowEmpty: true },
            )
          : [];
        return [key, rows] as const;
      }),
    ),
  );
  return drafts.map((sections, i) =>
    sections.map((section) => ({
      ...section,
      recommendations: (found.get(`${section.type} ${section.trigger}`) ?? []).filter((r) =>
        section.needs.some((need) => answersNeed(r, input.calendars[i]!.crop, need)),
      ),
    })),
  );
}
