import { z } from 'zod';
import { BULLETIN_TYPES } from '@/modules/bulletins/rules/bulletin-document';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const PSGC = /^\d{10}$/;

// A GET form sends an empty field for "All": the same as leaving it out.
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

const province = z.preprocess(emptyAsAbsent, z.string().regex(PSGC, 'province must be a 10-digit PSGC code, e.g. 0403400000').optional());

/** `?month=2026-11&province=0403400000`: the monthly summary's query, from the page's form or a script. */
export const timelinessSummaryQuerySchema = z
  .object({
    month: z.string({ error: 'month is required, as YYYY-MM (e.g. 2026-11)' }).regex(MONTH, 'month must be a month as YYYY-MM, e.g. 2026-11'),
    province,
  })
  .strict();

export type TimelinessSummaryQuery = z.output<typeof timelinessSummaryQuerySchema>;

/** The staff page's address: which outlooks and which province's places, and the page of outlooks. */
export const timelinessFiltersSchema = z
  .object({
    type: z.preprocess(emptyAsAbsent, z.enum(BULLETIN_TYPES, { error: 'type must be seasonal, ten_day or special_weather' }).optional()),
    province,
    page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page starts at 1').max(10_000).default(1),
  })
  .strict();

export type TimelinessFilters = z.output<typeof timelinessFiltersSchema>;

/** Outlooks shown per page: each lists up to every place of the region. */
export const OUTLOOKS_PER_PAGE = 5;

/** The first and last day of a `YYYY-MM` month. */
export function monthDays(month: string): { first: string; last: string } {
  if (!MONTH.test(month)) throw new RangeError(`${month} is not a YYYY-MM month`);
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}
