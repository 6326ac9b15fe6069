import { SLOT_COLUMNS } from '@/modules/calendar/rules/calendar-layout';
import { CALENDAR_MODES, type CalendarMode } from '@/modules/calendar/rules/calendar-mode';
import { REGION } from '@/modules/places/rules/region';
import { exchangeUpdatedBy, firestoreTimestamp, type ExchangeCollection } from './exchange-document';

export interface CalendarEntryInput {
  province: { psgc: string; name: string };
  municipality: { psgc: string; name: string };
  crop: string;
  mode: CalendarMode;
  slots: readonly (string | null)[];
  isDemo: boolean;
  updatedBy: string;
  updatedAt: string;
}

export const CALENDARS_MAPPING = [
  `cropping_calendars/${REGION.key}/{ten_day|seasonal}: one document per municipality and crop (id: PSGC code _ crop key).`,
  'Fields follow the common interchange CSV: prov, muni, crop and 01_15_CAL … 12_30_CAL (first and second half of each month) holding a stage code (prep, seed, plant, estab, veg, vegleaf, vegtass, repro, mat) or "" when the crop is not in the field.',
  'format=csv answers the same rows as the interchange CSV itself, which the calendar import reads back; it has no mode column, so it is one mode at a time.',
  'is_demo marks the sample calendars seeded into a new portal; they are not official.',
] as const;

/** Calendar rows as documents, one sub-collection per mode, in the interchange layout's field names. */
export function shapeCalendars(entries: readonly CalendarEntryInput[]): ExchangeCollection[] {
  return CALENDAR_MODES.map((mode) => ({
    path: `cropping_calendars/${REGION.key}/${mode}`,
    documents: entries
      .filter((entry) => entry.mode === mode)
      .map((entry) => ({
        id: `${entry.municipality.psgc}_${entry.crop}`,
        data: {
          prov: entry.province.name,
          muni: entry.municipality.name,
          crop: entry.crop,
          province_psgc: entry.province.psgc,
          municipality_psgc: entry.municipality.psgc,
          ...Object.fromEntries(SLOT_COLUMNS.map((column, slot) => [column, entry.slots[slot] ?? ''])),
          is_demo: entry.isDemo,
          updated_by: exchangeUpdatedBy({ updatedBy: entry.updatedBy }),
          date_updated: firestoreTimestamp(entry.updatedAt),
        },
      })),
  })).filter((collection) => collection.documents.length > 0);
}
