import { z } from 'zod';
import { MONTH_CODES } from '@/modules/weather/rules/seasonal-months';
import { WIND_SIGNALS } from '@/modules/weather/rules/conditions';
import { BULLETIN_LANGUAGES } from './bulletin-document';

const placeText = z.string().trim().min(1).max(100);

/** A month as `YYYY-MM`, a month code (`jan`) or a month number 0 … 11 (the spec's numbering). */
const monthField = z.union([z.string().trim().min(1).max(7), z.number().int().min(0).max(11)]).transform((value, context) => {
  if (typeof value === 'number') return MONTH_CODES[value]!;
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return value;
  const code = value.toLowerCase();
  if ((MONTH_CODES as readonly string[]).includes(code)) return code;
  if (/^\d{1,2}$/.test(value) && Number(value) <= 11) return MONTH_CODES[Number(value)]!;
  context.addIssue({ code: 'custom', message: `month must be YYYY-MM, a month code (jan … dec) or 0 … 11, not "${value}"` });
  return z.NEVER;
});

/**
 * The fields the original dashboard sends with every report, whatever its type (domain notes §7, issue
 * 15): `{region, province, municipality, crop, month, language, operation, isFull}`, plus `signal` for
 * a special report. `month` and `isFull` only choose the months of a seasonal bulletin; the dashboard
 * still sends them with 10-day and special reports, so those accept and drop them. `allowExpired` is
 * the portal's own: the staff confirmed making the bulletin from an outlook that has ended.
 */
const dashboardFields = {
  region: z.literal('calabarzon', { error: 'region must be "calabarzon"' }).optional(),
  province: placeText,
  municipality: placeText,
  crop: z.string().trim().min(1, 'crop is required').max(60),
  // Checked even where ignored: a value that is no month is a client bug worth hearing about.
  // A null month (nothing chosen) is no month.
  month: z.preprocess((value) => (value === null ? undefined : value), monthField.optional()),
  language: z.enum(BULLETIN_LANGUAGES, { error: 'language must be en or tag' }),
  operation: z.enum(['create', 'preview'], { error: 'operation must be create or preview' }),
  isFull: z.boolean({ error: 'isFull must be true or false' }).default(false),
  allowExpired: z.boolean({ error: 'allowExpired must be true or false' }).optional(),
};

/** A report request: the given fields and no others, an unknown field refused by name with the list of known ones. */
function reportRequest<S extends z.ZodRawShape>(label: string, shape: S) {
  const known = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unrecognized ${issue.keys.length === 1 ? 'key' : 'keys'} ${issue.keys.map((key) => `"${key}"`).join(', ')}: a ${label} report takes ${known}`
        : undefined,
  });
}

/** A seasonal report names its month, or asks for all six. */
const monthChosen: [(request: { isFull: boolean; month?: string }) => boolean, { message: string; path: string[] }] = [
  (request) => request.isFull || request.month !== undefined,
  { message: 'month is required unless isFull is true', path: ['month'] },
];
const signalField = { signal: z.enum(WIND_SIGNALS, { error: `signal must be one of ${WIND_SIGNALS.join(', ')}` }).optional() };

export const seasonalBulletinRequestSchema = reportRequest('seasonal', dashboardFields).refine(...monthChosen);

export const tenDayBulletinRequestSchema = reportRequest('10-day', dashboardFields).transform(({ month: _month, isFull: _isFull, ...request }) => request);

export const specialBulletinRequestSchema = reportRequest('special', { ...dashboardFields, ...signalField }).transform(
  ({ month: _month, isFull: _isFull, ...request }) => request,
);

export type SeasonalBulletinRequest = z.output<typeof seasonalBulletinRequestSchema>;
export type TenDayBulletinRequest = z.output<typeof tenDayBulletinRequestSchema>;
export type SpecialBulletinRequest = z.output<typeof specialBulletinRequestSchema>;

// A plan stores and renders nothing: it takes the report's fields without `operation`.
const { operation: _operation, ...planFields } = dashboardFields;

/**
 * `POST /api/reports/plan`: the bulletin type and the fields its report takes (checked as that report
 * checks them), less `operation`. What the dashboard would preview, asked for its contents.
 */
export const bulletinPlanRequestSchema = z.discriminatedUnion(
  'type',
  [
    reportRequest('seasonal', { type: z.literal('seasonal'), ...planFields }).refine(...monthChosen),
    reportRequest('10-day', { type: z.literal('ten_day'), ...planFields }).transform(({ month: _month, isFull: _isFull, ...request }) => request),
    reportRequest('special', { type: z.literal('special_weather'), ...planFields, ...signalField }).transform(
      ({ month: _month, isFull: _isFull, ...request }) => request,
    ),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? 'type must be seasonal, ten_day or special_weather' : undefined) },
);

export type BulletinPlanRequest = z.output<typeof bulletinPlanRequestSchema>;

/** `DELETE /api/reports/{type}/crops`: the report's id, as existing clients name it. */
export const deleteReportSchema = z.object({ docId: z.string().trim().min(1, 'docId is required').max(64) }).strict();
