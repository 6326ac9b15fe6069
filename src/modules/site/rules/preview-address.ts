import { parseCalendarView, type CalendarView } from '@/modules/calendar/rules/calendar-view';
import { parseWeatherView, type WeatherView } from '@/modules/weather/rules/weather-view';

export const PREVIEW_LOCALES = ['en', 'tl'] as const;
export type PreviewLocale = (typeof PREVIEW_LOCALES)[number];

/** Pages whose preview is their title and lead alone. */
export const PLAIN_PREVIEW_PAGES = ['home', 'weather', 'calendar', 'bulletins', 'privacy', 'search'] as const;
export type PlainPreviewPage = (typeof PLAIN_PREVIEW_PAGES)[number];

export type PreviewSubject =
  | { kind: 'weather'; view: WeatherView }
  | { kind: 'calendar'; view: CalendarView }
  | { kind: 'bulletin'; id: string }
  | { kind: 'page'; page: PlainPreviewPage };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `/previews/{locale}/…/{last}.png` mirrors the address of the page it previews
 * (`/previews/en/weather-services/ten-day/laguna.png` for `/weather-services/ten-day/laguna`), so the
 * preview can only ever show what a page of the portal shows: it takes no text of its own.
 */
export function parsePreviewAddress(pathname: string): { locale: PreviewLocale; subject: PreviewSubject } | null {
  const match = /^\/previews\/(en|tl)\/(.+)\.png$/.exec(pathname);
  if (!match) return null;
  const locale = match[1] as PreviewLocale;
  const [section, ...rest] = match[2]!.split('/');
  if (section === 'weather-services') {
    const view = parseWeatherView(rest);
    return view && !view.period ? { locale, subject: { kind: 'weather', view } } : null;
  }
  if (section === 'cropping-calendar-v2') {
    const view = parseCalendarView(rest);
    return view ? { locale, subject: { kind: 'calendar', view } } : null;
  }
  if (section === 'bulletins' && rest.length === 1 && UUID.test(rest[0]!)) return { locale, subject: { kind: 'bulletin', id: rest[0]! } };
  if (section === 'page' && rest.length === 1 && (PLAIN_PREVIEW_PAGES as readonly string[]).includes(rest[0]!)) {
    return { locale, subject: { kind: 'page', page: rest[0] as PlainPreviewPage } };
  }
  return null;
}
