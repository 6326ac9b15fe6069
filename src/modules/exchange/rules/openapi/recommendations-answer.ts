import { z } from 'zod';
import { CALENDAR_MODES } from '@/modules/calendar/rules/calendar-mode';
import { RECOMMENDATION_TYPES, RISK_LABELS } from '@/modules/recommendations/rules/recommendation-types';
import { cropRefSchema, stageSchema, todaySchema } from './calendars-answer';
import { bilingualSchema, isoInstantSchema, labelled, openApiComponents, placeRefSchema } from './open-api-components';
import { issuanceSchema } from './outlooks-answer';
import { placeSignalSchema } from './signal-answer';

export const recommendationSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(RECOMMENDATION_TYPES),
    crop: z.string().nullable().meta({ description: 'The crop key; null for advice that holds for every crop.' }),
    stage: stageSchema.nullable().meta({ description: 'Null for general advice: for the forecast, not tied to a stage.' }),
    farmOperation: z.string(),
    farmOperationLabel: bilingualSchema.meta({ description: 'The operation in English and Tagalog (as written when it is not a known operation).' }),
    trigger: labelled(z.string())
      .nullable()
      .meta({ description: 'The forecast it answers (condition, rainfall class or wind signal); null for any forecast.' }),
    risk: z.enum(RISK_LABELS).nullable(),
    impact: bilingualSchema.meta({ description: 'Sanitised HTML fragments (p, ul, ol, li, strong, em, br).' }),
    practice: bilingualSchema.meta({ description: 'Sanitised HTML fragments (p, ul, ol, li, strong, em, br).' }),
    sms: z.string().nullable(),
    isDemo: z.boolean(),
    updatedAt: isoInstantSchema,
  })
  .register(openApiComponents, { id: 'Recommendation' });

export const adviceSectionSchema = z
  .object({
    type: z.enum(RECOMMENDATION_TYPES),
    current: z.boolean().meta({
      description:
        "False when the calendar's outlook has ended (issuance.expired) or none is loaded: the section then names that outlook and holds only advice that holds whatever the forecast, for today's stages.",
    }),
    issuance: issuanceSchema
      .nullable()
      .meta({ description: 'The outlook the advice answers; without a current outlook, the one that ended (null when none is loaded).' }),
    trigger: labelled(z.string())
      .nullable()
      .meta({ description: 'What the outlook says for the place, in the terms advice is keyed by; null without a current outlook.' }),
    month: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .nullable()
      .meta({ description: 'Seasonal: the outlook month the advice is for.' }),
    cycloneName: z.string().nullable(),
    stages: z
      .array(stageSchema.extend({ slots: z.array(z.number().int()) }))
      .meta({ description: 'The stages the calendar has in the period the outlook covers (today, without a current outlook).' }),
    recommendations: z.array(recommendationSchema).meta({
      description: "General advice (stage null) first where it applies (no stage in the period, a cyclone signal), then the stages' advice.",
    }),
    afterStorm: z.array(recommendationSchema).meta({
      description:
        "While a signal is up for the place: this outlook's advice for dry weather or water saving, which applies only after the storm has passed. Empty otherwise.",
    }),
  })
  .register(openApiComponents, { id: 'AdviceSection' });

export const cropAdviceSchema = z
  .object({ crop: cropRefSchema, mode: z.enum(CALENDAR_MODES), stageNow: stageSchema.nullable(), sections: z.array(adviceSectionSchema) })
  .register(openApiComponents, { id: 'CropAdvice' });

export const recommendationsAnswerSchema = z
  .object({
    place: placeRefSchema,
    today: todaySchema,
    signal: placeSignalSchema.nullable(),
    advice: z.array(cropAdviceSchema).meta({
      description: "One entry per calendar of the place (crop and mode), in the calendars' order; in each, the cyclone's section first while a signal is up.",
    }),
  })
  .register(openApiComponents, { id: 'RecommendationsAnswer' });

export type RecommendationAnswer = z.output<typeof recommendationSchema>;
export type RecommendationsAnswer = z.output<typeof recommendationsAnswerSchema>;
