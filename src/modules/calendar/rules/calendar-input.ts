import { z } from 'zod';
import { isStageCode, type StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import { parseCalendarMode, type CalendarMode } from './calendar-mode';
import { SLOT_COUNT } from './month-halves';

const placeText = z.string().trim().min(1).max(100);

const modeField = z.string().transform((text, context): CalendarMode => {
  const mode = parseCalendarMode(text);
  if (!mode) {
    context.addIssue({ code: 'custom', message: `mode must be ten_day or seasonal, not "${text}"` });
    return z.NEVER;
  }
  return mode;
});

/** `GET /api/calendar`: any of province, municipality (PSGC or name), crop (key or name) and mode. */
export const calendarQuerySchema = z
  .object({
    province: placeText.optional(),
    municipality: placeText.optional(),
    crop: z.string().trim().min(1).max(60).optional(),
    mode: modeField.optional(),
  })
  .strict();

export const calendarExportSchema = calendarQuerySchema.extend({
  format: z.enum(['csv', 'xlsx'], { message: 'format must be csv or xlsx' }).default('csv'),
  mode: modeField,
});

const slotField = z.union([z.string(), z.null()]).transform((value, context): StageCode | null => {
  const code = (value ?? '').trim();
  if (code === '') return null;
  if (!isStageCode(code)) {
    context.addIssue({ code: 'custom', message: `"${code}" is not a stage code` });
    return z.NEVER;
  }
  return code;
});

/** The admin grid's save: one province and crop, a row of 24 slots per municipality (all blank deletes the row). */
export const calendarGridSchema = z
  .object({
    province: placeText,
    crop: z.string().trim().min(1).max(60),
    mode: modeField,
    rows: z
      .array(
        z.object({
          municipality: placeText,
          slots: z.array(slotField).length(SLOT_COUNT, `slots must hold ${SLOT_COUNT} half-months`),
        }),
      )
      .min(1, 'rows must hold at least one municipality')
      .max(200),
  })
  .strict();

export type CalendarGridInput = z.output<typeof calendarGridSchema>;
