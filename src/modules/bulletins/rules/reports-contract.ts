import { z } from 'zod';
import { secondsStamp, withMessage } from '@/platform/contracts/answers';
import { operation } from '@/platform/contracts/api-operation';
import { BULLETIN_TYPES, type BulletinType } from './bulletin-document';
import { bulletinPlanSchema } from './bulletin-plan-answer';
import { BULLETIN_STATES } from './bulletin-state';
import {
  bulletinPlanRequestSchema,
  deleteReportSchema,
  seasonalBulletinRequestSchema,
  specialBulletinRequestSchema,
  tenDayBulletinRequestSchema,
} from './bulletin-request';

const tag = 'Bulletins';

export const reportsQuerySchema = z
  .object({ type: z.enum(BULLETIN_TYPES, { error: 'type must be seasonal, ten_day or special_weather' }).optional() })
  .strict();

/** A saved bulletin as the API lists it (spec §3: id or docId, uid, type, date_created). */
export const reportSchema = z.object({
  id: z.string(),
  docId: z.string(),
  uid: z.string(),
  type: z.enum(BULLETIN_TYPES),
  date_created: secondsStamp,
  reference: z.string(),
  language: z.enum(['en', 'tag']),
  title: z.string(),
  province: z.string(),
  municipality: z.string(),
  crop: z.string(),
  period: z.string(),
  size: z.number().int(),
  pdfUrl: z.string(),
  htmlUrl: z.string(),
  isDemo: z.boolean(),
  request: z.record(z.string(), z.unknown()),
  /** A saved bulletin is a draft until a reviewer approves it; only published ones are public. */
  state: z.enum(BULLETIN_STATES),
  /** When it was published (ISO 8601), or null while it is not. */
  publishedAt: z.string().nullable(),
});

/** What creating a bulletin answers: the report, and whether it was new (201) or already saved (200). */
export const savedReportSchema = reportSchema.extend({ message: z.string() });

/** The archive's filter form (works without script): anything malformed is dropped rather than sent on to a 404. */
export const archiveFilterQuerySchema = z.object({
  type: z.string().optional(),
  place: z.string().optional(),
  crop: z.string().optional(),
  date: z.string().optional(),
});

const pdf = { type: 'application/pdf', description: 'The bulletin.' };

function bulletinCalls<S extends z.ZodType>(type: BulletinType, slug: string, request: S) {
  const path = `/api/reports/${slug}/crops`;
  return {
    create: operation({
      method: 'POST',
      path,
      tag,
      summary: `A ${type.replace('_', ' ')} bulletin: \`operation: preview\` answers the PDF and stores nothing, \`create\` stores it`,
      access: { kind: 'action', action: 'bulletin.create' },
      input: request,
      output: savedReportSchema,
      status: 201,
      produces: { ...pdf, description: 'With operation preview: the PDF.' },
    }),
    remove: operation({
      method: 'DELETE',
      path,
      tag,
      summary: 'Deletes a bulletin of any type (admins their own, superadmins any)',
      access: { kind: 'action', action: 'bulletin.delete' },
      input: deleteReportSchema,
      output: withMessage({ docId: z.string() }),
    }),
  };
}

export const REPORTS_CONTRACT = {
  list: operation({
    method: 'GET',
    path: '/api/reports',
    tag,
    summary: "The caller's saved bulletins, newest first",
    access: { kind: 'action', action: 'bulletin.create' },
    input: reportsQuerySchema,
    output: z.array(reportSchema),
  }),
  plan: operation({
    method: 'POST',
    path: '/api/reports/plan',
    tag,
    summary: 'What a bulletin would hold, composed as a preview is and stored nowhere: its outlook, stages, advice in print order and what is missing',
    description:
      'The body is the `type` and the fields of that type’s report, less `operation`. The answer is the composed document’s parts: 409 when the ' +
      'outlook has ended (with `details.reason` `outlook_ended` and `validTo`) unless `allowExpired` is true, 404 without an outlook or calendar, ' +
      '422 when no recommendation answers.',
    access: { kind: 'action', action: 'bulletin.create' },
    input: bulletinPlanRequestSchema,
    output: bulletinPlanSchema,
    notFound: {
      description: 'No outlook, or no calendar for the crop in the place.',
      example: 'Received empty data: there is no 10-day calendar for Rice in Bay, Laguna.',
    },
  }),
  seasonal: bulletinCalls('seasonal', 'seasonal', seasonalBulletinRequestSchema),
  tenday: bulletinCalls('ten_day', 'tenday', tenDayBulletinRequestSchema),
  special: bulletinCalls('special_weather', 'special', specialBulletinRequestSchema),
  pdf: operation({
    method: 'GET',
    path: '/bulletins/{file}',
    tag,
    summary: "A published bulletin's PDF (`{id}.pdf`): it never changes, so it may be kept for a year",
    description:
      'Named as the national portal names bulletin files (`Laguna_Bay_Rice_nov_2026.pdf`, its report records’ `pdf_name`). A draft or a bulletin in review is 404, never cached.',
    access: { kind: 'public' },
    params: z.object({ file: z.string() }),
    produces: pdf,
    notFound: { description: 'No such bulletin, or not published yet.', example: 'There is no such bulletin; it may have been deleted.' },
    failures: [{ status: 410, description: 'The bulletin was withdrawn: its page says why.' }],
  }),
  archiveFilter: operation({
    method: 'GET',
    path: '/bulletins/go',
    tag,
    summary: "The archive's filter form: its fields → the filtered list's own address",
    access: { kind: 'public' },
    input: archiveFilterQuerySchema,
    status: 303,
  }),
};

export type ReportCalls = ReturnType<typeof bulletinCalls>;
