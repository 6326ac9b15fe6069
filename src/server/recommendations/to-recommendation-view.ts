import 'server-only';
import type { recommendation } from '@/db/schema';
import { stageLabel } from '@/domain/crops/crop-list';
import type { StageCode } from '@/domain/crops/stage-codes';
import type { RecommendationType, RiskLabel } from '@/domain/recommendations/recommendation-types';

export interface RecommendationView {
  id: number;
  type: RecommendationType;
  crop: string;
  stage: StageCode;
  stageLabel: { en: string; tl: string };
  farmOperation: string;
  /** Condition code, rainfall class or wind signal; null applies whatever the forecast. */
  trigger: string | null;
  risk: RiskLabel | null;
  impact: { en: string; tl: string };
  practice: { en: string; tl: string };
  sms: string | null;
  isDemo: boolean;
  updatedBy: string;
  updatedAt: string;
}

/** The API and pages' shape of a stored recommendation (texts are already sanitised HTML). */
export function toRecommendationView(row: typeof recommendation.$inferSelect): RecommendationView {
  return {
    id: row.id,
    type: row.type,
    crop: row.cropKey,
    stage: row.stage,
    stageLabel: { en: stageLabel(row.cropKey, row.stage, 'en'), tl: stageLabel(row.cropKey, row.stage, 'tl') },
    farmOperation: row.farmOperation,
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
