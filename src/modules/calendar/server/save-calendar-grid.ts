import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import { and, eq, inArray } from 'drizzle-orm';
import { cropCalendar } from '@/db/schema';
import type { CalendarGridInput } from '@/modules/calendar/rules/calendar-input';
import { findCrop } from '@/modules/calendar/rules/crops/crop-list';
import { auditActor, type Author } from '@/modules/staff/server/audit/author';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { storeCalendarRows } from './store-calendar-rows';

/** Saves the grid of one province and crop as one transaction with its audit row; blank rows are removed. */
export async function saveCalendarGrid(db: Database, input: CalendarGridInput, author: Author): Promise<{ saved: number; cleared: number }> {
  const crop = findCrop(input.crop);
  if (!crop) throw new AppError('BAD_REQUEST', `Unknown crop "${input.crop}".`);
  const { provinces, municipalities } = await resolvePlaceFilter(db, { province: input.province });
  if (provinces.length !== 1) throw new AppError('BAD_REQUEST', `"${input.province}" names more than one province.`);
  const province = provinces[0]!;

  const problems: string[] = [];
  const seen = new Set<string>();
  const rows = input.rows.flatMap((row, index) => {
    const place = municipalities.find((m) => m.psgc === row.municipality || m.name.toLowerCase() === row.municipality.toLowerCase());
    if (!place) {
      problems.push(`rows[${index}].municipality: "${row.municipality}" is not in ${province.name}`);
      return [];
    }
    if (seen.has(place.psgc)) problems.push(`rows[${index}].municipality: ${place.name} is given twice`);
    seen.add(place.psgc);
    row.slots.forEach((stage, slot) => {
      if (stage && !crop.stages.some((s) => s.code === stage)) problems.push(`rows[${index}].slots[${slot}]: ${crop.name.en} has no stage "${stage}"`);
    });
    return [{ provincePsgc: province.psgc, municipalityPsgc: place.psgc, cropKey: crop.key, slots: row.slots }];
  });
  if (problems.length > 0) throw new AppError('BAD_REQUEST', `${problems.join('; ')}. Nothing was saved.`, { details: { problems } });

  const filled = rows.filter((row) => row.slots.some(Boolean));
  const blank = rows.filter((row) => !row.slots.some(Boolean)).map((row) => row.municipalityPsgc);
  await changePublicData(db, async (tx) => {
    await storeCalendarRows(tx, filled, { mode: input.mode, author });
    if (blank.length > 0) {
      await tx
        .delete(cropCalendar)
        .where(and(eq(cropCalendar.cropKey, crop.key), eq(cropCalendar.mode, input.mode), inArray(cropCalendar.municipalityPsgc, blank)));
    }
    await writeAudit(tx, {
      actor: auditActor(author),
      action: 'calendar.save',
      target: `${province.name}/${crop.key}/${input.mode}`,
      summary: { saved: filled.length, cleared: blank.length },
    });
  });
  return { saved: filled.length, cleared: blank.length };
}
