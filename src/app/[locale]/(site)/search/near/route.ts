import { PLACES_CONTRACT } from '@/domain/places/places-contract';
import { slugify } from '@/domain/places/slugify';
import { weatherViewPath } from '@/domain/weather/weather-view';
import { handleRoute } from '@/server/http/handle-route';
import { seeOtherPage } from '@/server/http/see-other-page';
import { locatePublicPlace } from '@/server/maps/locate-public-place';

/**
 * "Use my location" lands here with the phone's position: on to the place's weather, or back to the
 * search page saying the position is outside the region, in the language of the page that asked. The
 * position is used for this answer only: nothing stores or logs it (request logs keep the path
 * without its query).
 */
export const GET = handleRoute({
  ...PLACES_CONTRACT.near,
  handler: async ({ db, request, input: { lat, lon } }) => {
    if (lat === undefined || lon === undefined) return seeOtherPage(request, '/search?near=unreadable');
    const found = await locatePublicPlace(db, { lat, lon });
    if (found.kind === 'outside') return seeOtherPage(request, `/search?near=outside&km=${Math.round(found.km)}`);
    return seeOtherPage(request, weatherViewPath({ tab: 'ten-day', province: slugify(found.place.province.name), municipality: slugify(found.place.name) }));
  },
});
