import { z } from 'zod';
import { CLOUD_COVERS, COMPASS_DIRECTIONS, RAINFALL_CLASSES, type RainfallClass } from './conditions';

const nullableNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .nullable();

/** One municipality's forecast for one day: the contract of the importer and of manual entry alike. */
export const tenDayValueSchema = z
  .object({
    municipality: z.string().regex(/^\d{10}$/, 'municipality must be a 10-digit PSGC code'),
    date: z.iso.date('date must be YYYY-MM-DD'),
    tempMin: nullableNumber('minimum temperature', -10, 50),
    tempMax: nullableNumber('maximum temperature', -10, 50),
    tempMean: nullableNumber('mean temperature', -10, 50),
    rainfall: z.enum(RAINFALL_CLASSES, { error: `rainfall must be one of ${RAINFALL_CLASSES.join(', ')}` }).nullable(),
    rainfallAmount: z.string().trim().max(20).nullable(),
    cloudCover: z.enum(CLOUD_COVERS, { error: `cloud cover must be one of ${CLOUD_COVERS.join(', ')}` }).nullable(),
    humidity: nullableNumber('humidity', 0, 100),
    windSpeed: nullableNumber('wind speed', 0, 100),
    windDirection: z.enum(COMPASS_DIRECTIONS, { error: 'wind direction must be a 16-point compass direction' }).nullable(),
  })
  .strict()
  .refine((v) => v.tempMin === null || v.tempMax === null || v.tempMin <= v.tempMax, {
    message: 'minimum temperature is above the maximum',
    path: ['tempMin'],
  });

export type TenDayValue = z.infer<typeof tenDayValueSchema>;

/** One day of a place's stored 10-day outlook, as the pages, the API and the exports read it. */
export interface TenDayDay {
  date: string;
  tempMin: number | null;
  tempMax: number | null;
  tempMean: number | null;
  rainfall: { code: RainfallClass; label: string; amount: string | null } | null;
  cloudCover: string | null;
  humidity: number | null;
  windSpeed: number | null;
  windDirection: string | null;
}
