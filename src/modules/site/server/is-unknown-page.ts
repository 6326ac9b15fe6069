import 'server-only';
import { parseBulletinsView } from '@/modules/bulletins/rules/archive-view';
import { isPublicBulletin } from '@/modules/bulletins/server/is-public-bulletin';
import { parseCalendarView } from '@/modules/calendar/rules/calendar-view';
import { findPlacesBySlug } from '@/modules/places/rules/find-places-by-slug';
import { readPlaceLists } from '@/modules/places/server/read-place-lists';
import { parseWeatherView } from '@/modules/weather/rules/weather-view';
import type { Queryable } from '@/platform/db/database';

const knownPlaces = async (db: Queryable, slugs: { province?: string; municipality?: string }) => {
  if (!slugs.province && !slugs.municipality) return true;
  const { provinces, municipalities } = await readPlaceLists(db);
  return findPlacesBySlug(slugs, provinces, municipalities) !== null;
};

/**
 * Whether a public page address (its path, `/tl/…` for Tagalog) names a bulletin, town or crop its page
 * does not know, decided as the page decides before it calls notFound(): src/proxy.ts answers those with
 * the whole not-found page (decision 084). Addresses of the catch-all pages' sibling routes
 * (`/bulletins/go`, `/bulletins/{id}/feedback`, `/cropping-calendar-v2/go`) and every other page are
 * left to their routes.
 */
export async function isUnknownPage(db: Queryable, pathname: string): Promise<boolean> {
  // The proxy refused undecodable addresses before; the pages read their segments decoded.
  const [first, ...rest] = pathname
    .replace(/^\/tl(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  if (first === 'weather-services') {
    const view = parseWeatherView(rest);
    return !view || !(await knownPlaces(db, view));
  }
  if (first === 'cropping-calendar-v2' && rest[0] !== 'go') {
    const view = parseCalendarView(rest);
    return !view || !(await knownPlaces(db, view));
  }
  if (first === 'bulletins' && rest[0] !== 'go' && !(rest.length === 2 && rest[1] === 'feedback')) {
    const view = parseBulletinsView(rest);
    if (!view) return true;
    return view.kind === 'bulletin' && !(await isPublicBulletin(db, view.id));
  }
  return false;
}
