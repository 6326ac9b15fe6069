export const WEATHER_TABS = ['seasonal', 'ten-day', 'special'] as const;
export type WeatherTab = (typeof WEATHER_TABS)[number];
export const DEFAULT_WEATHER_TAB: WeatherTab = 'ten-day';

export interface WeatherView {
  tab: WeatherTab;
  province?: string;
  municipality?: string;
  /** `YYYY-MM-DD` for 10-day, `YYYY-MM` for seasonal. */
  period?: string;
}

const PERIOD = /^\d{4}-\d{2}(-\d{2})?$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Reads `/weather-services/[tab]/[province]/[municipality]/[period]`; the period may follow the province. */
export function parseWeatherView(segments: string[] | undefined): WeatherView | null {
  const parts = [...(segments ?? [])];
  if (parts.length === 0) return { tab: DEFAULT_WEATHER_TAB };
  const tab = parts.shift() as WeatherTab;
  if (!WEATHER_TABS.includes(tab) || parts.length > 3) return null;
  const view: WeatherView = { tab };
  if (parts.length > 0 && PERIOD.test(parts.at(-1)!)) view.period = parts.pop();
  if (parts.length > 2 || !parts.every((part) => SLUG.test(part))) return null;
  [view.province, view.municipality] = parts;
  if (view.province === undefined) delete view.province;
  if (view.municipality === undefined) delete view.municipality;
  return view;
}

/** The address of a view, the inverse of parseWeatherView. */
export function weatherViewPath(view: WeatherView): string {
  return ['/weather-services', view.tab, view.province, view.municipality, view.period].filter(Boolean).join('/');
}
