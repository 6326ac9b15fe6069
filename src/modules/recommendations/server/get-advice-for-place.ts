import 'server-only';
import type { CalendarSlots } from '@/modules/calendar/rules/active-stages';
import type { CalendarMode } from '@/modules/calendar/rules/calendar-mode';
import type { Queryable } from '@/platform/db/database';
import { getAdviceForCalendars, type AdviceSection } from './get-advice-for-calendars';

export type { AdviceSection };

/**
 * What to do in one place for one crop under its outlooks valid today: the 10-day or seasonal outlook (by
 * the calendar's mode) and any active cyclone; an ended outlook gives a section marked not current. `month`
 * picks the seasonal month (this month when covered).
 */
export async function getAdviceForPlace(
  db: Queryable,
  input: { municipalityPsgc: string; crop: string; mode: CalendarMode; slots: CalendarSlots; month: string },
): Promise<AdviceSection[]> {
  const [sections] = await getAdviceForCalendars(db, { municipalityPsgc: input.municipalityPsgc, month: input.month, calendars: [input] });
  return sections ?? [];
}
