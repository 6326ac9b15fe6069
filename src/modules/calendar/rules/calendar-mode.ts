export const CALENDAR_MODES = ['ten_day', 'seasonal'] as const;
export type CalendarMode = (typeof CALENDAR_MODES)[number];

/** In addresses the mode is written `ten-day` / `seasonal`, like the weather tabs. */
export const MODE_SLUGS: Record<CalendarMode, string> = { ten_day: 'ten-day', seasonal: 'seasonal' };

export function modeOfSlug(slug: string | undefined): CalendarMode | null {
  return (Object.keys(MODE_SLUGS) as CalendarMode[]).find((mode) => MODE_SLUGS[mode] === slug) ?? null;
}

/** Accepts the API's spellings: `ten_day`, `tenday`, `10-day`, `10day`, `ten-day`, `seasonal`. */
export function parseCalendarMode(text: string | null | undefined): CalendarMode | null {
  const value = (text ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  if (['tenday', '10day'].includes(value)) return 'ten_day';
  if (value === 'seasonal') return 'seasonal';
  return null;
}
