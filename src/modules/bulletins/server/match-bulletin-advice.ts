import 'server-only';
import type { BulletinAdvice, BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { CropDefinition } from '@/modules/calendar/rules/crops/crop-definition';
import type { AdviceNeed } from '@/modules/recommendations/rules/advice-needs';
import { ALL_STAGES } from '@/modules/recommendations/rules/farm-operations';
import { matchAdvice } from '@/modules/recommendations/rules/match-advice';
import { stormPlace } from '@/modules/recommendations/rules/storm-first';
import { type RaisedSignal } from '@/modules/weather/rules/raised-signal';
import type { RecommendationView } from '@/modules/recommendations/rules/recommendation-view';
import { memoPerGeneration } from '@/platform/cache/memo-per-generation';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { findRecommendations } from '@/modules/recommendations/server/find-recommendations';
import type { BulletinContext } from './bulletin-context';

function forecastLabel(type: AdviceNeed['type'], trigger: string, context: BulletinContext): string {
  if (type === 'special') return context.weather(`signal_${trigger}` as Parameters<typeof context.weather>[0]);
  return context.conditions(`${type === 'tenday' ? 'rain' : 'cat'}_${trigger}` as Parameters<typeof context.conditions>[0]);
}

/** The storm's advice first, what waits for the storm to pass last; Array.prototype.sort is stable, so each keeps its order. */
const STORM_RANK = { storm: 0, meanwhile: 1, after_storm: 2 } as const;

const weighed = (item: RecommendationView) => ({
  type: item.type,
  trigger: item.trigger,
  risk: item.risk,
  texts: [item.impact.en, item.impact.tl, item.practice.en, item.practice.tl, item.sms ?? ''],
});

const OUTLOOK_NAMES: Record<AdviceNeed['type'], string> = { tenday: '10-day outlook', seasonal: 'seasonal outlook', special: 'cyclone advisory' };

/**
 * The stages a bulletin's needs cover, the recommendations that answer them in its language (general advice
 * included: see matchAdvice), and the stages left without any. A bulletin with no advice at all is refused,
 * naming the place, crop and forecast, so that no half-empty bulletin is ever saved.
 */
export async function matchBulletinAdvice(
  db: Queryable,
  input: {
    crop: CropDefinition;
    place: string;
    needs: readonly AdviceNeed[];
    context: BulletinContext;
    /**
     * A 10-day or seasonal bulletin's place under a raised signal: the cyclone's needs (`stormNeeds`),
     * whose advice leads, and the signal that sends advice contradicting the storm after it (`stormPlace`).
     */
    storm?: { signal: RaisedSignal; needs: readonly AdviceNeed[] } | null;
  },
): Promise<Pick<BulletinDocument, 'stages' | 'advice' | 'stagesWithoutAdvice'> & { recommendationIds: number[]; isDemo: boolean }> {
  const { crop, context, storm } = input;
  const needs = [...(storm?.needs ?? []), ...input.needs];
  const label = (code: string) => crop.stages.find((s) => s.code === code)?.[context.locale] ?? code;
  const stages = new Map<string, { code: NonNullable<AdviceNeed['stage']>; label: string; slots: number[] }>();
  for (const need of input.needs) {
    if (need.stage === null) continue;
    const stage = stages.get(need.stage) ?? { code: need.stage, label: label(need.stage), slots: [] };
    stage.slots = [...new Set([...stage.slots, ...need.slots])];
    stages.set(need.stage, stage);
  }
  const types = [...new Set(needs.map((need) => need.type))];
  const rows = (
    await Promise.all(
      types.map((type) => {
        const query = { type, crop: crop.key, stages: [...stages.keys(), null] as AdviceNeed['stage'][] };
        // Read once per data version: a batch's bulletins ask the same few questions for every town.
        return memoPerGeneration(db, `bulletin recommendations ${JSON.stringify(query)}`, () => findRecommendations(db, query, { allowEmpty: true }));
      }),
    )
  ).flat();
  const matched = matchAdvice(needs, rows, crop.key);

  const advice: BulletinAdvice[] = [];
  const tagalog = context.locale === 'tl';
  let isDemo = false;
  for (const { need, items } of matched) {
    for (const item of items) {
      if (advice.some((a) => a.recommendationId === item.id)) continue;
      isDemo ||= item.isDemo;
      const place = storm ? stormPlace(weighed(item), storm.signal) : 'meanwhile';
      advice.push({
        recommendationId: item.id,
        stage: item.stage,
        stageLabel: item.stage === null ? ALL_STAGES[context.locale] : label(item.stage),
        farmOperation: item.farmOperationLabel[context.locale],
        trigger: need.trigger ?? '',
        forecast: need.trigger ? forecastLabel(need.type, need.trigger, context) : '',
        risk: item.risk ? context.calendar(`risk_${item.risk}`) : null,
        impact: tagalog && item.impact.tl ? item.impact.tl : item.impact.en,
        practice: tagalog && item.practice.tl ? item.practice.tl : item.practice.en,
        englishOnly: tagalog && (!item.practice.tl || (item.impact.en !== '' && !item.impact.tl)),
        ...(place === 'meanwhile' ? {} : { storm: place }),
      });
    }
  }
  if (advice.length === 0) {
    const forecasts = [...new Set(needs.filter((n) => n.trigger).map((n) => `${forecastLabel(n.type, n.trigger!, context)} (${OUTLOOK_NAMES[n.type]})`))];
    const stageNames = [...stages.values()].map((s) => s.label);
    throw new AppError(
      'UNPROCESSABLE',
      `There is no advice for ${crop.name.en} in ${input.place} under ${forecasts.join(', ') || 'this outlook'}: no recommendation is written for ` +
        `${stageNames.length ? `its stages (${stageNames.join(', ')})` : 'it'} nor general advice for this forecast. ` +
        'Add one under Recommendations, then make the bulletin again.',
      { details: { crop: crop.key, place: input.place, triggers: [...new Set(needs.map((n) => n.trigger))] } },
    );
  }
  // A stage whose own advice is missing but whose forecast has general advice is not left empty-handed.
  const own = storm ? matched.filter((m) => m.need.type !== 'special') : matched;
  const covered = new Set(own.filter((m) => m.items.length > 0).map((m) => m.need.stage ?? `general ${m.need.type} ${m.need.trigger} ${m.need.month ?? ''}`));
  const withoutAdvice = [...stages.values()].filter(
    (stage) => !covered.has(stage.code) && !input.needs.some((n) => n.stage === stage.code && covered.has(`general ${n.type} ${n.trigger} ${n.month ?? ''}`)),
  );
  return {
    stages: [...stages.values()],
    advice: [...advice].sort((a, b) => STORM_RANK[a.storm ?? 'meanwhile'] - STORM_RANK[b.storm ?? 'meanwhile']),
    stagesWithoutAdvice: withoutAdvice.map((s) => s.label),
    recommendationIds: advice.map((a) => a.recommendationId),
    isDemo,
  };
}
