import 'server-only';
import type { CalendarMode } from '@/modules/calendar/rules/calendar-mode';
import type { PlaceSignal } from '@/modules/weather/rules/place-signal';
import { getCalendar } from '@/modules/calendar/server/get-calendar';
import type { Queryable } from '@/platform/db/database';
import { findPlaceSignal } from '@/modules/weather/server/find-place-signal';
import { findRecommendations } from './find-recommendations';
import type { RecommendationView } from './to-recommendation-view';

export interface PlaceSignalAdvice {
  signal: PlaceSignal;
  /** The office's advice for the signal whatever the crop and stage, as every cyclone bulletin leads with it. */
  general: RecommendationView[];
  /** The place's calendars, whose pages give each crop's own advice for the signal ("what to do now"). */
  calendars: { crop: string; mode: CalendarMode }[];
}

/** While a numbered signal is up for a city or municipality: the signal, its general advice and the crops to read further; null otherwise. */
export async function getPlaceSignalAdvice(db: Queryable, place: { psgc: string; provincePsgc: string }): Promise<PlaceSignalAdvice | null> {
  const signal = await findPlaceSignal(db, place);
  if (!signal) return null;
  const [rows, calendars] = await Promise.all([
    findRecommendations(db, { type: 'special', stages: [null], forecast: signal.signal }, { allowEmpty: true }),
    getCalendar(db, { municipality: place.psgc }, { allowEmpty: true }),
  ]);
  return {
    signal,
    general: rows.filter((row) => row.crop === null && row.stage === null),
    calendars: calendars.map((calendar) => ({ crop: calendar.crop, mode: calendar.mode })),
  };
}
