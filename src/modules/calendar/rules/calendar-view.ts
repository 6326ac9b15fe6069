import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { modeOfSlug, MODE_SLUGS, type CalendarMode } from './calendar-mode';

export interface CalendarView {
  mode: CalendarMode;
  crop: string;
  province?: string;
  municipality?: string;
}

export const DEFAULT_CALENDAR_VIEW: CalendarView = { mode: 'ten_day', crop: 'rice' };
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Crop keys are snake case; addresses use hyphens (`sweet-potato`). */
export const cropSlug = (key: string) => key.replace(/_/g, '-');
const cropOfSlug = (slug: string) => CROP_CATALOGUE.find((crop) => cropSlug(crop.key) === slug)?.key;

/** Reads `/cropping-calendar-v2/[mode]/[crop]/[province]/[municipality]`; null for an address that is none of these. */
export function parseCalendarView(segments: readonly string[] | undefined): CalendarView | null {
  const [modeSlug, cropText, province, municipality, ...rest] = segments ?? [];
  if (modeSlug === undefined) return { ...DEFAULT_CALENDAR_VIEW };
  const mode = modeOfSlug(modeSlug);
  if (!mode || rest.length > 0) return null;
  if (cropText === undefined) return { mode, crop: DEFAULT_CALENDAR_VIEW.crop };
  const crop = cropOfSlug(cropText);
  if (!crop) return null;
  const view: CalendarView = { mode, crop };
  for (const [key, value] of [
    ['province', province],
    ['municipality', municipality],
  ] as const) {
    if (value === undefined) break;
    if (!SLUG.test(value)) return null;
    view[key] = value;
  }
  return view;
}

/** The address of a view, the inverse of parseCalendarView. */
export function calendarViewPath(view: CalendarView): string {
  return ['/cropping-calendar-v2', MODE_SLUGS[view.mode], cropSlug(view.crop), view.province, view.province ? view.municipality : undefined]
    .filter(Boolean)
    .join('/');
}
