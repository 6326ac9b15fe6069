import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { GENERIC_STAGE_LABELS, STAGE_CODES } from '@/modules/calendar/rules/crops/stage-codes';
import { ALL_CROPS } from '@/modules/recommendations/rules/farm-operations';
import { ALL_CROPS_KEY } from '@/modules/recommendations/rules/recommendation-input';
import { RISK_LABELS, TRIGGERS, type RecommendationType } from '@/modules/recommendations/rules/recommendation-types';
import { RISK_NAMES } from '@/modules/recommendations/rules/risk-names';
import { triggerLabel } from '@/modules/recommendations/rules/trigger-label';

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
