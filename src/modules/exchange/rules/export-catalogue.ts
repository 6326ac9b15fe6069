import { REGION } from '@/modules/places/rules/region';
import { RECOMMENDATION_TYPES } from '@/modules/recommendations/rules/recommendation-types';

export const EXPORT_IDS = [
  'provinces',
  'villages',
  'weather-seasonal',
  'weather-ten-day',
  'calendars',
  'recommendations',
  'national-provinces',
  'national-ten-day',
  'national-seasonal',
  'national-cyclone-advisory',
  'national-reports',
  'national-changes',
] as const;
export type ExportId = (typeof EXPORT_IDS)[number];

export interface ExportDownload {
  /** Completes "Download …" in a link text, e.g. `the 10-day cropping calendars (CSV)`. */
  label: string;
  query: Record<string, string>;
}

export interface ExportDefinition {
  id: ExportId;
  title: string;
  path: string;
  /** Where the national portals keep the same data. */
  collections: string[];
  description: string;
  downloads: ExportDownload[];
}

const CALENDAR_DOWNLOADS: ExportDownload[] = [
  { label: 'the 10-day cropping calendars (CSV)', query: { mode: 'ten_day', format: 'csv' } },
  { label: 'the seasonal cropping calendars (CSV)', query: { mode: 'seasonal', format: 'csv' } },
  { label: 'every cropping calendar (JSON)', query: { format: 'json' } },
];

/** The exports in the shapes the national ACAP portals use, in the order the index and the admin page list them. */
export const EXPORTS: readonly ExportDefinition[] = [
  {
    id: 'provinces',
    title: 'Provinces constants',
    path: '/api/export/v1/provinces',
    collections: ['constants/provinces'],
    description: 'The constants document: the 5 provinces with their 142 cities and municipalities, by label and PSGC code.',
    downloads: [{ label: 'the provinces constants (JSON)', query: {} }],
  },
  {
    id: 'villages',
    title: 'Villages constants',
    path: '/api/export/v1/villages',
    collections: ['constants/villages'],
    description: 'The constants document of the region’s barangays (villages) by PSGC code (PSGC 2025-2Q), under their city or municipality.',
    downloads: [{ label: 'the villages constants (JSON)', query: {} }],
  },
  {
    id: 'weather-seasonal',
    title: 'Seasonal forecast',
    path: '/api/export/v1/weather/seasonal',
    collections: [`weather_forecasts/${REGION.key}/seasonal`],
    description: 'The latest seasonal outlook: one document per province, six months of percent of normal and condition per municipality.',
    downloads: [{ label: 'the latest seasonal forecast (JSON)', query: {} }],
  },
  {
    id: 'weather-ten-day',
    title: '10-day forecast',
    path: '/api/export/v1/weather/ten-day',
    collections: [`weather_forecasts/${REGION.key}/ten_day`],
    description:
      'The latest 10-day outlook: one document per province, each day’s rainfall class, temperatures, humidity, wind and cloud cover per municipality.',
    downloads: [{ label: 'the latest 10-day forecast (JSON)', query: {} }],
  },
  {
    id: 'calendars',
    title: 'Cropping calendars',
    path: '/api/export/v1/calendars',
    collections: [`cropping_calendars/${REGION.key}/ten_day`, `cropping_calendars/${REGION.key}/seasonal`],
    description: 'Every municipality’s cropping calendars in the common interchange layout (prov, muni, crop, 01_15_CAL … 12_30_CAL), per mode.',
    downloads: CALENDAR_DOWNLOADS,
  },
  {
    id: 'recommendations',
    title: 'Recommendations',
    path: '/api/export/v1/recommendations',
    collections: RECOMMENDATION_TYPES.flatMap((type) => [`n_list_crop_recommendations_${type}`, `n_list_crop_recommendations/${type}`]),
    description: 'The recommendations per type (seasonal, 10-day, special): one document each, and the lite document that holds them all.',
    downloads: [...RECOMMENDATION_TYPES.map((type) => ({ label: `the ${type === 'tenday' ? '10-day' : type} recommendations (JSON)`, query: { type } }))],
  },
  // The national profile (decision 059): the national ACAP portal's own field names and shapes.
  {
    id: 'national-provinces',
    title: 'National profile: provinces',
    path: '/api/export/v1/national/provinces',
    collections: ['constant_data/provinces'],
    description: 'The provinces constants as the national portal keeps them: {data: [{id, label, municipalities: [{id, label}]}]}, ids by PSGC code.',
    downloads: [{ label: 'the provinces constants, national shape (JSON)', query: {} }],
  },
  {
    id: 'national-ten-day',
    title: 'National profile: 10-day outlook',
    path: '/api/export/v1/national/ten-day',
    collections: ['national/ten_day'],
    description:
      'The live 10-day issue as the national portal keeps it: one document, municipalities by name, 10 days of tmin, tmax, wspeed, wdirection, cover, rainfall and rainfall_amt_text.',
    downloads: [{ label: 'the live 10-day outlook, national shape (JSON)', query: {} }],
  },
  {
    id: 'national-seasonal',
    title: 'National profile: seasonal outlook',
    path: '/api/export/v1/national/seasonal',
    collections: ['national/seasonal'],
    description: 'The live seasonal outlook as the national portal keeps it: per province {name, mos, months: [{mo, val, con}]}.',
    downloads: [{ label: 'the live seasonal outlook, national shape (JSON)', query: {} }],
  },
  {
    id: 'national-cyclone-advisory',
    title: 'National profile: cyclone advisory',
    path: '/api/export/v1/national/cyclone-advisory',
    collections: ['national/special_weather'],
    description: 'The live cyclone advisory as the national portal’s cyclone_advisory document: meta, details, signals by province and the places affected.',
    downloads: [{ label: 'the live cyclone advisory, national shape (JSON)', query: {} }],
  },
  {
    id: 'national-reports',
    title: 'National profile: published bulletins',
    path: '/api/export/v1/national/reports',
    collections: ['national/reports'],
    description:
      'Published bulletins as the national portal’s report records (crop, stages, activities, condition, recommendations, SMS text), newest first, 100 a page.',
    downloads: [{ label: 'the newest published bulletins, national shape (JSON)', query: {} }],
  },
  {
    id: 'national-changes',
    title: 'National profile: changes since',
    path: '/api/export/v1/national/changes',
    collections: [],
    description: 'What changed in the national documents since a cursor, with withdrawn bulletins and deleted outlooks as tombstones: for a hub that polls.',
    downloads: [{ label: 'the first changes from the start (JSON)', query: {} }],
  },
];

export function exportDefinition(id: ExportId): ExportDefinition {
  return EXPORTS.find((entry) => entry.id === id)!;
}

/** An export's address with a query, e.g. `/api/export/v1/calendars?mode=ten_day&format=csv&download=1`. */
export function exportHref(definition: Pick<ExportDefinition, 'path'>, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${definition.path}?${search}` : definition.path;
}

/** `acap-calabarzon-weather-ten-day-2025-08-18.json`: the region, the export and what narrows it, file-name safe. */
export function exportFileName(parts: readonly (string | undefined)[], extension: 'json' | 'csv'): string {
  const name = ['acap', REGION.key, ...parts]
    .filter((part): part is string => Boolean(part))
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[^a-z0-9_-]+/g, '_')
        .replace(/^_+|_+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
  return `${name}.${extension}`;
}
