import type { StageCode } from '@/domain/crops/stage-codes';
import type { RecommendationType, RiskLabel } from './recommendation-types';

/** A stored recommendation as the API, the pages and the exports show it (texts are sanitised HTML). */
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
