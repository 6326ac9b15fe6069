import { z } from 'zod';
import { secondsStamp, withMessage } from '@/platform/contracts/answers';
import { operation } from '@/platform/contracts/api-operation';
import { XLSX_TYPE } from '@/platform/contracts/media-types';
import { COMMON_GROUP_SCHEMAS, commonDataRequestSchema, type CommonGroup, type CommonType } from './common-data';
import { seasonalProvinceSchema, seasonalRegionSchema } from './seasonal-input';
import { capImportRequestSchema, capImportSchema } from './cap-import';
import { specialAdvisorySchema } from './special-input';
import { tenDayEncodeSchema } from './ten-day-encode';
import { TEN_DAY_SOURCE_KINDS } from './ten-day-reading';
import { UPDATED_BY_VALUES } from './updated-by';

// The weather feature's writes: imports, hand entry, templates and the regional common data.
const editWeather = { kind: 'action', action: 'weather.edit' } as const;
const tag = 'Weather entry';

export const tenDayTemplateQuerySchema = z
  .object({
    format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx' }).optional(),
    start: z.iso.date('start must be YYYY-MM-DD').optional(),
  })
  .strict();

export const seasonalTemplateQuerySchema = z
  .object({
    start: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'start must be YYYY-MM')
      .optional(),
  })
  .strict();

/**
 * The text fields an outlook upload takes beside its files (decision 086): `confirm=true` stores an
 * upload that would replace the live outlook and leave more than a fifth of the places without data
 * (refused with 409 otherwise); `answer=page` is the staff form posted without script, answered with a
 * redirect to its page instead of JSON.
 */
export const outlookUploadFieldsSchema = z.object({
  confirm: z
    .enum(['true', 'false'], { error: 'confirm must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  answer: z.enum(['json', 'page'], { error: 'answer must be json or page' }).default('json'),
});
export type OutlookUploadFields = z.output<typeof outlookUploadFieldsSchema>;

const UPLOAD_FIELDS =
  'Beside the files, `confirm=true` stores an upload that would replace the live outlook and leave more than a fifth of the cities and municipalities without data (without it: 409, naming the outlook it would replace and how many places it leaves empty); `answer=page` answers a form posted without script with a redirect (303) to its staff page.';
const UPLOAD_REFUSALS =
  'Refused (400, `error.details.reason`) when a file still holds the template’s example rows (`template-examples`) or gives no value for any place (`no-values`). 409 (`replaces-live`, with `replaces`, `emptyPlaces`, `places`) as `confirm` says.';

export const fileReportSchema = z.object({
  file: z.string(),
  sheet: z.string(),
  day: z.string(),
  rowsRead: z.number().int(),
  rowsKept: z.number().int(),
  placesMatched: z.number().int(),
  otherRegionRows: z.number().int(),
  unmatched: z.array(z.object({ row: z.number().int(), name: z.string() })),
  problems: z.array(z.object({ sheet: z.string(), row: z.number().int(), column: z.string(), message: z.string() })),
});

/** What a 10-day import or hand entry stored, and what it lacks. */
export const tenDayImportReportSchema = z.object({
  issuanceId: z.string().nullable(),
  source: z.enum(TEN_DAY_SOURCE_KINDS),
  forecastDate: z.string(),
  dateRange: z.string(),
  files: z.array(fileReportSchema),
  /** Places of the region with no value in the upload. */
  placesWithoutData: z.array(z.string()),
  /** Days of the outlook's window with no value at all. */
  daysWithoutData: z.array(z.string()),
  /** Places that have values for some of the upload's days but not all of them. */
  placesMissingDays: z.array(z.object({ place: z.string(), days: z.array(z.string()) })),
  /** Set when the issue stored is older than the live outlook: it went to the archive and the live one stays. */
  archived: z.string().nullable(),
});

const COMMON_GROUPS = Object.keys(COMMON_GROUP_SCHEMAS) as [CommonGroup, ...CommonGroup[]];
const seasonalSaved = withMessage({ issuanceId: z.string(), start: z.string(), values: z.number().int(), archived: z.string().nullable() });
const xlsx = { type: XLSX_TYPE, description: 'The template workbook.' };

const commonPost = (path: string, type: CommonType) =>
  operation({
    method: 'POST',
    path,
    tag,
    summary: `Saves the regional common data of type ${type} (a new document per group; the latest is current)`,
    access: editWeather,
    input: commonDataRequestSchema(type),
    output: z.object({ data: z.partialRecord(z.enum(COMMON_GROUPS), z.unknown()), updated_by: z.enum(UPDATED_BY_VALUES), date_created: secondsStamp }),
    status: 201,
  });

export const WEATHER_WRITES_CONTRACT = {
  tenday: operation({
    method: 'POST',
    path: '/api/weather/10day',
    tag,
    summary: "A 10-day outlook: PAGASA's day workbooks or the long layout (multipart `excel-files[]`), or a hand-entered issue (JSON)",
    access: editWeather,
    upload: { field: 'excel-files', description: `PAGASA's day workbooks, or one CSV or .xlsx in the long layout. ${UPLOAD_FIELDS}` },
    description: UPLOAD_REFUSALS,
    jsonBody: tenDayEncodeSchema,
    output: withMessage(tenDayImportReportSchema.shape),
    status: 201,
  }),
  tenDayTemplate: operation({
    method: 'GET',
    path: '/api/weather/10day/template',
    tag,
    summary: "The long layout's template (CSV by default, or .xlsx), its example rows dated `start`",
    access: editWeather,
    input: tenDayTemplateQuerySchema,
    produces: [
      { type: 'text/csv', description: 'The template (format=csv, the default).' },
      { type: XLSX_TYPE, description: 'The template as a workbook (format=xlsx).' },
    ],
  }),
  seasonalExcel: operation({
    method: 'POST',
    path: '/api/weather/seasonal/excel',
    tag,
    summary: "A seasonal outlook workbook (PAGASA's layout or the portal's template)",
    access: editWeather,
    upload: { field: 'excelfile', description: `The seasonal workbook. ${UPLOAD_FIELDS}` },
    description: UPLOAD_REFUSALS,
    output: seasonalSaved,
    status: 201,
  }),
  seasonalProvince: operation({
    method: 'POST',
    path: '/api/weather/seasonal/province',
    tag,
    summary: "One province's six months, upserted into the live seasonal outlook",
    access: editWeather,
    input: seasonalProvinceSchema,
    output: seasonalSaved,
    status: 201,
  }),
  seasonalRegion: operation({
    method: 'POST',
    path: '/api/weather/seasonal/region',
    tag,
    summary: 'A seasonal outlook of the region',
    access: editWeather,
    input: seasonalRegionSchema,
    output: seasonalSaved,
    status: 201,
  }),
  seasonalTemplate: operation({
    method: 'GET',
    path: '/api/weather/seasonal/template',
    tag,
    summary: "The portal's seasonal template, six months from `start` (default: next month)",
    access: editWeather,
    input: seasonalTemplateQuerySchema,
    produces: xlsx,
  }),
  special: operation({
    method: 'POST',
    path: '/api/weather/special',
    tag,
    summary: 'A cyclone advisory with its signals (JSON), or with a track image (multipart: `advisory` JSON and `trackimage`)',
    access: editWeather,
    upload: { field: 'trackimage', description: 'The track image (PNG or JPEG), with the advisory as JSON in the field `advisory`.' },
    jsonBody: specialAdvisorySchema,
    description:
      'An advisory is live when no stored one is newer by PAGASA issue time (then by when it was saved; decision 082). One that is not is stored as history (`live: false`, said in `message`): the pages, the open API and the CAP feed keep the live one, and no CAP alert is sent for it.',
    output: withMessage({
      issuanceId: z.string(),
      signals: z.number().int(),
      carriedSignals: z.number().int(),
      /** False when a later advisory is live: this one was stored as history. */
      live: z.boolean(),
    }),
    status: 201,
  }),
  specialFromCap: operation({
    method: 'POST',
    path: '/api/weather/special/cap',
    tag,
    summary:
      'Reads a CAP 1.2 alert (multipart `alert`, or JSON `url` fetched from a host of ACAP_CAP_IMPORT_HOSTS) into the cyclone form: name, issue time, signals per place; stores nothing',
    description:
      'Areas are read from their PSGC geocodes, else their names. The answer lists areas outside CALABARZON (`ignored`), names of no place (`unknown`) and what staff must settle (`problems`). 400 for a document that is no CAP 1.2 alert, has a DTD, or names no area of the region; 413 past 1 MB.',
    access: editWeather,
    upload: { field: 'alert', description: 'The CAP 1.2 alert (XML, UTF-8, at most 1 MB).' },
    jsonBody: capImportRequestSchema,
    output: capImportSchema,
  }),
  commonSeasonal: commonPost('/api/weather/seasonal/region/common', 'seasonal_regional'),
  commonTenDay: commonPost('/api/weather/tenday/region/common', 'seasonal_tenday'),
  commonCyclone: commonPost('/api/weather/cyclone/region/common', 'seasonal_special_weather'),
};
