import { z } from 'zod';
import type { ConditionCode } from './conditions';
import { areConsecutive, MONTH_CODES, OUTLOOK_MONTHS } from './seasonal-months';
import { percentOfNormal, weatherCondition } from './weather-condition';

const monthValue = z
  .object({
    mo: z.enum(MONTH_CODES, { error: `mo must be one of ${MONTH_CODES.join(', ')}` }),
    /** Percent of normal, or `nda` / null when there is no data. */
    val: z
      .union([z.number(), z.string().max(20)])
      .nullable()
      .optional(),
    forecast: z.number().min(0).max(5000).nullable().optional(),
    normal: z.number().min(0).max(5000).nullable().optional(),
    /**
     * The class the original portal's client computed (`{mo, val, con}`): read so its requests keep
     * working, and ignored, since the server computes the class from `val`.
     */
    con: z.string().max(20).nullable().optional().meta({ description: 'Accepted and ignored: the class is computed from val.' }),
  })
  .strict();

const placeMonths = z.object({
  name: z.string().trim().min(1, 'name is required').max(100),
  months: z
    .array(monthValue)
    .length(OUTLOOK_MONTHS, `months must hold ${OUTLOOK_MONTHS} consecutive months`)
    .refine((months) => areConsecutive(months.map((m) => m.mo)), `months must be ${OUTLOOK_MONTHS} consecutive months`),
});

export const seasonalRegionSchema = z
  .object({
    region: z.literal('calabarzon', { error: 'region must be "calabarzon"' }),
    /** `YYYY-MM` of the first month; when absent the year is inferred. */
    start: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'start must be YYYY-MM')
      .optional(),
    provinces: z
      .array(placeMonths.extend({ municipalities: z.array(placeMonths.strict()).max(60).optional() }).strict())
      .min(1, 'provinces must hold at least one province')
      .max(10),
  })
  .strict()
  .refine(
    (input) => input.provinces.every((p) => [p, ...(p.municipalities ?? [])].every((place) => place.months[0]!.mo === input.provinces[0]!.months[0]!.mo)),
    {
      message: 'every place must start with the same month',
      path: ['provinces'],
    },
  );

export type SeasonalRegionInput = z.infer<typeof seasonalRegionSchema>;

/**
 * `POST /weather/seasonal/province` as the original portal sent it: one province's six months
 * (`{region, province, months}`), with its cities' and municipalities' own where given. An upsert of
 * that province into the live outlook starting in the same month (decision 024).
 */
export const seasonalProvinceSchema = z
  .object({
    region: z.literal('calabarzon', { error: 'region must be "calabarzon"' }),
    /** `YYYY-MM` of the first month; when absent the year is inferred. */
    start: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'start must be YYYY-MM')
      .optional(),
    province: z.string({ error: 'province must be the name of a province' }).trim().min(1, 'province is required').max(100),
    months: placeMonths.shape.months,
    municipalities: z.array(placeMonths.strict()).max(60).optional(),
  })
  .strict()
  .refine((input) => (input.municipalities ?? []).every((place) => place.months[0]!.mo === input.months[0]!.mo), {
    message: 'every place must start with the same month',
    path: ['municipalities'],
  });

export type SeasonalProvinceInput = z.infer<typeof seasonalProvinceSchema>;

/** The province call in the region call's shape, so one service stores both. */
export function provinceAsRegionInput(input: SeasonalProvinceInput): SeasonalRegionInput {
  return {
    region: input.region,
    ...(input.start ? { start: input.start } : {}),
    provinces: [{ name: input.province, months: input.months, ...(input.municipalities ? { municipalities: input.municipalities } : {}) }],
  };
}
export type SeasonalMonthInput = z.infer<typeof monthValue>;

export interface SeasonalMonthValue {
  percent: number | null;
  category: ConditionCode;
  forecastMm: number | null;
  normalMm: number | null;
}

const NO_DATA = /^\s*(nda|n\/a|na|-|)\s*$/i;

/** One month's value: the percent given, or forecast ÷ normal; categorised by the weather-condition helper. */
export function resolveSeasonalMonth(input: Pick<SeasonalMonthInput, 'val' | 'forecast' | 'normal'>): SeasonalMonthValue {
  const forecastMm = input.forecast ?? null;
  const normalMm = input.normal ?? null;
  const given = input.val;
  const hasValue = given !== null && given !== undefined && !(typeof given === 'string' && NO_DATA.test(given));
  const percent = hasValue ? Math.round(Number(given)) : percentOfNormal(forecastMm, normalMm);
  if (hasValue) {
    const category = weatherCondition(given);
    return { percent, category, forecastMm, normalMm };
  }
  return { percent, category: percent === null ? 'nda' : weatherCondition(percent), forecastMm, normalMm };
}
