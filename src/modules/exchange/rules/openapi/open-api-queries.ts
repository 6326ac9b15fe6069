import { z } from 'zod';
import { BULLETIN_TYPES } from '@/modules/bulletins/rules/bulletin-document';
import { CALENDAR_MODES } from '@/modules/calendar/rules/calendar-mode';
import { RECOMMENDATION_TYPES } from '@/modules/recommendations/rules/recommendation-types';

// Unknown parameters are refused rather than ignored, as everywhere in the portal: a misspelt filter
// must not quietly answer everything.

export const noQuerySchema = z.object({}).strict();

export const placesQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .min(1, 'q must not be empty')
      .max(100, 'q must be at most 100 characters')
      .optional()
      .meta({
        description:
          'Search text: only the provinces and cities or municipalities whose name holds it, and those with a barangay (village) whose ' +
          'name or former name holds it, each saying what matched. Case, accents and spacing do not matter.',
        examples: ['milagrosa'],
      }),
  })
  .strict();

const cropParam = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .meta({ description: 'A crop key or name in English or Tagalog (`rice`, `palay`, `Corn`); see `/api/crops`.', examples: ['rice'] });

const modeParam = z
  .enum(CALENDAR_MODES, { message: `mode must be ${CALENDAR_MODES.join(' or ')}` })
  .meta({ description: 'Calendars read with the 10-day or the seasonal outlook.' });

export const calendarsQuerySchema = z.object({ crop: cropParam.optional(), mode: modeParam.optional() }).strict();

export const recommendationsQuerySchema = z
  .object({
    crop: cropParam.optional(),
    mode: modeParam.optional(),
    type: z
      .enum(RECOMMENDATION_TYPES, { message: `type must be ${RECOMMENDATION_TYPES.join(', ')}` })
      .optional()
      .meta({ description: 'Only the advice under this outlook.' }),
  })
  .strict();

export const bulletinsQuerySchema = z
  .object({
    type: z
      .enum(BULLETIN_TYPES, { message: `type must be ${BULLETIN_TYPES.join(', ')}` })
      .optional()
      .meta({ description: 'Only bulletins of this type.' }),
    crop: cropParam.optional(),
    page: z
      .string()
      .regex(/^[1-9]\d{0,3}$/, 'page must be a whole number from 1 to 9999')
      .transform(Number)
      .optional()
      .meta({ description: 'Pages of 20, from 1.' }),
  })
  .strict();
