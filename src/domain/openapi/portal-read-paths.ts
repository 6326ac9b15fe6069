import type { z } from 'zod';
import { calendarQuerySchema } from '@/domain/calendar/calendar-input';
import { recommendationQuerySchema } from '@/domain/recommendations/recommendation-input';
import { PSGC_ATTRIBUTION } from '@/domain/places/psgc-source';
import { outlookQuerySchema } from '@/domain/weather/outlook-query';
import { queryParameters } from './query-parameters';

// The older public reads (spec §3–§7), described briefly: their answers keep the shapes the national
// portal's pages expect and have no zod schemas of their own, so only their top-level type is given.

const EMPTY = 'Nothing stored yet, or nothing matches, or an unknown place or crop (the message says which).';

interface ReadSpec {
  query?: z.ZodType;
  path?: object[];
  /** The 404 it gives, when it can give one. */
  notFound?: string;
}

function read(operationId: string, summary: string, answer: 'object' | 'array', spec: ReadSpec & { description?: string } = {}) {
  return {
    get: {
      operationId,
      tags: ['Portal reads'],
      summary,
      ...(spec.description ? { description: spec.description } : {}),
      parameters: [...(spec.path ?? []), ...(spec.query ? queryParameters(spec.query) : [])],
      responses: {
        200: { description: 'The answer, with an ETag.', content: { 'application/json': { schema: { type: answer } } } },
        304: { $ref: '#/components/responses/NotModified' },
        ...(spec.query ? { 400: { $ref: '#/components/responses/BadRequest' } } : {}),
        ...(spec.notFound ? { 404: { description: spec.notFound, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } } : {}),
      },
    },
  };
}

const cropPath = { name: 'crop', in: 'path', required: true, description: 'A crop key or name.', schema: { type: 'string' }, example: 'rice' };

export const PORTAL_READ_PATHS: Record<string, unknown> = {
  '/api/constants/region': read('getRegionConstants', 'The region document', 'object', { notFound: 'The region is not loaded yet.' }),
  '/api/constants/provinces': read('getProvinceConstants', 'The provinces with their cities and municipalities', 'array', { notFound: 'The region is not loaded yet.' }),
  '/api/constants/villages': read('getVillageConstants', "The region's barangays (villages) with their city or municipality", 'array', {
    notFound: 'The region is not loaded yet.',
    description:
      'One entry per barangay, in PSGC order: `{id, label, formerLabel, municipality: {id, label}, province: {id, label}}`, where `id` is the ' +
      '10-digit PSGC code and `formerLabel` the name before a renaming (or null). Lucena is under Quezon. A barangay name (or code) is also ' +
      `taken wherever a municipality is (\`municipality=\`), and by \`/api/v1/places?q=\`. ${PSGC_ATTRIBUTION}`,
  }),
  '/api/crops': read('listCrops', 'Every crop with its names and stage codes', 'array'),
  '/api/crops/{crop}/stages': read('getCropStages', "One crop's stages with their labels", 'object', { path: [cropPath], notFound: 'An unknown crop.' }),
  '/api/weather/tenday': read('getTendayOutlook', 'The 10-day outlook of the region, a province or a municipality', 'object', { query: outlookQuerySchema, notFound: EMPTY }),
  '/api/weather/seasonal': read('getSeasonalOutlook', 'The seasonal outlook of the region, a province or a municipality', 'object', { query: outlookQuerySchema, notFound: EMPTY }),
  '/api/weather/special': read('getSpecialOutlook', 'The latest special weather (cyclone) advisory', 'object', { query: outlookQuerySchema, notFound: EMPTY }),
  '/api/calendar': read('getCalendarRows', 'Calendar rows by province, municipality, crop and mode', 'array', { query: calendarQuerySchema, notFound: EMPTY }),
  '/api/recommendations': read('findRecommendations', 'Recommendations by type, crop (with the rows for every crop), stages (`general` for general advice) and forecast', 'array', { query: recommendationQuerySchema, notFound: EMPTY }),
};
