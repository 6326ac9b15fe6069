import { z } from 'zod';
import { MONTH_CODES } from '@/domain/weather/seasonal-months';
import { WIND_SIGNALS } from '@/domain/weather/conditions';
import { BULLETIN_LANGUAGES } from './bulletin-document';

const placeText = z.string().trim().min(1).max(100);

/** The fields every existing client sends (spec §7): the place, the crop, the language and what to do. */
const common = {
  region: z.literal('calabarzon', { error: 'region must be "calabarzon"' }).optional(),
  province: placeText,
  municipality: placeText,
  crop: z.string().trim().min(1, 'crop is required').max(60),
  language: z.enum(BULLETIN_LANGUAGES, { error: 'language must be en or tag' }),
  operation: z.enum(['create', 'preview'], { error: 'operation must be create or preview' }),
  /** The staff confirmed making the bulletin from an outlook that has ended (the bulletin then says so). */
  allowExpired: z.boolean({ error: 'allowExpired must be true or false' }).optional(),
};

/** A month as `YYYY-MM`, a month code (`jan`) or a month number 0 … 11 (the spec's numbering). */
const monthField = z.union([z.string().trim().min(1).max(7), z.number().int().min(0).max(11)]).transform((value, context) => {
  if (typeof value === 'number') return MONTH_CODES[value]!;
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return value;
  const code = value.toLowerCase();
  if ((MONTH_CODES as readonly string[]).includes(code)) return code;
  if (/^\d{1,2}$/.test(value) && Number(value) <= 11) return MONTH_CODES[Number(value)]!;
  context.addIssue({ code: 'custom', message: `month must be YYYY-MM, a month code (jan … dec) or 0 … 11, not "${value}"` });
  return z.NEVER;
});

export const seasonalBulletinRequestSchema = z
  .object({ ...common, month: monthField.optional(), isFull: z.boolean().default(false) })
  .strict()
  .refine((request) => request.isFull || request.month !== undefined, { message: 'month is required unless isFull is true', path: ['month'] });

export const tendayBulletinRequestSchema = z.object(common).strict();

export const specialBulletinRequestSchema = z
  .object({ ...common, signal: z.enum(WIND_SIGNALS, { error: `signal must be one of ${WIND_SIGNALS.join(', ')}` }).optional() })
  .strict();

export type SeasonalBulletinRequest = z.output<typeof seasonalBulletinRequestSchema>;
export type TendayBulletinRequest = z.output<typeof tendayBulletinRequestSchema>;
export type SpecialBulletinRequest = z.output<typeof specialBulletinRequestSchema>;

/** `DELETE /api/reports/{type}/crops`: the report's id, as existing clients name it. */
export const deleteReportSchema = z.object({ docId: z.string().trim().min(1, 'docId is required').max(64) }).strict();
