import { z } from 'zod';

/** The national ACAP portal's documents as this profile gives them (../shared/docs/acap-national-shapes.md, with the additions each mapping names). */
const num = z.number().nullable();

const tenDayDaySchema = z.object({
  day: z.number().int().min(1).max(10),
  day_str: z.string().meta({ examples: ['2023/08/02'] }),
  day_format: z.string().meta({ examples: ['Wed Aug 02'] }),
  municipality: z.string(),
  province: z.string(),
  psgc: z.string(),
  tmin: num,
  tmax: num,
  tmean: num,
  humidity: num,
  wspeed: num.meta({ description: 'm/s' }),
  wdirection: z.string().nullable(),
  cover: z.string().nullable(),
  rainfall: z.enum(['NO RAIN', 'LIGHT RAINS', 'MODERATE RAINS', 'HEAVY RAINS']).nullable(),
  rainfall_amt_text: z.string().nullable(),
});

export const tenDayDocumentSchema = z.object({
  date_range: z.string(),
  date_forecast: z.string().meta({ examples: ['08/02/2023 @8AM'] }),
  date_created: z.number().meta({ description: 'Milliseconds since 1970.' }),
  date_created_str: z.string(),
  date_end: z.string(),
  date_end_str: z.string(),
  error: z.null(),
  municipalities: z.record(z.string(), z.array(tenDayDaySchema)),
});

const seasonalMonths = {
  mos: z.array(z.string()),
  year_months: z.array(z.string()),
  months: z.array(z.object({ mo: z.string(), val: z.number().nullable(), con: z.enum(['wb_normal', 'b_normal', 'near_normal', 'above_normal', 'nda']) })),
};
export const seasonalDocumentSchema = z.object({
  name: z.string(),
  psgc: z.string(),
  ...seasonalMonths,
  municipalities: z.record(z.string(), z.object({ psgc: z.string(), from_province: z.boolean(), ...seasonalMonths })),
});

export const cycloneDocumentSchema = z.object({
  summary: z.string(),
  has_cyclone: z.boolean(),
  img: z.string().nullable(),
  img_lowres: z.string().nullable(),
  data: z.object({
    meta: z.object({ bulletin_number: z.string().nullable(), typhoon_name: z.string().nullable(), issued_at: z.string().nullable() }),
    details: z.array(z.object({ title: z.string(), value: z.union([z.string(), z.array(z.string())]) })),
    signal: z.array(z.object({ title: z.string(), content: z.array(z.object({ provinces: z.string(), island: z.string() })) })),
    affected: z.array(
      z.object({ id: z.string(), province: z.string(), signal: z.number().int().min(1).max(5), value: z.string(), municipalities: z.array(z.string()) }),
    ),
  }),
  source: z.string(),
  type: z.literal('cyclone_advisory'),
  date_created: z.number(),
  date_created_str: z.string(),
});

export const reportDocumentSchema = z.object({
  id: z.string(),
  uid: z.string(),
  region: z.string(),
  province: z.string(),
  municipality: z.string(),
  crop: z.string().meta({ description: 'The crop’s name in the record’s language (Palay in a Tagalog record).' }),
  crop_key: z.string().meta({ description: 'The crop’s key, the same in both languages (rice): join English and Tagalog records on it.', examples: ['rice'] }),
  stages: z.array(z.string()),
  activities: z.array(z.string()),
  month: z.string(),
  condition: z.string(),
  type: z.enum(['seasonal', 'ten_day', 'special_weather']),
  recommendations: z.string().meta({ description: 'HTML.' }),
  smsRecommendations: z.string(),
  updated_by: z.literal('admin'),
  date_created: z.number(),
  date_range: z.string().optional(),
  rainfall: z.string().nullable().optional(),
  reference: z.string(),
  language: z.enum(['en', 'tag']),
  pdf_name: z.string(),
  pdf_url: z.string(),
  page_url: z.string(),
});

const idLabel = z.object({ id: z.string().meta({ description: 'The 10-digit PSGC code.' }), label: z.string() });
export const provincesDocumentSchema = z.object({ data: z.array(idLabel.extend({ municipalities: z.array(idLabel) })) });

export type NationalTenDayDay = z.output<typeof tenDayDaySchema>;
export type NationalTenDayDocument = z.output<typeof tenDayDocumentSchema>;
export type NationalSeasonalDocument = z.output<typeof seasonalDocumentSchema>;
export type NationalCycloneDocument = z.output<typeof cycloneDocumentSchema>;
export type NationalReportDocument = z.output<typeof reportDocumentSchema>;
export type NationalProvincesDocument = z.output<typeof provincesDocumentSchema>;
