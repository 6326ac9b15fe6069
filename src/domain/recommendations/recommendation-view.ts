import type { StageCode } from '@/domain/crops/stage-codes';
import type { RecommendationType, RiskLabel } from './recommendation-types';

/** A stored recommendation as the API, the pages and the exports show it (texts are sanitised HTML). */
export interface RecommendationView {
  id: number;
  type: RecommendationType;
  /** null: for every crop. */
  crop: string | null;
  /** null: general advice for the trigger, not tied to a stage. */
  stage: StageCode | null;
  /** The crop's word for the stage, or "All stages" for general advice. */
  stageLabel: { en: string; tl: string };
  farmOperation: string;
  /** The operation in both languages when it is a known one (see farm-operations.ts), else as written. */
  farmOperationLabel: { en: string; tl: string };
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
