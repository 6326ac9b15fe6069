import { ATOM_CONTENT_TYPE, CAP_FEED_CACHE } from '@/modules/exchange/rules/feeds/feed-cache';
import { FEEDS_CONTRACT } from '@/modules/exchange/rules/feeds/feeds-contract';
import { getCycloneAlertFeed } from '@/modules/exchange/server/feeds/get-cyclone-alert-feed';
import { handleRoute } from '@/platform/api-route/handle-route';
import { getRequestBaseUrl } from '@/platform/request/get-base-url';
import { textWithEtag } from '@/platform/http/text-with-etag';

/** `/feeds/cyclone-advisories.atom`: the index of the CAP alerts of the wind signals the portal relays. */
export const GET = handleRoute({
  ...FEEDS_CONTRACT.cycloneAlerts,
  handler: async ({ db, request }) =>
    textWithEtag(request, await getCycloneAlertFeed(db, getRequestBaseUrl(request)), { 'Content-Type': ATOM_CONTENT_TYPE, 'Cache-Control': CAP_FEED_CACHE }),
});
