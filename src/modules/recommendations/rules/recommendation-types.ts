import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import { RAINFALL_CLASSES, WIND_SIGNALS } from '@/modules/weather/rules/conditions';

export const RECOMMENDATION_TYPES = ['seasonal', 'tenday', 'special'] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

export const RISK_LABELS = [
  'no_risk',
  'flood_submergence',
  'dry_condition',
  'dry_spell',
  'drought',
  'wet_condition',
  'wet_spell',
  'water_shortage_risk',
] as const;
export type RiskLabel = (typeof RISK_LABELS)[number];

/** What sets a recommendation off: a seasonal condition, a 10-day rainfall class, or a wind signal. */
export const TRIGGERS: Record<RecommendationType, readonly string[]> = {
  seasonal: RAINFALL_CLASSES,
  tenday: RAINFALL_CLASSES,
  special: WIND_SIGNALS,
};

export interface RecommendationDraft {
  type: RecommendationType;
  /** null: for every crop (general advice such as securing seed before a cyclone). */
  cropKey: string | null;
  /** null: general advice for the trigger, not tied to a stage. */
  stage: StageCode | null;
  farmOperation: string;
  /** null: applies whatever the forecast (workbooks without a trigger column). */
  trigger: string | null;
  risk: RiskLabel | null;
  /** Sanitised HTML fragments (allow-list ol ul li p strong b em i br). */
  impactEn: string;
  impactTl: string;
  practiceEn: string;
  practiceTl: string;
  sms: string | null;
}
