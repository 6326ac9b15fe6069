import 'server-only';
import type { BulletinAdvice, BulletinDocument } from '@/domain/bulletins/bulletin-document';
import type { CropDefinition } from '@/domain/crops/crop-definition';
import { answersNeed, type AdviceNeed } from '@/domain/recommendations/advice-needs';
import type { Queryable } from '@/server/db/database';
import { findRecommendations } from '@/server/recommendations/find-recommendations';
import type { BulletinContext } from './bulletin-context';

function forecastLabel(type: AdviceNeed['type'], trigger: string, context: BulletinContext): string {
  if (type === 'special') return context.weather(`signal_${trigger}` as Parameters<typeof context.weather>[0]);
  return context.conditions(`${type === 'tenday' ? 'rain' : 'cat'}_${trigger}` as Parameters<typeof context.conditions>[0]);
}

/** The stages a bulletin's needs cover, the recommendations that answer them in its language, and the gaps. */
export async function matchBulletinAdvice(
  db: Queryable,
  crop: CropDefinition,
  needs: readonly AdviceNeed[],
  context: BulletinContext,
): Promise<Pick<BulletinDocument, 'stages' | 'advice' | 'stagesWithoutAdvice'> & { recommendationIds: number[]; isDemo: boolean }> {
  const label = (code: string) => crop.stages.find((s) => s.code === code)?.[context.locale] ?? code;
  const stages = new Map<string, { code: AdviceNeed['stage']; label: string; slots: number[] }>();
  for (const need of needs) {
    const stage = stages.get(need.stage) ?? { code: need.stage, label: label(need.stage), slots: [] };
    stage.slots = [...new Set([...stage.slots, ...need.slots])];
    stages.set(need.stage, stage);
  }
  const advice: BulletinAdvice[] = [];
  const answered = new Set<string>();
  let isDemo = false;
  for (const type of [...new Set(needs.map((need) => need.type))]) {
    const found = await findRecommendations(db, { type, crop: crop.key, stages: [...stages.keys()] as AdviceNeed['stage'][] }, { allowEmpty: true });
    for (const need of needs.filter((n) => n.type === type)) {
      for (const item of found.filter((r) => answersNeed(r, crop.key, need))) {
        answered.add(need.stage);
        if (advice.some((a) => a.recommendationId === item.id)) continue;
        const tagalog = context.locale === 'tl';
        const englishOnly = tagalog && (!item.practice.tl || (item.impact.en !== '' && !item.impact.tl));
        isDemo ||= item.isDemo;
        advice.push({
          recommendationId: item.id,
          stage: item.stage,
          stageLabel: label(item.stage),
          farmOperation: tagalog ? null : item.farmOperation,
          trigger: need.trigger,
          forecast: forecastLabel(type, need.trigger, context),
          risk: item.risk ? context.calendar(`risk_${item.risk}`) : null,
          impact: tagalog && item.impact.tl ? item.impact.tl : item.impact.en,
          practice: tagalog && item.practice.tl ? item.practice.tl : item.practice.en,
          englishOnly,
        });
      }
    }
  }
  return {
    stages: [...stages.values()],
    advice,
    stagesWithoutAdvice: [...stages.values()].filter((s) => !answered.has(s.code)).map((s) => s.label),
    recommendationIds: advice.map((a) => a.recommendationId),
    isDemo,
  };
}
