import 'server-only';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { crop, cropCalendar, municipality, province } from '@/db/schema';
import type { CalendarMode } from '@/modules/calendar/rules/calendar-mode';
import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import { findCrop } from '@/modules/calendar/rules/crops/crop-list';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';

export interface CalendarQuery {
  province?: string;
  municipality?: string;
  crop?: string;
  mode?: CalendarMode;
}

export interface CalendarEntry {
  province: { psgc: string; name: string };
  municipality: { psgc: string; name: string };
  crop: string;
  mode: CalendarMode;
  slots: (StageCode | null)[];
  isDemo: boolean;
  updatedBy: string;
  updatedAt: string;
}

/** Calendar rows matching the query, by municipality name then crop. Unknown places or crops are a 404 naming them. */
export async function getCalendar(db: Queryable, query: CalendarQuery, options: { allowEmpty?: boolean; limit?: number } = {}): Promise<CalendarEntry[]> {
  const conditions: SQL[] = [];
  if (query.province || query.municipality) {
    const places = await resolvePlaceFilter(db, { province: query.province, municipality: query.municipality });
    conditions.push(
      inArray(
        cropCalendar.municipalityPsgc,
        places.municipalities.map((m) => m.psgc),
      ),
    );
  }
  if (query.crop) {
    const wanted = findCrop(query.crop);
    if (!wanted) throw new AppError('NOT_FOUND', `Unknown crop "${query.crop}".`);
    conditions.push(eq(cropCalendar.cropKey, wanted.key));
  }
  if (query.mode) conditions.push(eq(cropCalendar.mode, query.mode));

  const rows = await db
    .select({
      provincePsgc: province.psgc,
      provinceName: province.name,
      municipalityPsgc: municipality.psgc,
      municipalityName: municipality.name,
      crop: cropCalendar.cropKey,
      mode: cropCalendar.mode,
      slots: cropCalendar.slots,
      isDemo: cropCalendar.isDemo,
      updatedBy: cropCalendar.updatedBy,
      updatedAt: cropCalendar.updatedAt,
    })
    .from(cropCalendar)
    .innerJoin(municipality, eq(municipality.psgc, cropCalendar.municipalityPsgc))
    .innerJoin(province, eq(province.psgc, cropCalendar.provincePsgc))
    .innerJoin(crop, eq(crop.key, cropCalendar.cropKey))
    .where(and(...conditions))
    .orderBy(asc(municipality.name), asc(crop.sortOrder), asc(cropCalendar.mode))
    .limit(options.limit ?? 100_000);

  if (rows.length === 0 && !options.allowEmpty) throw new AppError('NOT_FOUND', 'Received empty data');
  return rows.map((row) => ({
    province: { psgc: row.provincePsgc, name: row.provinceName },
    municipality: { psgc: row.municipalityPsgc, name: row.municipalityName },
    crop: row.crop,
    mode: row.mode,
    slots: row.slots,
    isDemo: row.isDemo,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  }));
}
