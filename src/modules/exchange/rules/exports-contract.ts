import { z } from 'zod';
import { operation } from '@/platform/contracts/api-operation';
import { exportDefinition, type ExportId } from './export-catalogue';
import {
  calendarsExportQuerySchema,
  exportIndexQuerySchema,
  provincesExportQuerySchema,
  recommendationsExportQuerySchema,
  villagesExportQuerySchema,
  weatherExportQuerySchema,
} from './export-query';
import { CALENDARS_MAPPING } from './shape-calendars';
import { INDEX_MAPPING } from './shape-export-index';
import { PROVINCES_MAPPING } from './shape-provinces';
import { RECOMMENDATIONS_MAPPING } from './shape-recommendations';
import { SEASONAL_MAPPING } from './shape-seasonal-forecasts';
import { TEN_DAY_MAPPING } from './shape-ten-day-forecasts';
import { VILLAGES_MAPPING } from './shape-villages';

const timestamp = z.object({ _seconds: z.number().int(), _nanoseconds: z.number().int() }).meta({ description: 'Firestore-style timestamp.' });

export const exchangeMetaSchema = z.object({
  format: z.literal('acap-exchange'),
  version: z.literal(1),
  export: z.string(),
  region: z.object({ key: z.string(), label: z.string(), code: z.string(), abbreviation: z.string() }),
  source: z.string(),
  generated_at: timestamp,
  /** When the newest data in the answer was stored; null for constants. */
  data_as_of: timestamp.nullable(),
  filters: z.record(z.string(), z.string()).optional(),
  issuance: z
    .object({
      id: z.string(),
      type: z.string(),
      date_forecast: z.string(),
      date_range: z.string(),
      source: z.string(),
      valid_to: z.string(),
      expired: z.boolean(),
    })
    .optional(),
  mapping: z.array(z.string()).readonly(),
});

/** Every JSON export: what it is, then the collections to write with `db.collection(path).doc(id).set(data)`. */
export const exchangeExportSchema = z.object({
  meta: exchangeMetaSchema,
  collections: z.array(z.object({ path: z.string(), documents: z.array(z.object({ id: z.string(), data: z.record(z.string(), z.unknown()) })) })),
});

export const exportIndexSchema = z.object({
  meta: exchangeMetaSchema,
  exports: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      href: z.string(),
      collections: z.array(z.string()),
      data_as_of: timestamp.nullable(),
      holds: z.string(),
      downloads: z.array(z.object({ label: z.string(), href: z.string(), available: z.boolean() })),
    }),
  ),
});

const csv = { type: 'text/csv', description: 'With format=csv: the interchange layout, one mode.' };

/** What an export holds and how each field maps, so the people who load it know where their data went. */
const notes = (intro: string, mapping: readonly string[]) => [intro, '', ...mapping.map((note) => `- ${note}`)].join('\n');

function exportRead<Q extends z.ZodType>(id: ExportId, publicId: string, summary: string, input: Q, mapping: readonly string[], empty?: string) {
  const { path, description, collections } = exportDefinition(id);
  return operation({
    method: 'GET',
    path,
    tag: 'Exports',
    summary,
    description: notes(`${description} National collections: ${collections.join(', ')}.`, mapping),
    access: { kind: 'public' },
    input,
    output: exchangeExportSchema,
    publicId,
    ...(empty ? { notFound: { description: 'Nothing to export yet, or an unknown issuance, place or crop.', example: empty } } : {}),
  });
}

const emptyWeather = 'Received an empty weather data.';

export const EXPORTS_CONTRACT = {
  index: operation({
    method: 'GET',
    path: '/api/export',
    tag: 'Exports',
    summary: 'The exports for the national ACAP portals',
    description: notes('The exports, where they are and how fresh their data is.', INDEX_MAPPING),
    access: { kind: 'public' },
    input: exportIndexQuerySchema,
    output: exportIndexSchema,
    publicId: 'listExports',
  }),
  provinces: exportRead('provinces', 'exportProvinces', 'The provinces constants document', provincesExportQuerySchema, PROVINCES_MAPPING),
  villages: exportRead('villages', 'exportVillages', 'The villages (barangays) constants document', villagesExportQuerySchema, VILLAGES_MAPPING),
  seasonal: exportRead(
    'weather-seasonal',
    'exportSeasonalForecast',
    'The latest seasonal forecast, one document per province',
    weatherExportQuerySchema,
    SEASONAL_MAPPING,
    emptyWeather,
  ),
  tenday: exportRead(
    'weather-ten-day',
    'exportTendayForecast',
    'The latest 10-day forecast, one document per province',
    weatherExportQuerySchema,
    TEN_DAY_MAPPING,
    emptyWeather,
  ),
  calendars: {
    ...exportRead(
      'calendars',
      'exportCalendars',
      'Cropping calendars in the common interchange layout (CSV or JSON)',
      calendarsExportQuerySchema,
      CALENDARS_MAPPING,
      'Received empty data',
    ),
    produces: csv,
  },
  recommendations: exportRead(
    'recommendations',
    'exportRecommendations',
    'Recommendations per type, and the lite document',
    recommendationsExportQuerySchema,
    RECOMMENDATIONS_MAPPING,
    'Received empty data',
  ),
};
