import { z } from 'zod';
import { isoInstant, nothingStored, withMessage } from '@/platform/contracts/answers';
import { operation } from '@/platform/contracts/api-operation';
import { XLSX_TYPE } from '@/platform/contracts/media-types';
import { STAGE_CODES } from '@/modules/calendar/rules/crops/stage-codes';
import { calendarExportSchema, calendarGridSchema, calendarQuerySchema } from './calendar-input';
import { CALENDAR_MODES } from './calendar-mode';

const edit = { kind: 'action', action: 'calendar.edit' } as const;
const tag = 'Calendars';
const place = z.object({ psgc: z.string(), name: z.string() });

export const calendarEntrySchema = z.object({
  province: place,
  municipality: place,
  crop: z.string(),
  mode: z.enum(CALENDAR_MODES),
  /** The stage in each of the 24 half-months, January's first half first. */
  slots: z.array(z.enum(STAGE_CODES).nullable()),
  isDemo: z.boolean(),
  updatedBy: z.string(),
  updatedAt: isoInstant,
});

/** The chooser form of the public calendar page (works without script): anything unreadable falls back to a default. */
export const calendarChooserQuerySchema = z.object({ mode: z.string().optional(), crop: z.string().optional(), place: z.string().optional() });

export const CALENDAR_CONTRACT = {
  read: operation({
    method: 'GET',
    path: '/api/calendar',
    tag,
    summary: 'Calendar rows by province, municipality, crop and mode',
    access: { kind: 'public' },
    input: calendarQuerySchema,
    output: z.array(calendarEntrySchema),
    notFound: nothingStored,
    publicId: 'getCalendarRows',
  }),
  saveGrid: operation({
    method: 'PUT',
    path: '/api/calendar',
    tag,
    summary: 'The admin grid of one province and crop',
    access: edit,
    input: calendarGridSchema,
    output: withMessage({ saved: z.number().int(), cleared: z.number().int() }),
  }),
  export: operation({
    method: 'GET',
    path: '/api/calendar/export',
    tag,
    summary: "The selected calendar rows as a file in the import's layout",
    access: { kind: 'public' },
    input: calendarExportSchema,
    produces: [
      { type: 'text/csv', description: 'The rows (format=csv, the default).' },
      { type: XLSX_TYPE, description: 'The rows as a workbook (format=xlsx).' },
    ],
  }),
  import: operation({
    method: 'POST',
    path: '/api/calendar/import',
    tag,
    summary: 'A calendar CSV or .xlsx in the interchange layout',
    access: edit,
    upload: { field: 'file', description: 'The file, and `mode` (ten_day or seasonal).' },
    output: withMessage({
      file: z.string(),
      mode: z.enum(CALENDAR_MODES),
      rows: z.number().int(),
      crops: z.array(z.string()),
      municipalities: z.number().int(),
    }),
    status: 201,
  }),
  chooser: operation({
    method: 'GET',
    path: '/cropping-calendar-v2/go',
    tag,
    summary: "The public calendar chooser's target: its fields → the view's own address",
    access: { kind: 'public' },
    input: calendarChooserQuerySchema,
    status: 303,
  }),
};
