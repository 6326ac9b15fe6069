import { z } from 'zod';
import { STAGE_CODES } from '@/modules/calendar/rules/crops/stage-codes';
import { cropByKey } from '@/modules/calendar/rules/crops/crop-list';
import { RECOMMENDATION_TYPES, RISK_LABELS } from './recommendation-types';

const typeField = z.enum(RECOMMENDATION_TYPES, { error: 'type must be seasonal, tenday or special' });

/** The stage word for general advice (not tied to a stage), as the editor, the API and workbooks write it. */
export const GENERAL_STAGE = 'general';
/** The crop word for advice that holds for every crop. */
export const ALL_CROPS_KEY = 'all';

/** A stage code, or `general` (any case) / null for general advice → null. */
const stageField = z
  .union([z.string().trim(), z.null()], { error: `stage must be one of ${STAGE_CODES.join(', ')} or general` })
  .transform((value) => (value === null || value.toLowerCase() === GENERAL_STAGE ? null : value))
  .pipe(z.enum(STAGE_CODES, { error: `stage must be one of ${STAGE_CODES.join(', ')} or general` }).nullable());

/** A crop key or name, or `all` (any case) / null for every crop → null. */
const cropField = z
  .union([z.string().trim().min(1, 'crop is required').max(60), z.null()], { error: 'crop is required (a crop key, or all)' })
  .transform((value) => (value === null || value.toLowerCase() === ALL_CROPS_KEY ? null : value));
const richText = z.string().max(20_000, 'a text is longer than 20,000 characters');

/** A recommendation written in the editor or sent by an API client; texts are sanitised by the service. */
export const recommendationSchema = z
  .object({
    type: typeField,
    crop: cropField,
    stage: stageField,
    farmOperation: z.string().trim().min(1, 'farmOperation is required').max(200),
    trigger: z.string().trim().max(40).nullable().default(null),
    risk: z
      .enum(RISK_LABELS, { error: `risk must be one of ${RISK_LABELS.join(', ')}` })
      .nullable()
      .default(null),
    impactEn: richText.default(''),
    impactTl: richText.default(''),
    practiceEn: richText.min(1, 'practiceEn is required'),
    practiceTl: richText.default(''),
    sms: z.string().trim().max(320, 'sms is longer than 320 characters').nullable().default(null),
  })
  .strict();
export type RecommendationInput = z.output<typeof recommendationSchema>;

const stageList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum([...STAGE_CODES, GENERAL_STAGE], { error: `stages must be among ${STAGE_CODES.join(', ')} and general` })).max(STAGE_CODES.length + 1));

/**
 * `GET /api/recommendations`: type and crop, one stage or a list, and the forecast (condition, rainfall class or signal).
 * A crop also finds the rows written for every crop; `general` among the stages finds the rows not tied to a stage.
 */
export const recommendationQuerySchema = z
  .object({
    type: typeField,
    crop: z.string().trim().min(1).max(60).optional(),
    stages: stageList.optional(),
    stage: stageList.optional(),
    crop_stage: stageList.optional(),
    forecast: z.string().trim().min(1).max(40).optional(),
  })
  .strict();

/** The staff table: filters and a free-text search. */
export const recommendationListSchema = z
  .object({
    type: typeField.optional(),
    crop: z
      .string()
      .trim()
      .max(60)
      .refine((key) => key === '' || key === ALL_CROPS_KEY || cropByKey(key) !== undefined, 'crop must be the key of a known crop, such as rice, or all')
      .optional(),
    stage: z.enum([...STAGE_CODES, GENERAL_STAGE]).optional(),
    trigger: z.string().trim().max(40).optional(),
    q: z.string().trim().max(100).optional(),
    missingTagalog: z.enum(['1', 'true']).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type RecommendationListQuery = z.output<typeof recommendationListSchema>;
