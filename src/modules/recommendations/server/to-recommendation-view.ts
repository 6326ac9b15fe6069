import 'server-only';
import type { recommendation } from '@/db/schema';
import { farmOperationLabel, recommendationStageLabel } from '@/modules/recommendations/rules/farm-operations';
import type { RiskLabel } from '@/modules/recommendations/rules/recommendation-types';
import type { RecommendationView } from '@/modules/recommendations/rules/recommendation-view';

export type { RecommendationView };

/** The API and pages' shape of a stored recommendation (texts are already sanitised HTML). */
export function toRecommendationView(row: typeof recommendation.$inferSelect): RecommendationView {
  return {
    id: row.id,
    type: row.type,
    crop: row.cropKey,
    stage: row.stage,
    stageLabel: recommendationStageLabel(row.cropKey, row.stage),
    farmOperation: row.farmOperation,
    farmOperationLabel: farmOperationLabel(row.farmOperation),
    trigger: row.trigger,
    risk: row.risk as RiskLabel | null,
    impact: { en: row.impactEn, tl: row.impactTl },
    practice: { en: row.practiceEn, tl: row.practiceTl },
    sms: row.sms,
    isDemo: row.isDemo,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}
