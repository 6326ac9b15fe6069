import 'server-only';
import { sql } from 'drizzle-orm';
import { cropCalendar } from '@/db/schema';
import type { CalendarTableRow } from '@/modules/calendar/rules/calendar-layout';
import type { CalendarMode } from '@/modules/calendar/rules/calendar-mode';
import { authorName, type Author } from '@/modules/staff/server/audit/author';
import type { Transaction } from '@/platform/db/database';

const BATCH = 500;

/** Writes calendar rows over any earlier row of the same place, crop and mode; call inside the change's transaction. */
export async function storeCalendarRows(
  tx: Transaction,
  rows: readonly CalendarTableRow[],
  options: { mode: CalendarMode; author: Author; isDemo?: boolean },
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx
      .insert(cropCalendar)
      .values(
        rows.slice(i, i + BATCH).map((row) => ({
          provincePsgc: row.provincePsgc,
          municipalityPsgc: row.municipalityPsgc,
          cropKey: row.cropKey,
          mode: options.mode,
          slots: row.slots,
          isDemo: options.isDemo ?? false,
          updatedBy: authorName(options.author),
        })),
      )
      .onConflictDoUpdate({
        target: [cropCalendar.municipalityPsgc, cropCalendar.cropKey, cropCalendar.mode],
        set: { slots: sql`excluded.slots`, isDemo: sql`excluded.is_demo`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
      });
  }
}
