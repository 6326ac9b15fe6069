import { CROP_CATALOGUE } from '@/domain/crops/crop-catalogue';
import { RISK_LABELS, TRIGGERS, type RecommendationType } from '@/domain/recommendations/recommendation-types';
import { triggerLabel } from '@/domain/recommendations/trigger-label';

export const RISK_NAMES: Record<string, string> = {
  no_risk: 'No risk',
  flood_submergence: 'Flood / submergence',
  dry_condition: 'Dry condition',
  dry_spell: 'Dry spell',
  drought: 'Drought',
  wet_condition: 'Wet condition',
  wet_spell: 'Wet spell',
  water_shortage_risk: 'Water shortage risk',
};

export const TYPE_NAMES: Record<RecommendationType, string> = { seasonal: 'Seasonal', tenday: '10-day', special: 'Special' };

/** The choices of the recommendation editor and filters, in English for staff. */
export function recommendationFormOptions() {
  return {
    crops: CROP_CATALOGUE.map((crop) => ({ key: crop.key, name: crop.name.en, stages: crop.stages.map((s) => ({ code: s.code, label: s.en })) })),
    triggers: Object.fromEntries(
      (Object.keys(TRIGGERS) as RecommendationType[]).map((type) => [type, TRIGGERS[type].map((value) => ({ value, label: triggerLabel(type, value) }))]),
    ) as Record<RecommendationType, { value: string; label: string }[]>,
    risks: RISK_LABELS.map((value) => ({ value, label: RISK_NAMES[value]! })),
  };
}
