import { CROP_CATALOGUE } from '@/domain/crops/crop-catalogue';
import { GENERIC_STAGE_LABELS, STAGE_CODES } from '@/domain/crops/stage-codes';
import { ALL_CROPS } from '@/domain/recommendations/farm-operations';
import { ALL_CROPS_KEY } from '@/domain/recommendations/recommendation-input';
import { RISK_LABELS, TRIGGERS, type RecommendationType } from '@/domain/recommendations/recommendation-types';
import { RISK_NAMES } from '@/domain/recommendations/risk-names';
import { triggerLabel } from '@/domain/recommendations/trigger-label';

// One list of risk names: the dashboard's panel uses it without this file's editor options.
export { RISK_NAMES };

export const TYPE_NAMES: Record<RecommendationType, string> = { seasonal: 'Seasonal', tenday: '10-day', special: 'Special' };

/** The choices of the recommendation editor and filters, in English for staff; "All crops" first, for general advice. */
export function recommendationFormOptions() {
  return {
    crops: [
      { key: ALL_CROPS_KEY, name: ALL_CROPS.en, stages: STAGE_CODES.map((code) => ({ code, label: GENERIC_STAGE_LABELS[code].en })) },
      ...CROP_CATALOGUE.map((crop) => ({ key: crop.key, name: crop.name.en, stages: crop.stages.map((s) => ({ code: s.code, label: s.en })) })),
    ],
    triggers: Object.fromEntries(
      (Object.keys(TRIGGERS) as RecommendationType[]).map((type) => [type, TRIGGERS[type].map((value) => ({ value, label: triggerLabel(type, value) }))]),
    ) as Record<RecommendationType, { value: string; label: string }[]>,
    risks: RISK_LABELS.map((value) => ({ value, label: RISK_NAMES[value] })),
  };
}
