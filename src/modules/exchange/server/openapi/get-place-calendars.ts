import 'server-only';
import type { CalendarMode } from '@/modules/calendar/rules/calendar-mode';
import { slotParts } from '@/modules/calendar/rules/month-halves';
import type { CalendarsAnswer } from '@/modules/exchange/rules/openapi/calendars-answer';
import { cropRefOf, stageOf } from '@/modules/exchange/rules/openapi/crop-terms';
import { openApiToday } from '@/modules/exchange/rules/openapi/open-api-today';
import { getCalendar } from '@/modules/calendar/server/get-calendar';
import type { Queryable } from '@/platform/db/database';
import { findOpenPlace } from './find-open-place';

/** `GET /api/v1/places/{psgc}/calendars`: the calendars of a city or municipality, or of every place of a province. */
export async function getPlaceCalendars(db: Queryable, psgc: string, query: { crop?: string; mode?: CalendarMode }): Promise<CalendarsAnswer> {
  const place = await findOpenPlace(db, psgc);
  const where = place.kind === 'province' ? { province: psgc } : { municipality: psgc };
  const entries = await getCalendar(db, { ...where, crop: query.crop, mode: query.mode }, { allowEmpty: true });
  const today = openApiToday(new Date());
  return {
    place: { psgc, name: place.name },
    today,
    calendars: entries.map((entry) => {
      const stageAt = (slot: number) => {
        const code = entry.slots[slot];
        return code ? stageOf(entry.crop, code) : null;
      };
      return {
        place: entry.municipality,
        crop: cropRefOf(entry.crop),
        mode: entry.mode,
        stageNow: stageAt(today.slot),
        slots: entry.slots.map((_, slot) => {
          const { monthKey, half } = slotParts(slot);
          return { slot, month: monthKey, half, stage: stageAt(slot) };
        }),
        isDemo: entry.isDemo,
        updatedBy: entry.updatedBy === 'system' ? ('system' as const) : ('admin' as const),
        updatedAt: entry.updatedAt,
      };
    }),
  };
}
