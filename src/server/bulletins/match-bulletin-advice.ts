import 'server-only';
import type { BulletinAdvice, BulletinDocument } from '@/domain/bulletins/bulletin-document';
import type { CropDefinition } from '@/domain/crops/crop-definition';
import type { AdviceNeed } from '@/domain/recommendations/advice-needs';
import { ALL_STAGES } from '@/domain/recommendations/farm-operations';
import { matchAdvice } from '@/domain/recommendations/match-advice';
import { memoPerDataVersion } from '@/server/cache/memo-per-data-version';
import type { Queryable } from '@/server/db/database';
import { AppError } from '@/server/errors/app-error';
import { findRecommendations } from '@/server/recommendations/find-recommendations';
import type { BulletinContext } from './bulletin-context';

function forecastLabel(type: AdviceNeed['type'], trigger: string, context: BulletinContext): string {
  if (type === 'special') return context.weather(`signal_${trigger}` as Parameters<typeof context.weather>[0]);
  return context.conditions(`${type === 'tenday' ? 'rain' : 'cat'}_${trigger}` as Parameters<typeof context.conditions>[0]);
}

const OUTLOOK_NAMES: Record<AdviceNeed['type'], string> = { tenday: '10-day outlook', seasonal: 'seasonal outlook', special: 'cyclone advisory' };

/**
 * The stages a bulletin's needs cover, the recommendations that answer them in its language (general advice
 * included: see matchAdvice), and the stages left without any. A bulletin with no advice at all is refused,
 * naming the place, crop and forecast, so that no half-empty bulletin is ever saved.
 */
export async function matchBulletinAdvice(
  db: Queryable,
  input: { crop: CropDefinition; place: string; needs: readonly AdviceNeed[]; context: BulletinContext },
): Promise<Pick<BulletinDocument, 'stages' | 'advice' | 'stagesWithoutAdvice'> & { recommendationIds: number[]; isDemo: boolean }> {
  const { crop, needs, context } = input;
  const label = (code: string) => crop.stages.find((s) => s.code === code)?.[context.locale] ?? code;
  const stages = new Map<string, { code: NonNullable<AdviceNeed['stage']>; label: string; slots: number[] }>();
  for (const need of needs) {
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
        return memoPerDataVersion(db, `bulletin recommendations ${JSON.stringify(query)}`, () => findRecommendations(db, query, { allowEmpty: true }));
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
  const covered = new Set(
    matched.filter((m) => m.items.length > 0).map((m) => m.need.stage ?? `general ${m.need.type} ${m.need.trigger} ${m.need.month ?? ''}`),
  );
  const withoutAdvice = [...stages.values()].filter(
    (stage) => !covered.has(stage.code) && !needs.some((n) => n.stage === stage.code && covered.has(`general ${n.type} ${n.trigger} ${n.month ?? ''}`)),
  );
  return {
    stages: [...stages.values()],
    advice,
    stagesWithoutAdvice: withoutAdvice.map((s) => s.label),
    recommendationIds: advice.map((a) => a.recommendationId),
    isDemo,
  };
}
