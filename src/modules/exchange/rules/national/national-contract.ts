import { z } from 'zod';
import { operation } from '@/platform/contracts/api-operation';
import { exchangeMetaSchema } from '../exports-contract';
import { provincesExportQuerySchema, weatherExportQuerySchema } from '../export-query';
import { NATIONAL_KINDS } from './national-changes';
import { cycloneDocumentSchema, provincesDocumentSchema, reportDocumentSchema, seasonalDocumentSchema, tenDayDocumentSchema } from './national-schemas';
import { NATIONAL_PROVINCES_MAPPING } from './national-provinces';
import { NATIONAL_CYCLONE_MAPPING } from './national-cyclone';
import { NATIONAL_REPORT_MAPPING } from './national-report';
import { NATIONAL_SEASONAL_MAPPING } from './national-seasonal';
import { NATIONAL_TEN_DAY_MAPPING } from './national-ten-day';

const collectionOf = <T extends z.ZodType>(data: T) => z.array(z.object({ path: z.string(), documents: z.array(z.object({ id: z.string(), data })) }));
const exportOf = <T extends z.ZodType>(data: T) => z.object({ meta: exchangeMetaSchema, collections: collectionOf(data) });

const download = weatherExportQuerySchema.shape.download;
const pageSize = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit starts at 1')
    .max(max, `limit is at most ${max}`)
    .default(fallback);

export const nationalReportsQuerySchema = z
  .object({
    id: z.string().trim().min(1).max(64).optional().meta({ description: 'One published bulletin by id.' }),
    limit: pageSize(500, 100),
    offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset starts at 0').max(1_000_000).default(0),
    download,
  })
  .strict();

export const nationalChangesQuerySchema = z
  .object({
    since: z.string().trim().min(1).max(120).optional().meta({ description: 'The cursor of the previous answer; left out, every change from the start.' }),
    limit: pageSize(1000, 500),
    download,
  })
  .strict();

const notes = (intro: string, mapping: readonly string[]) => [intro, '', ...mapping.map((note) => `- ${note}`)].join('\n');
const emptyWeather = { description: 'No such outlook is stored yet, or an unknown issuance.', example: 'Received an empty weather data.' };

export const NATIONAL_CONTRACT = {
  provinces: operation({
    method: 'GET',
    path: '/api/export/v1/national/provinces',
    tag: 'Exports',
    summary: 'The provinces constants in the national ACAP portal’s shape',
    description: notes('The national profile of the exports (v1): the constant_data/provinces document.', NATIONAL_PROVINCES_MAPPING),
    access: { kind: 'public' },
    input: provincesExportQuerySchema,
    output: exportOf(provincesDocumentSchema),
    publicId: 'exportNationalProvinces',
  }),
  tenDay: operation({
    method: 'GET',
    path: '/api/export/v1/national/ten-day',
    tag: 'Exports',
    summary: 'The live (or an older) 10-day outlook in the national ACAP portal’s shape',
    description: notes('The national profile of the exports (v1): one document per 10-day issue.', NATIONAL_TEN_DAY_MAPPING),
    access: { kind: 'public' },
    input: weatherExportQuerySchema,
    output: exportOf(tenDayDocumentSchema),
    notFound: emptyWeather,
    publicId: 'exportNationalTenDay',
  }),
  seasonal: operation({
    method: 'GET',
    path: '/api/export/v1/national/seasonal',
    tag: 'Exports',
    summary: 'The live (or an older) seasonal outlook in the national ACAP portal’s shape',
    description: notes('The national profile of the exports (v1): one document per province.', NATIONAL_SEASONAL_MAPPING),
    access: { kind: 'public' },
    input: weatherExportQuerySchema,
    output: exportOf(seasonalDocumentSchema),
    notFound: emptyWeather,
    publicId: 'exportNationalSeasonal',
  }),
  cyclone: operation({
    method: 'GET',
    path: '/api/export/v1/national/cyclone-advisory',
    tag: 'Exports',
    summary: 'The live (or an older) cyclone advisory in the national ACAP portal’s shape',
    description: notes('The national profile of the exports (v1): the special weather (cyclone) advisory document.', NATIONAL_CYCLONE_MAPPING),
    access: { kind: 'public' },
    input: weatherExportQuerySchema,
    output: exportOf(cycloneDocumentSchema),
    notFound: emptyWeather,
    publicId: 'exportNationalCycloneAdvisory',
  }),
  reports: operation({
    method: 'GET',
    path: '/api/export/v1/national/reports',
    tag: 'Exports',
    summary: 'Published bulletins as the national ACAP portal’s report records',
    description: notes(
      'The national profile of the exports (v1): published bulletins, newest first, a page at a time; `total` counts them all.',
      NATIONAL_REPORT_MAPPING,
    ),
    access: { kind: 'public' },
    input: nationalReportsQuerySchema,
    output: exportOf(reportDocumentSchema).extend({ total: z.number().int() }),
    notFound: { description: 'With id: no published bulletin of that id (never published, or withdrawn).' },
    publicId: 'exportNationalReports',
  }),
  changes: operation({
    method: 'GET',
    path: '/api/export/v1/national/changes',
    tag: 'Exports',
    summary: 'What changed in the national documents since a cursor, with deletions as tombstones',
    description: notes(
      'For a national hub that polls: pass the answer’s cursor back as since. 400 for a cursor this portal did not give; 410 for one pointing into a history it no longer has (read again without since).',
      [
        'Each change: kind, id, op (upsert, delete), at, href (upserts) and reason (deletes: deleted, withdrawn).',
        'A document changed more than once within a page is given once, at its last change.',
      ],
    ),
    access: { kind: 'public' },
    input: nationalChangesQuerySchema,
    failures: [
      {
        status: 410,
        description: 'A cursor into a history this portal no longer has (a restored backup, or another portal): read again without since.',
        example: {
          code: 'GONE',
          message:
            'This cursor points into a history this portal no longer has (a restored backup, or another portal): leave since out to read everything again.',
        },
      },
    ],
    output: z.object({
      meta: exchangeMetaSchema,
      since: z.string().nullable(),
      cursor: z.string(),
      more: z.boolean(),
      changes: z.array(
        z.object({
          kind: z.enum(NATIONAL_KINDS),
          id: z.string(),
          op: z.enum(['upsert', 'delete']),
          at: z.string(),
          href: z.string().nullable(),
          reason: z.enum(['deleted', 'withdrawn']).optional(),
        }),
      ),
    }),
    publicId: 'exportNationalChanges',
  }),
};
