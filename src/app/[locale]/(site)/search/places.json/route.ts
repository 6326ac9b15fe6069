import { PLACES_CONTRACT } from '@/modules/places/rules/places-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonWithEtag } from '@/platform/http/json-with-etag';
import { getPlaceSuggestIndex } from '@/modules/places/server/get-place-suggest-index';

// The places change only with a release (the region seed, the PSGC list): a day in the browser, then a
// 304 most of the time. One file for both languages (the address carries none) and no cookie set.

/** `/search/places.json`: what the search box suggests from as someone types, fetched once when the box is first used. */
export const GET = handleRoute({
  ...PLACES_CONTRACT.suggestIndex,
  handler: async ({ db, request }) => jsonWithEtag(request, await getPlaceSuggestIndex(db)),
});
