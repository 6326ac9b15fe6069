import { z } from 'zod';
import { MONTH_CODES } from './seasonal-months';

export const MOON_PHASES = ['new_moon', 'first_quarter', 'full_moon', 'last_quarter'] as const;

const monthText = z.array(z.object({ mo: z.enum(MONTH_CODES), value: z.string().trim().min(1).max(300) }).strict()).max(12);

/** The data of each regional common-data group. */
export const COMMON_GROUP_SCHEMAS = {
  /** Expected number of tropical cyclones per month, as PAGASA writes it (`1 or 2`). */
  cyclones_count: monthText,
  /** Weather systems likely to affect the region per month. */
  misc_weather_systems: monthText,
  moon_phases: z.array(z.object({ date: z.iso.date('date must be YYYY-MM-DD'), phase: z.enum(MOON_PHASES) }).strict()).max(40),
  wind_speed: z
    .array(
      z
        .object({
          value: z.string().trim().min(1).max(100),
          province: z.string().trim().min(1).max(100),
          municipalities: z.array(z.string().trim().min(1).max(100)).max(60).default([]),
        })
        .strict(),
    )
    .max(50),
} as const;

export type CommonGroup = keyof typeof COMMON_GROUP_SCHEMAS;

/** Which groups each endpoint's `type` may carry. */
export const COMMON_TYPES = {
  seasonal_regional: ['cyclones_count', 'misc_weather_systems'],
  seasonal_tenday: ['moon_phases'],
  seasonal_special_weather: ['wind_speed'],
} as const satisfies Record<string, readonly CommonGroup[]>;

export type CommonType = keyof typeof COMMON_TYPES;

/** The request of the three common-data endpoints: `{data, region: 'calabarzon', type}`. */
export function commonDataRequestSchema<T extends CommonType>(type: T) {
  const groups = COMMON_TYPES[type] as readonly CommonGroup[];
  const data = z
    .object(
      Object.fromEntries(groups.map((group) => [group, COMMON_GROUP_SCHEMAS[group].optional()])) as Partial<Record<CommonGroup, z.ZodOptional<z.ZodType>>>,
    )
    .strict()
    .refine((value) => Object.values(value).some((v) => v !== undefined), `data must hold ${groups.join(' or ')}`);
  return z
    .object({
      data,
      region: z.literal('calabarzon', { error: 'region must be "calabarzon"' }),
      type: z.literal(type, { error: `type must be "${type}"` }),
    })
    .strict();
}
