import { z } from 'zod';
import { exportDefinition, type ExportId } from '@/domain/exchange/export-catalogue';
import {
  calendarsExportQuerySchema,
  exportIndexQuerySchema,
  provincesExportQuerySchema,
  recommendationsExportQuerySchema,
  villagesExportQuerySchema,
  weatherExportQuerySchema,
} from '@/domain/exchange/export-query';
import { CALENDARS_MAPPING } from '@/domain/exchange/shape-calendars';
import { INDEX_MAPPING } from '@/domain/exchange/shape-export-index';
import { PROVINCES_MAPPING } from '@/domain/exchange/shape-provinces';
import { RECOMMENDATIONS_MAPPING } from '@/domain/exchange/shape-recommendations';
import { SEASONAL_MAPPING } from '@/domain/exchange/shape-seasonal-forecasts';
import { TENDAY_MAPPING } from '@/domain/exchange/shape-tenday-forecasts';
import { VILLAGES_MAPPING } from '@/domain/exchange/shape-villages';

type JsonSchema = Record<string, unknown>;

const timestamp: JsonSchema = {
  type: 'object',
  description: 'Firestore-style timestamp.',
  properties: { _seconds: { type: 'integer' }, _nanoseconds: { type: 'integer' } },
  required: ['_seconds', '_nanoseconds'],
};

const meta: JsonSchema = {
  type: 'object',
  description: 'What the answer is: format, region, source, when it was made, how fresh its data is, and how the fields map.',
  properties: {
    format: { const: 'acap-exchange' },
    version: { const: 1 },
    export: { type: 'string' },
    region: { type: 'object', properties: { key: { type: 'string' }, label: { type: 'string' }, code: { type: 'string' }, abbreviation: { type: 'string' } } },
    source: { type: 'string' },
    generated_at: timestamp,
    data_as_of: { anyOf: [timestamp, { type: 'null' }] },
    filters: { type: 'object', additionalProperties: { type: 'string' } },
    issuance: {
      type: 'object',
      properties: { id: { type: 'string' }, type: { type: 'string' }, date_forecast: { type: 'string' }, date_range: { type: 'string' }, source: { type: 'string' } },
    },
    mapping: { type: 'array', items: { type: 'string' } },
  },
  required: ['format', 'version', 'export', 'region', 'source', 'generated_at', 'data_as_of', 'mapping'],
};

const exchangeExport: JsonSchema = {
  type: 'object',
  properties: {
    meta,
    collections: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          path: { type: 'string', description: 'Collection path, e.g. weather_forecasts/calabarzon/ten_day.' },
          documents: {
            type: 'array',
            items: { type: 'object', properties: { id: { type: 'string' }, data: { type: 'object' } }, required: ['id', 'data'] },
          },
        },
        required: ['path', 'documents'],
      },
    },
  },
  required: ['meta', 'collections'],
};

const exportIndex: JsonSchema = {
  type: 'object',
  properties: {
    meta,
    exports: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          title: { type: 'string' },
          description: { type: 'string' },
          href: { type: 'string' },
          collections: { type: 'array', items: { type: 'string' } },
          data_as_of: { anyOf: [timestamp, { type: 'null' }] },
          holds: { type: 'string' },
          downloads: {
            type: 'array',
            items: { type: 'object', properties: { label: { type: 'string' }, href: { type: 'string' }, available: { type: 'boolean' } } },
          },
        },
      },
    },
  },
  required: ['meta', 'exports'],
};

const PARAMETER_NOTES: Record<string, string> = {
  download: '1: answer as a file (Content-Disposition: attachment; filename="acap-calabarzon-….json").',
  issuance: 'An older issuance by id (see /api/weather/issuances); the latest when left out.',
  mode: 'ten_day or seasonal (10-day and tenday are read too); both when left out (JSON), required for format=csv.',
  crop: 'A crop key or name, e.g. rice.',
  province: 'A province by name or PSGC code.',
  municipality: 'A city or municipality by name or PSGC code.',
  format: 'json (documents) or csv (the interchange layout, one mode).',
  type: 'seasonal, tenday or special; every type when left out.',
};

/** Query parameters from the route's own schema, so the document cannot drift from what the route reads. */
function queryParameters(schema: z.ZodType): JsonSchema[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    ...(PARAMETER_NOTES[name] ? { description: PARAMETER_NOTES[name] } : {}),
    schema: property,
  }));
}

const cacheHeaders = {
  ETag: { description: 'A weak tag of the data (not of meta.generated_at); send it in If-None-Match to be answered 304.', schema: { type: 'string' } },
  'Cache-Control': { description: 'How long the answer may be kept.', schema: { type: 'string' }, example: 'public, max-age=60, stale-while-revalidate=600' },
  'Content-Disposition': { description: 'Only with download=1.', schema: { type: 'string' } },
};

const errorAnswer = (description: string, code: string, message: string) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } }, required: ['code', 'message'] } },
        required: ['error'],
      },
      example: { error: { code, message } },
    },
  },
});

function exportOperation(options: {
  id: ExportId | 'index';
  operationId: string;
  summary: string;
  query: z.ZodType;
  mapping: readonly string[];
  empty?: string;
  csv?: boolean;
}) {
  const definition = options.id === 'index' ? null : exportDefinition(options.id);
  const description = [
    definition ? `${definition.description} National collections: ${definition.collections.join(', ')}.` : 'The exports, where they are and how fresh their data is.',
    '',
    ...options.mapping.map((note) => `- ${note}`),
  ].join('\n');
  const content: Record<string, unknown> = { 'application/json': { schema: options.id === 'index' ? exportIndex : exchangeExport } };
  if (options.csv) content['text/csv'] = { schema: { type: 'string', description: 'prov,muni,crop,01_15_CAL,…,12_30_CAL' } };
  return {
    get: {
      operationId: options.operationId,
      tags: ['Exports'],
      summary: options.summary,
      description,
      parameters: queryParameters(options.query),
      responses: {
        200: { description: 'The export.', headers: cacheHeaders, content },
        304: { description: 'The If-None-Match tag still holds: the data has not changed.' },
        400: errorAnswer('A parameter that is not understood, named in the message.', 'BAD_REQUEST', 'download: download must be 1 or 0'),
        ...(options.empty ? { 404: errorAnswer('Nothing to export yet, or an unknown issuance, place or crop.', 'NOT_FOUND', options.empty) } : {}),
      },
    },
  };
}

/** OpenAPI 3.1 path items of the national-exchange exports (`/api/export/…`), merged into /api/openapi.json. */
export const exportPaths: Record<string, unknown> = {
  '/api/export': exportOperation({ id: 'index', operationId: 'listExports', summary: 'The exports for the national ACAP portals', query: exportIndexQuerySchema, mapping: INDEX_MAPPING }),
  '/api/export/provinces': exportOperation({ id: 'provinces', operationId: 'exportProvinces', summary: 'The provinces constants document', query: provincesExportQuerySchema, mapping: PROVINCES_MAPPING }),
  '/api/export/villages': exportOperation({ id: 'villages', operationId: 'exportVillages', summary: 'The villages (barangays) constants document', query: villagesExportQuerySchema, mapping: VILLAGES_MAPPING }),
  '/api/export/weather/seasonal': exportOperation({
    id: 'weather-seasonal',
    operationId: 'exportSeasonalForecast',
    summary: 'The latest seasonal forecast, one document per province',
    query: weatherExportQuerySchema,
    mapping: SEASONAL_MAPPING,
    empty: 'Received an empty weather data.',
  }),
  '/api/export/weather/ten-day': exportOperation({
    id: 'weather-ten-day',
    operationId: 'exportTendayForecast',
    summary: 'The latest 10-day forecast, one document per province',
    query: weatherExportQuerySchema,
    mapping: TENDAY_MAPPING,
    empty: 'Received an empty weather data.',
  }),
  '/api/export/calendars': exportOperation({
    id: 'calendars',
    operationId: 'exportCalendars',
    summary: 'Cropping calendars in the common interchange layout (CSV or JSON)',
    query: calendarsExportQuerySchema,
    mapping: CALENDARS_MAPPING,
    empty: 'Received empty data',
    csv: true,
  }),
  '/api/export/recommendations': exportOperation({
    id: 'recommendations',
    operationId: 'exportRecommendations',
    summary: 'Recommendations per type, and the lite document',
    query: recommendationsExportQuerySchema,
    mapping: RECOMMENDATIONS_MAPPING,
    empty: 'Received empty data',
  }),
};
