import { z } from 'zod';
import { HAZARD_KINDS } from './cyclone-hazards';
import { CYCLONE_CATEGORIES } from './weather-words';
import { idLabel, isoDay, isoInstant, nothingStored, secondsStamp } from '@/platform/contracts/answers';
import { operation } from '@/platform/contracts/api-operation';
import { COMMON_GROUP_SCHEMAS, type CommonGroup } from './common-data';
import { CONDITION_CODES, RAINFALL_CLASSES, WIND_SIGNALS } from './conditions';
import { outlookQuerySchema } from './outlook-query';
import { ISSUANCE_ORIGINS } from './issuance-origin';
import { DATA_SOURCES, UPDATED_BY_VALUES } from './updated-by';
import { WEATHER_TABS } from './weather-view';

// The reads of the weather feature: the outlooks pages and apps read, the archive staff read, maps.
const editWeather = { kind: 'action', action: 'weather.edit' } as const;
const publicRead = { kind: 'public' } as const;

export const ISSUANCE_TYPES = ['seasonal', 'ten_day', 'special_weather'] as const;
const issuanceId = z.uuid('issuance must be an issuance id');
const updatedBy = z.enum(UPDATED_BY_VALUES);
const windSignal = z.enum(WIND_SIGNALS);

export const issuanceSummarySchema = z.object({
  id: z.string(),
  type: z.enum(ISSUANCE_TYPES),
  forecastDate: z.string(),
  validFrom: isoDay,
  /** Last day the outlook covers (Manila); for a cyclone advisory, the day its horizon ends. */
  validTo: isoDay,
  /** The instant it stops being current. */
  validUntil: isoInstant,
  expired: z.boolean(),
  issuedAt: isoInstant.nullable(),
  dateForecast: z.string(),
  dateRange: z.string(),
  updatedBy,
  dateCreated: secondsStamp,
  source: z.enum(DATA_SOURCES),
  origin: z.enum(ISSUANCE_ORIGINS),
});

export const tenDayDaySchema = z.object({
  date: isoDay,
  tempMin: z.number().nullable(),
  tempMax: z.number().nullable(),
  tempMean: z.number().nullable(),
  rainfall: z.object({ code: z.enum(RAINFALL_CLASSES), label: z.string(), amount: z.string().nullable() }).nullable(),
  cloudCover: z.string().nullable(),
  humidity: z.number().nullable(),
  windSpeed: z.number().nullable(),
  windDirection: z.string().nullable(),
});

const seasonalMonth = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  percent: z.number().nullable(),
  category: z.enum(CONDITION_CODES),
  forecastMm: z.number().nullable(),
  normalMm: z.number().nullable(),
});

export const tenDayOutlookSchema = z.object({
  issuance: issuanceSummarySchema,
  municipalities: z.array(idLabel.extend({ province: z.string(), days: z.array(tenDayDaySchema) })),
});

export const seasonalOutlookSchema = z.object({
  issuance: issuanceSummarySchema,
  months: z.array(z.string()),
  provinces: z.array(idLabel.extend({ months: z.array(seasonalMonth) })),
  /** Each municipality's own values, or its province's when the outlook gives none for it (`fromProvince`). */
  municipalities: z.array(idLabel.extend({ province: z.string(), fromProvince: z.boolean(), months: z.array(seasonalMonth) })),
});

const text = z.string().nullable();
export const specialOutlookSchema = z.object({
  issuance: issuanceSummarySchema,
  advisory: z.object({
    activeCyclone: z.boolean(),
    name: text,
    category: z.enum(CYCLONE_CATEGORIES).nullable(),
    bulletinNumber: text,
    issuedAt: isoInstant.nullable(),
    centre: text,
    movement: text,
    strength: text,
    /** Staff-written Tagalog versions; null when only the English was given. */
    centreTl: text,
    movementTl: text,
    strengthTl: text,
    motion: z.object({ direction: z.string().optional(), speed: z.number().optional(), maxWinds: z.number().optional(), gusts: z.number().optional() }),
    hazards: z.partialRecord(z.enum(HAZARD_KINDS), z.object({ en: z.string(), tl: z.string().nullable() })),
    forecastPositions: z.array(z.object({ at: z.string(), location: z.string() })),
    trackImageUrl: text,
  }),
  signals: z.array(z.object({ province: idLabel, municipality: idLabel.nullable(), signal: windSignal })),
  /** The signal each municipality is under: its own, else its province's; absent when none. */
  places: z.array(idLabel.extend({ province: z.string(), signal: windSignal })),
});

const coveragePart = z.object({ provinces: z.array(z.string()), places: z.array(z.string()), days: z.array(z.string()) });
export const issuanceCoverageSchema = z.object({
  carriedFrom: z.object({ id: z.string(), dateCreated: z.string() }).nullable(),
  new: coveragePart,
  carried: coveragePart,
});

export const issuancesQuerySchema = z
  .object({
    type: z.enum(ISSUANCE_TYPES, { error: 'type must be seasonal, ten_day or special_weather' }).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
    offset: z.coerce.number().int().min(0).optional(),
  })
  .strict();

const issuanceListItem = z.object({
  id: z.string(),
  type: z.enum(ISSUANCE_TYPES),
  dateForecast: z.string(),
  dateRange: z.string(),
  source: z.string(),
  files: z.array(z.string()),
  origin: z.enum(ISSUANCE_ORIGINS),
  updatedBy,
  /** Staff see who loaded it: null when a connector did. */
  authorEmail: z.string().nullable(),
  dateCreated: secondsStamp,
  /** The newest of its type: what the public pages and APIs serve (ended or not). */
  live: z.boolean(),
  /** The CAP message a cyclone advisory went out as (it stays, so the advisory cannot be deleted); null otherwise. */
  sentAlert: z.object({ identifier: z.string(), msgType: z.string() }).nullable(),
  coverage: issuanceCoverageSchema.nullable(),
  coverageText: z.string().nullable(),
});

const COMMON_GROUPS = Object.keys(COMMON_GROUP_SCHEMAS) as [CommonGroup, ...CommonGroup[]];
export const commonQuerySchema = z.object({ group: z.enum(COMMON_GROUPS, { error: `group must be one of ${COMMON_GROUPS.join(', ')}` }) }).strict();
/** `updated_by` as stored: `admin` for the staff forms, `system` for a connector. */
export const commonDocumentSchema = z.object({ data: z.union(Object.values(COMMON_GROUP_SCHEMAS)), updated_by: updatedBy, date_created: secondsStamp });
/** The `data` of one group's document, as `GET /api/weather/common` answers it and the staff forms edit it. */
export type CommonGroupData<G extends CommonGroup> = z.output<(typeof COMMON_GROUP_SCHEMAS)[G]>;

export const trackImageQuerySchema = z.object({ issuance: issuanceId }).strict();

export const mapParamsSchema = z.object({
  // The portal's two languages (src/i18n/routing.ts, which the domain may not import).
  locale: z.enum(['en', 'tl']),
  tab: z.enum(WEATHER_TABS),
  issuance: issuanceId,
  scope: z.union([z.literal('region'), z.string().regex(/^\d{10}$/, 'scope must be region or a PSGC code')]),
});
export const mapQuerySchema = z
  .object({
    period: z
      .string()
      .regex(/^\d{4}-\d{2}(-\d{2})?$/, 'period must be YYYY-MM or YYYY-MM-DD')
      .optional(),
    selected: z
      .string()
      .regex(/^\d{10}$/, 'selected must be a PSGC code')
      .optional(),
    title: z.string().max(200).default('Map'),
    // Boundary version: only makes the address change when shapes change.
    b: z.string().max(20).optional(),
    // Set by pages once the outlook has ended: a new address, so a map kept while it was current is
    // fetched again (the map decides its "ended" caption itself, from the issuance).
    state: z.enum(['ended'], { error: 'state must be ended' }).optional(),
  })
  .strict();

const outlookRead = <T extends z.ZodType>(path: string, what: string, output: T, publicId: string) =>
  operation({
    method: 'GET',
    path,
    tag: 'Weather',
    summary: `The ${what} outlook of the region, a province or a municipality`,
    access: publicRead,
    input: outlookQuerySchema,
    output,
    notFound: nothingStored,
    publicId,
  });

export const WEATHER_CONTRACT = {
  tenday: outlookRead('/api/weather/tenday', '10-day', tenDayOutlookSchema, 'getTendayOutlook'),
  seasonal: outlookRead('/api/weather/seasonal', 'seasonal', seasonalOutlookSchema, 'getSeasonalOutlook'),
  special: outlookRead('/api/weather/special', 'special weather (cyclone)', specialOutlookSchema, 'getSpecialOutlook'),
  common: operation({
    method: 'GET',
    path: '/api/weather/common',
    tag: 'Weather',
    summary: 'The current document of a regional common-data group',
    access: publicRead,
    input: commonQuerySchema,
    output: commonDocumentSchema,
  }),
  trackImage: operation({
    method: 'GET',
    path: '/api/weather/special/track-image',
    tag: 'Weather',
    summary: "An advisory's track image, cached for good",
    access: publicRead,
    input: trackImageQuerySchema,
    produces: { type: 'image/*', description: 'The PNG or JPEG picture.' },
  }),
  issuances: operation({
    method: 'GET',
    path: '/api/weather/issuances',
    tag: 'Weather',
    summary: 'The archive of issuances, newest first',
    access: editWeather,
    input: issuancesQuerySchema,
    output: z.object({ total: z.number().int(), items: z.array(issuanceListItem) }),
  }),
  deleteIssuance: operation({
    method: 'DELETE',
    path: '/api/weather/issuances/{id}',
    tag: 'Weather',
    summary: 'Deletes an issuance; the pages then show the one before it',
    access: { kind: 'action', action: 'issuance.delete' },
    params: z.object({ id: z.uuid('the issuance id is not valid') }),
    output: z.object({ message: z.string(), id: z.string() }),
  }),
  map: operation({
    method: 'GET',
    path: '/maps/{locale}/{tab}/{issuance}/{scope}',
    tag: 'Weather',
    summary: 'A map of one issuance as an SVG document, cached for a year',
    access: publicRead,
    input: mapQuerySchema,
    params: mapParamsSchema,
    produces: { type: 'image/svg+xml', description: 'The map.' },
  }),
};
