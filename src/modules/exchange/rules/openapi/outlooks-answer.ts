import { z } from 'zod';
import { placeSignalSchema } from './signal-answer';
import { CONDITION_CODES, RAINFALL_CLASSES, WIND_SIGNALS } from '@/modules/weather/rules/conditions';
import { HAZARD_KINDS } from '@/modules/weather/rules/cyclone-hazards';
import { CYCLONE_CATEGORIES } from '@/modules/weather/rules/weather-words';
import { ISSUANCE_ORIGINS } from '@/modules/weather/rules/issuance-origin';
import { DATA_SOURCES, UPDATED_BY_VALUES } from '@/modules/weather/rules/updated-by';
import { isoDateSchema, isoInstantSchema, labelled, openApiComponents, placeRefSchema, uuidSchema } from './open-api-components';

export const issuanceSchema = z
  .object({
    id: uuidSchema,
    type: z.enum(['ten_day', 'seasonal', 'special_weather']),
    forecastDate: isoDateSchema,
    validFrom: isoDateSchema,
    validTo: isoDateSchema.meta({ description: 'Last day the outlook covers (Philippine date); for a cyclone advisory, the day its horizon ends.' }),
    validUntil: isoInstantSchema.meta({ description: 'When the outlook stops being current.' }),
    expired: z.boolean().meta({ description: 'True once the outlook has ended: the office has not loaded a newer one. Never use it as current.' }),
    dateRange: z.string().meta({ examples: ['Aug 18 - 27, 2025'] }),
    source: z.enum(DATA_SOURCES).meta({
      description:
        "How the outlook was loaded: `excel` (PAGASA's own workbooks, uploaded by staff), `api` (a connector) or `encode` (values staff typed in or filled into the portal's templates). `origin` says which.",
    }),
    updatedBy: z.enum(UPDATED_BY_VALUES).meta({
      description:
        "`system` for PAGASA's own workbooks and connectors, `admin` for values staff typed in or filled into the portal's templates; the same in every answer of the portal. Staff are never named.",
    }),
    origin: z.enum(ISSUANCE_ORIGINS).meta({
      description:
        "What the values came from: `hand_entered` (typed into the portal's forms), `long_layout` (a file staff filled in the portal's 10-day layout), `seasonal_template` (the portal's seasonal template, filled in by staff), `pagasa_workbook` (PAGASA's own workbooks), `tenday_api` (PAGASA's TenDay API) or `connector` (another connector). Outlooks loaded before issue 41 read as their `source`: a long-layout file as `hand_entered`, a seasonal template as `pagasa_workbook`.",
    }),
    createdAt: isoInstantSchema,
  })
  .meta({ description: 'One load of an outlook: the latest of its type is the one in force.' })
  .register(openApiComponents, { id: 'Issuance' });

const rainfallSchema = labelled(z.enum(RAINFALL_CLASSES));

export const tenDayDaySchema = z
  .object({
    date: isoDateSchema,
    tempMin: z.number().nullable().meta({ description: '°C' }),
    tempMax: z.number().nullable().meta({ description: '°C' }),
    tempMean: z.number().nullable().meta({ description: '°C' }),
    rainfall: rainfallSchema.extend({ amount: z.string().nullable().meta({ description: 'mm/day as PAGASA gives it, e.g. `<60`.' }) }).nullable(),
    cloudCover: z
      .string()
      .nullable()
      .meta({ examples: ['PARTLY CLOUDY'] }),
    humidity: z.number().nullable().meta({ description: 'Relative humidity, %' }),
    windSpeed: z.number().nullable().meta({ description: 'm/s' }),
    windDirection: z.string().nullable().meta({ description: '16-point compass direction' }),
  })
  .register(openApiComponents, { id: 'TendayDay' });

export const tenDayOutlookSchema = z
  .object({
    issuance: issuanceSchema,
    prevailingRainfall: rainfallSchema.nullable().meta({ description: 'The class most days fall in (ties go to the wetter): what 10-day advice answers.' }),
    days: z.array(tenDayDaySchema),
  })
  .register(openApiComponents, { id: 'TendayOutlook' });

export const seasonalOutlookSchema = z
  .object({
    issuance: issuanceSchema,
    fromProvince: z.boolean().meta({ description: "True when the outlook gives no values for the place itself and these are its province's." }),
    months: z.array(
      z.object({
        month: z.string().regex(/^\d{4}-\d{2}$/),
        percent: z.number().nullable().meta({ description: 'Forecast rainfall as a percentage of normal.' }),
        category: labelled(z.enum(CONDITION_CODES)),
        forecastMm: z.number().nullable(),
        normalMm: z.number().nullable(),
      }),
    ),
  })
  .register(openApiComponents, { id: 'SeasonalOutlook' });

export const specialOutlookSchema = z
  .object({
    issuance: issuanceSchema,
    activeCyclone: z.boolean(),
    name: z.string().nullable().meta({ description: "The cyclone's own name alone (e.g. RAMON), without category words." }),
    category: z.enum(CYCLONE_CATEGORIES).nullable().meta({ description: "PAGASA's category, when the advisory gives it." }),
    bulletinNumber: z.string().nullable(),
    issuedAt: isoInstantSchema.nullable(),
    centre: z.string().nullable(),
    movement: z.string().nullable(),
    strength: z.string().nullable(),
    centreTl: z.string().nullable().meta({ description: 'Tagalog version of `centre` written by the office; null when only English was given.' }),
    movementTl: z.string().nullable().meta({ description: 'Tagalog version of `movement`, or null.' }),
    strengthTl: z.string().nullable().meta({ description: 'Tagalog version of `strength`, or null.' }),
    forecastPositions: z.array(z.object({ at: z.string(), location: z.string() })),
    trackImageUrl: z.string().nullable(),
    motion: z.object({ direction: z.string().optional(), speed: z.number().optional(), maxWinds: z.number().optional(), gusts: z.number().optional() }).meta({
      description: 'Movement (16-point direction or stationary, km/h) and strength (maximum sustained winds and gusts, km/h), when given as numbers.',
    }),
    hazards: z.partialRecord(z.enum(HAZARD_KINDS), z.object({ en: z.string(), tl: z.string().nullable() })).meta({
      description:
        "PAGASA's hazards beside the signals (heavy rainfall, flooding and landslides, storm surge, severe winds): each given, in English with the office's Tagalog or null.",
    }),
    signal: labelled(z.enum(WIND_SIGNALS))
      .nullable()
      .meta({ description: "The wind signal the place is under (its own, else its province's); null when none." }),
  })
  .register(openApiComponents, { id: 'SpecialOutlook' });

export const outlooksAnswerSchema = z
  .object({
    place: placeRefSchema.extend({ province: placeRefSchema }),
    signal: placeSignalSchema.nullable(),
    tenday: tenDayOutlookSchema.nullable().meta({ description: 'Null when no 10-day outlook covering the place is loaded.' }),
    seasonal: seasonalOutlookSchema.nullable(),
    special: specialOutlookSchema.nullable().meta({ description: 'The latest cyclone advisory; null when none was ever loaded.' }),
  })
  .register(openApiComponents, { id: 'OutlooksAnswer' });

export type IssuanceAnswer = z.output<typeof issuanceSchema>;
export type OutlooksAnswer = z.output<typeof outlooksAnswerSchema>;
