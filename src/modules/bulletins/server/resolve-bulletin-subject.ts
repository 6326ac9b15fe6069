import 'server-only';
import type { CalendarMode } from '@/modules/calendar/rules/calendar-mode';
import type { CropDefinition } from '@/modules/calendar/rules/crops/crop-definition';
import { cropByKey, findCrop } from '@/modules/calendar/rules/crops/crop-list';
import { getCalendar, type CalendarEntry } from '@/modules/calendar/server/get-calendar';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';

export interface BulletinSubject {
  province: { psgc: string; name: string };
  municipality: { psgc: string; name: string; provincePsgc: string; lat: number; lon: number };
  crop: CropDefinition;
  calendar: CalendarEntry;
}

/**
 * The place, crop and calendar row a bulletin is about. Modes are tried in order (special bulletins
 * take the 10-day calendar, else the seasonal one); no calendar is `Received empty data`, named.
 */
export async function resolveBulletinSubject(
  db: Queryable,
  request: { province: string; municipality: string; crop: string },
  modes: readonly CalendarMode[],
): Promise<BulletinSubject> {
  const places = await resolvePlaceFilter(db, { province: request.province, municipality: request.municipality });
  const municipality = places.municipalities[0]!;
  const province = places.provinces.find((p) => p.psgc === municipality.provincePsgc)!;
  const crop = cropByKey(request.crop) ?? findCrop(request.crop);
  if (!crop) throw new AppError('NOT_FOUND', `Unknown crop "${request.crop}".`);
  for (const mode of modes) {
    const [calendar] = await getCalendar(db, { municipality: municipality.psgc, crop: crop.key, mode }, { allowEmpty: true });
    if (calendar) return { province, municipality, crop, calendar };
  }
  const kinds = modes.map((mode) => (mode === 'ten_day' ? '10-day' : 'seasonal')).join(' or ');
  throw new AppError('NOT_FOUND', `Received empty data: there is no ${kinds} calendar for ${crop.name.en} in ${municipality.name}, ${province.name}.`);
}
