import { farmOperationLabel, recommendationStageLabel } from '@/modules/recommendations/rules/farm-operations';
import { ALL_CROPS_KEY, GENERAL_STAGE } from '@/modules/recommendations/rules/recommendation-input';
import { RECOMMENDATION_TYPES } from '@/modules/recommendations/rules/recommendation-types';
import type { RecommendationView } from '@/modules/recommendations/rules/recommendation-view';
import { triggerLabel } from '@/modules/recommendations/rules/trigger-label';
import { exchangeUpdatedBy, firestoreTimestamp, newestDate, type ExchangeCollection } from './exchange-document';

export type RecommendationInput = Omit<RecommendationView, 'stageLabel' | 'farmOperationLabel'>;

export const RECOMMENDATIONS_MAPPING = [
  'n_list_crop_recommendations_{seasonal|tenday|special}: one document per recommendation, id = this portal’s recommendation id.',
  'crop is the crop key (rice, corn, …), or "all" for advice that holds for every crop; crop_stage the stage code (prep … mat) with crop_stage_label / crop_stage_label_tag in the crop’s own words, or "general" for general advice for the forecast, not tied to a stage (labels "All stages" / "Lahat ng yugto").',
  'farm_operation is the operation as written (English); farm_operation_tag its Tagalog name when it is a known operation, else the same text.',
  'forecast is what sets the advice off: a seasonal condition code (wb_normal, b_normal, near_normal, above_normal), a 10-day rainfall class in the same codes, or a wind signal (general_no_signal, signal_number_1 … 5); null means any forecast (national seasonal reads filter on forecast ==, so such rows need copying per code there).',
  'impact, practice: English; impact_tag, practice_tag: Tagalog ("tag", as the bulletins name the language); all four are sanitised HTML fragments (ol ul li p strong b em i br); "" when not written.',
  'risk is a label code (no_risk, flood_submergence, dry_condition, dry_spell, drought, wet_condition, wet_spell, water_shortage_risk) or null; sms the short text or null.',
  'n_list_crop_recommendations/{type}: the lite document, holding every recommendation of the type in data[] (with its id) and metadata (count, date_created). A very large set may pass Firestore’s 1 MiB document limit: load the per-recommendation documents instead.',
  'is_demo marks the sample recommendations seeded into a new portal; they are not official.',
] as const;

function shapeRecommendation(row: RecommendationInput) {
  const stageLabel = recommendationStageLabel(row.crop, row.stage);
  return {
    crop: row.crop ?? ALL_CROPS_KEY,
    crop_stage: row.stage ?? GENERAL_STAGE,
    crop_stage_label: stageLabel.en,
    crop_stage_label_tag: stageLabel.tl,
    farm_operation: row.farmOperation,
    farm_operation_tag: farmOperationLabel(row.farmOperation).tl,
    forecast: row.trigger,
    forecast_label: triggerLabel(row.type, row.trigger),
    risk: row.risk,
    impact: row.impact.en,
    impact_tag: row.impact.tl,
    practice: row.practice.en,
    practice_tag: row.practice.tl,
    sms: row.sms,
    is_demo: row.isDemo,
    updated_by: exchangeUpdatedBy({ updatedBy: row.updatedBy }),
    date_updated: firestoreTimestamp(row.updatedAt),
  };
}

/** Per type with rows: the per-recommendation collection, then the lite document. */
export function shapeRecommendations(rows: readonly RecommendationInput[]): ExchangeCollection[] {
  return RECOMMENDATION_TYPES.flatMap((type) => {
    const ofType = rows.filter((row) => row.type === type);
    if (ofType.length === 0) return [];
    const documents = ofType.map((row) => ({ id: String(row.id), data: shapeRecommendation(row) }));
    const newest = newestDate(ofType.map((row) => row.updatedAt))!;
    return [
      { path: `n_list_crop_recommendations_${type}`, documents },
      {
        path: 'n_list_crop_recommendations',
        documents: [
          {
            id: type,
            data: {
              type,
              data: documents.map((document) => ({ id: document.id, ...document.data })),
              metadata: { count: documents.length, date_created: firestoreTimestamp(newest) },
            },
          },
        ],
      },
    ];
  });
}
