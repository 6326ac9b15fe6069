import { z } from 'zod';
import { bilingual, isoInstant, nothingStored, withMessage } from '@/platform/contracts/answers';
import { operation } from '@/platform/contracts/api-operation';
import { STAGE_CODES } from '@/modules/calendar/rules/crops/stage-codes';
import { issuanceSummarySchema } from '@/modules/weather/rules/weather-contract';
import { ALERT_REVIEW_STATES } from './alert-advice';
import { recommendationListSchema, recommendationQuerySchema, recommendationSchema } from './recommendation-input';
import { RECOMMENDATION_TYPES, RISK_LABELS } from './recommendation-types';

const edit = { kind: 'action', action: 'recommendation.edit' } as const;
const approve = { kind: 'action', action: 'recommendation.approve' } as const;
const tag = 'Recommendations';
const type = z.enum(RECOMMENDATION_TYPES);

export const recommendationParams = z.object({
  id: z.coerce.number({ error: 'the recommendation id must be a number' }).int().positive().max(2_147_483_647),
});

/** A stored recommendation as the API, the pages and the exports show it (texts are sanitised HTML). */
export const recommendationViewSchema = z.object({
  id: z.number().int(),
  type,
  /** null: for every crop. */
  crop: z.string().nullable(),
  /** null: general advice for the trigger, not tied to a stage. */
  stage: z.enum(STAGE_CODES).nullable(),
  /** The crop's word for the stage, or "All stages" for general advice. */
  stageLabel: bilingual,
  farmOperation: z.string(),
  /** The operation in both languages when it is a known one, else as written. */
  farmOperationLabel: bilingual,
  /** Condition code, rainfall class or wind signal; null applies whatever the forecast. */
  trigger: z.string().nullable(),
  risk: z.enum(RISK_LABELS).nullable(),
  impact: bilingual,
  practice: bilingual,
  sms: z.string().nullable(),
  isDemo: z.boolean(),
  updatedBy: z.string(),
  updatedAt: isoInstant,
});

/** Where a recommendation stands for the instructions of the CAP alerts (decision 090). */
export const alertReviewSchema = z.object({
  /** none: no alert carries it; waiting: no reviewer approved it; approved: as it stands; changed: alerts carry the approved version. */
  state: z.enum(ALERT_REVIEW_STATES),
  /** The recommendation's revision as it stands: the one a reviewer approves. */
  revision: z.number().int(),
  /** The version the alerts carry, who approved it and when; null when no reviewer approved one. */
  approved: z
    .object({
      revision: z.number().int(),
      farmOperation: z.string(),
      trigger: z.string().nullable(),
      practice: bilingual,
      approvedBy: z.string(),
      approvedAt: isoInstant,
    })
    .nullable(),
});

/** A recommendation as the staff pages show it: who changed it last and where it stands for the CAP alerts. */
export const recommendationStaffViewSchema = recommendationViewSchema.extend({
  /** The account that made the last change; null when the portal stored it. */
  updatedById: z.string().nullable(),
  alert: alertReviewSchema,
});

const alertReviewed = withMessage({ id: z.number().int(), alert: alertReviewSchema });

const coverageReport = z.object({
  outlooks: z.object({ seasonal: issuanceSummarySchema.nullable(), tenday: issuanceSummarySchema.nullable(), special: issuanceSummarySchema.nullable() }),
  /** Place × crop × stage × forecast combinations the latest outlooks call for. */
  checked: z.number().int(),
  covered: z.number().int(),
  gaps: z.array(
    z.object({
      type,
      crop: z.string(),
      stage: z.string().nullable(),
      trigger: z.string().nullable(),
      month: z.string().nullable(),
      places: z.array(z.object({ psgc: z.string(), name: z.string(), province: z.string() })),
    }),
  ),
  triggersWithoutGeneral: z.array(z.object({ type, trigger: z.string() })),
});

const saved = withMessage({ recommendation: recommendationViewSchema });

export const RECOMMENDATIONS_CONTRACT = {
  find: operation({
    method: 'GET',
    path: '/api/recommendations',
    tag,
    summary: 'Recommendations by type, crop (with the rows for every crop), stages (`general` for general advice) and forecast',
    access: { kind: 'public' },
    input: recommendationQuerySchema,
    output: z.array(recommendationViewSchema),
    notFound: nothingStored,
    publicId: 'findRecommendations',
  }),
  create: operation({
    method: 'POST',
    path: '/api/recommendations',
    tag,
    summary: 'Adds a recommendation',
    access: edit,
    input: recommendationSchema,
    output: saved,
    status: 201,
  }),
  update: operation({
    method: 'PUT',
    path: '/api/recommendations/{id}',
    tag,
    summary: 'Replaces a recommendation',
    access: edit,
    input: recommendationSchema,
    params: recommendationParams,
    output: saved,
  }),
  remove: operation({
    method: 'DELETE',
    path: '/api/recommendations/{id}',
    tag,
    summary: 'Deletes a recommendation',
    access: { kind: 'action', action: 'recommendation.delete' },
    params: recommendationParams,
    output: withMessage({ id: z.number().int() }),
  }),
  approve: operation({
    method: 'POST',
    path: '/api/recommendations/{id}/approval',
    tag,
    summary: 'Approves a recommendation, at the revision the reviewer read, for the instructions of the CAP alerts saved from now on',
    access: approve,
    input: z
      .object({
        revision: z
          .number({ error: 'revision must be the revision of the recommendation you read, a number' })
          .int('revision must be a whole number')
          .positive('revision must be 1 or more')
          .max(2_147_483_647),
      })
      .strict(),
    params: recommendationParams,
    output: alertReviewed,
  }),
  withdrawApproval: operation({
    method: 'DELETE',
    path: '/api/recommendations/{id}/approval',
    tag,
    summary: 'Withdraws the approved version of a recommendation: the CAP alerts saved from now on leave it out',
    access: approve,
    params: recommendationParams,
    output: alertReviewed,
  }),
  coverage: operation({
    method: 'GET',
    path: '/api/recommendations/coverage',
    tag,
    summary: 'Which place × crop × active stage lacks a recommendation for the latest outlooks',
    access: edit,
    output: coverageReport,
  }),
  import: operation({
    method: 'POST',
    path: '/api/recommendations/import',
    tag,
    summary: 'A workbook with sheets Seasonal, 10-Day and Special replaces the recommendations of the types and crops it holds',
    access: edit,
    upload: { field: 'file', description: 'The workbook, and `crop` when it has no Crop column.' },
    output: withMessage({ file: z.string(), imported: z.number().int(), replaced: z.number().int(), sheets: z.record(z.string(), z.number().int()) }),
    status: 201,
  }),
  search: operation({
    method: 'GET',
    path: '/api/recommendations/search',
    tag,
    summary: 'The staff table: filters, search and the count of rows missing their Tagalog text',
    access: edit,
    input: recommendationListSchema,
    output: z.object({
      total: z.number().int(),
      missingTagalog: z.number().int(),
      rows: z.array(recommendationStaffViewSchema.extend({ missingTagalog: z.boolean() })),
    }),
  }),
};
