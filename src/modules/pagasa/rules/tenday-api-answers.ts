import { z } from 'zod';

/**
 * PAGASA's TenDay API answers as a client must read them (../shared/docs/pagasa-tenday-api.md): numbers
 * that may come as strings, `data` that may be one object or a list, both `total_page` and `total_pages`,
 * dates as `M/D/YYYY` or ISO. Anything else fails here, before a value is stored.
 */

/** `11/8/2025`, `11/08/2025` or `2025-11-08` → `2025-11-08`; null when it is no real date. */
export function pagasaDate(text: string): string | null {
  const trimmed = text.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [year, month, day] = us ? [Number(us[3]), Number(us[1]), Number(us[2])] : iso ? [Number(iso[1]), Number(iso[2]), Number(iso[3])] : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** `November 2025` → `2025-11`; null otherwise. */
export function pagasaMonth(text: string): string | null {
  const match = /^([A-Za-z]+)\s+(\d{4})$/.exec(text.trim());
  const month = match ? MONTHS.indexOf(match[1]!.toLowerCase()) : -1;
  return match && month >= 0 ? `${match[2]}-${String(month + 1).padStart(2, '0')}` : null;
}

const isoDay = z.string().refine((text) => pagasaDate(text) !== null, 'is not a date');
/** A number, a number written as text (Current's cached answers), or nothing. */
const looseNumber = z
  .union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/, 'is not a number'), z.null()])
  .optional()
  .transform((value) => (value === undefined || value === null ? null : Number(value)));
const text = z.string().nullable().optional();

export const issuanceAnswerSchema = z.object({
  latest_date: isoDay,
  latest_time: z.string().nullable().optional(),
  start_date: isoDay.optional(),
  end_date: isoDay.optional(),
});
export type IssuanceAnswer = z.output<typeof issuanceAnswerSchema>;

export const fullRowSchema = z.object({
  municity: z.string().min(1).optional(),
  province: z.string().optional(),
  date: isoDay,
  rainfall_desc: text,
  rainfall_total: looseNumber,
  cloud_cover: text,
  tmean: looseNumber,
  tmin: looseNumber,
  tmax: looseNumber,
  humidity: looseNumber,
  wind_speed: looseNumber,
  wind_direction: text,
});
export type FullRow = z.output<typeof fullRowSchema>;

const paging = z.looseObject({
  total_page: z.union([z.number(), z.string()]).optional(),
  total_pages: z.union([z.number(), z.string()]).optional(),
  current_page: z.union([z.number(), z.string()]).optional(),
});

export const fullAnswerSchema = z.object({
  metadata: z.looseObject({ issuance_date: isoDay.optional(), province: z.string().optional() }),
  // One object where the service answers one place; a list otherwise.
  data: z.union([z.array(fullRowSchema), fullRowSchema.transform((row) => [row])]),
  misc: paging.optional(),
});

/** Pages a paged answer says it has, whichever spelling it uses; 1 when paging is off. */
export function pagesOf(answer: { misc?: z.output<typeof paging> }): number {
  const pages = Number(answer.misc?.total_pages ?? answer.misc?.total_page ?? 1);
  return Number.isFinite(pages) && pages >= 1 ? pages : 1;
}

export const locationAnswerSchema = z.object({
  // Town names, or (later documents) `{name, psgc_code}`.
  data: z.array(z.union([z.string().min(1), z.looseObject({ name: z.string().min(1), psgc_code: z.string().optional() })])),
});

export const seasonalRowSchema = z.object({
  month: z.string().refine((value) => pagasaMonth(value) !== null, 'is not a month such as "November 2025"'),
  province: z.string().min(1),
  mean_mm: looseNumber,
  min_mm: looseNumber,
  max_mm: looseNumber,
  percent_normal: looseNumber,
  description: text,
});
export type SeasonalApiRow = z.output<typeof seasonalRowSchema>;

const monthText = z
  .string()
  .refine((value) => pagasaMonth(value) !== null, 'is not a month such as "November 2025"')
  .optional();
export const seasonalAnswerSchema = z.object({
  metadata: z.looseObject({ issuance_month: monthText, start_month: monthText, end_month: monthText }),
  data: z.union([z.array(seasonalRowSchema), seasonalRowSchema.transform((row) => [row])]),
  misc: paging.optional(),
});

const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'is not YYYY-MM');
/** `GET /api/v1/seasonal/issuance`: the batch (a string, e.g. "189"), the issuance month and the six months it covers. */
export const seasonalIssuanceAnswerSchema = z.object({
  latest_batch: z.union([z.string().min(1), z.number()]).transform(String),
  latest_date: yearMonth,
  latest_time: z.string().nullable().optional(),
  start_date: yearMonth.optional(),
  end_date: yearMonth.optional(),
});
export type SeasonalIssuanceAnswer = z.output<typeof seasonalIssuanceAnswerSchema>;

/** The words of an error answer, whichever of its shapes it came in. */
export function pagasaErrorWords(body: unknown): string | null {
  if (!body || typeof body !== 'object') return typeof body === 'string' && body.trim() ? body.trim().slice(0, 200) : null;
  const record = body as Record<string, unknown>;
  const inner = (record.misc ?? record.footer) as Record<string, unknown> | undefined;
  const words = inner?.description ?? record.error ?? record.message;
  return typeof words === 'string' ? words.slice(0, 200) : null;
}
