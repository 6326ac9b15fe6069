import { PLACES_CONTRACT } from '@/modules/places/rules/places-contract';
import { slugify } from '@/modules/places/rules/slugify';
import { weatherViewPath } from '@/modules/weather/rules/weather-view';
import { handleRoute } from '@/platform/api-route/handle-route';
import { seeOtherPage } from '@/platform/http/see-other-page';
import { locatePublicPlace } from '@/modules/weather/server/maps/locate-public-place';

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
