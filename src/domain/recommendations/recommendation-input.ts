import { z } from 'zod';
import { STAGE_CODES } from '@/domain/crops/stage-codes';
import { cropByKey } from '@/domain/crops/crop-list';
import { RECOMMENDATION_TYPES, RISK_LABELS } from './recommendation-types';

const typeField = z.enum(RECOMMENDATION_TYPES, { error: 'type must be seasonal, tenday or special' });
const richText = z.string().max(20_000, 'a text is longer than 20,000 characters');

/** A recommendation written in the editor or sent by an API client; texts are sanitised by the service. */
export const recommendationSchema = z
  .object({
    type: typeField,
    crop: z.string().trim().min(1, 'crop is required').max(60),
    stage: z.enum(STAGE_CODES, { error: `stage must be one of ${STAGE_CODES.join(', ')}` }),
    farmOperation: z.string().trim().min(1, 'farmOperation is required').max(200),
    trigger: z.string().trim().max(40).nullable().default(null),
    risk: z.enum(RISK_LABELS, { error: `risk must be one of ${RISK_LABELS.join(', ')}` }).nullable().default(null),
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
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.enum(STAGE_CODES, { error: `stages must be among ${STAGE_CODES.join(', ')}` })).max(STAGE_CODES.length));

/** `GET /api/recommendations`: type and crop, one stage or a list, and the forecast (condition, rainfall class or signal). */
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
      .refine((key) => key === '' || cropByKey(key) !== undefined, 'crop must be the key of a known crop, such as rice')
      .optional(),
    stage: z.enum(STAGE_CODES).optional(),
    trigger: z.string().trim().max(40).optional(),
    q: z.string().trim().max(100).optional(),
    missingTagalog: z.enum(['1', 'true']).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type RecommendationListQuery = z.output<typeof recommendationListSchema>;
