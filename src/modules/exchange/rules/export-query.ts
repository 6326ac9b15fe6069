import { z } from 'zod';
import { parseCalendarMode, type CalendarMode } from '@/modules/calendar/rules/calendar-mode';
import { RECOMMENDATION_TYPES } from '@/modules/recommendations/rules/recommendation-types';

/** `download=1` answers as a file (Content-Disposition: attachment); absent or `0` answers inline. */
const download = z
  .enum(['1', 'true', '0', 'false'], { error: 'download must be 1 or 0' })
  .optional()
  .transform((value) => value === '1' || value === 'true')
  .meta({ description: '1: answer as a file (Content-Disposition: attachment; filename="acap-calabarzon-….json").' });

const placeText = z.string().trim().min(1).max(100);

export const exportIndexQuerySchema = z.object({}).strict();

export const provincesExportQuerySchema = z.object({ download }).strict();

export const villagesExportQuerySchema = z.object({ download }).strict();

/** The latest issuance, or an older one by id. */
export const weatherExportQuerySchema = z
  .object({
    issuance: z
      .uuid('issuance must be an issuance id')
      .optional()
      .meta({ description: 'An older issuance by id (see /api/weather/issuances); the latest when left out.' }),
    download,
  })
  .strict();

const modeField = z.string().transform((text, context): CalendarMode => {
  const mode = parseCalendarMode(text);
  if (!mode) {
    context.addIssue({ code: 'custom', message: `mode must be ten_day or seasonal, not "${text.slice(0, 40)}"` });
    return z.NEVER;
  }
  return mode;
});

/** JSON holds both modes unless one is asked for; the CSV layout has no mode column, so it needs one. */
export const calendarsExportQuerySchema = z
  .object({
    mode: modeField
      .optional()
      .meta({ description: 'ten_day or seasonal (10-day and tenday are read too); both when left out (JSON), required for format=csv.' }),
    crop: z.string().trim().min(1).max(60).optional().meta({ description: 'A crop key or name, e.g. rice.' }),
    province: placeText.optional().meta({ description: 'A province by name or PSGC code.' }),
    municipality: placeText.optional().meta({ description: 'A city or municipality by name or PSGC code.' }),
    format: z
      .enum(['json', 'csv'], { error: 'format must be json or csv' })
      .default('json')
      .meta({ description: 'json (documents) or csv (the interchange layout, one mode).' }),
    download,
  })
  .strict()
  .refine((query) => query.format === 'json' || query.mode !== undefined, {
    message: 'mode is required for format=csv (ten_day or seasonal): the interchange CSV has no mode column',
    path: ['mode'],
  });
export type CalendarsExportQuery = z.output<typeof calendarsExportQuerySchema>;

export const recommendationsExportQuerySchema = z
  .object({
    type: z
      .enum(RECOMMENDATION_TYPES, { error: 'type must be seasonal, tenday or special' })
      .optional()
      .meta({ description: 'seasonal, tenday or special; every type when left out.' }),
    download,
  })
  .strict();
