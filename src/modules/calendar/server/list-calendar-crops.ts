import 'server-only';
import { eq } from 'drizzle-orm';
import { cropCalendar } from '@/db/schema';
import type { CalendarMode } from '@/modules/calendar/rules/calendar-mode';
import type { Queryable } from '@/platform/db/database';

/** The crops that have at least one calendar row in a mode: the public chooser offers no dead ends. */
export async function listCalendarCrops(db: Queryable, mode: CalendarMode): Promise<string[]> {
  const rows = await db.selectDistinct({ crop: cropCalendar.cropKey }).from(cropCalendar).where(eq(cropCalendar.mode, mode));
  return rows.map((row) => row.crop);
}
