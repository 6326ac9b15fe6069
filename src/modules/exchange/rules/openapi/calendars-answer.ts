import { z } from 'zod';
import { CALENDAR_MODES } from '@/modules/calendar/rules/calendar-mode';
import { HALVES, MONTH_KEYS, SLOT_COUNT } from '@/modules/calendar/rules/month-halves';
import { STAGE_CODES } from '@/modules/calendar/rules/crops/stage-codes';
import { bilingualSchema, isoDateSchema, isoInstantSchema, openApiComponents, placeRefSchema } from './open-api-components';

export const cropRefSchema = z.object({ key: z.string(), name: bilingualSchema }).register(openApiComponents, { id: 'CropRef' });

export const stageSchema = z
  .object({ code: z.enum(STAGE_CODES), label: bilingualSchema.meta({ description: "The crop's own word for the stage." }) })
  .register(openApiComponents, { id: 'Stage' });

const slotIndexSchema = z
  .number()
  .int()
  .min(0)
  .max(SLOT_COUNT - 1)
  .meta({ description: 'Half-month: month × 2 + half (0 = 1–15 January).' });

export const todaySchema = z
  .object({ date: isoDateSchema, slot: slotIndexSchema })
  .meta({ description: "Today's date in the Philippines and its half-month." })
  .register(openApiComponents, { id: 'Today' });

export const calendarSchema = z
  .object({
    place: placeRefSchema,
    crop: cropRefSchema,
    mode: z.enum(CALENDAR_MODES).meta({ description: 'Which outlook the calendar is read with: the 10-day or the seasonal.' }),
    stageNow: stageSchema.nullable(),
    slots: z.array(z.object({ slot: slotIndexSchema, month: z.enum(MONTH_KEYS), half: z.enum(HALVES), stage: stageSchema.nullable() })).length(SLOT_COUNT),
    isDemo: z.boolean().meta({ description: 'Sample data seeded into an empty portal, not an official calendar.' }),
    updatedBy: z.enum(['system', 'admin']),
    updatedAt: isoInstantSchema,
  })
  .register(openApiComponents, { id: 'Calendar' });

export const calendarsAnswerSchema = z
  .object({ place: placeRefSchema, today: todaySchema, calendars: z.array(calendarSchema) })
  .register(openApiComponents, { id: 'CalendarsAnswer' });

export type CalendarAnswer = z.output<typeof calendarSchema>;
export type CalendarsAnswer = z.output<typeof calendarsAnswerSchema>;
