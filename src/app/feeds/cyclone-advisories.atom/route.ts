import { ATOM_CONTENT_TYPE, CAP_FEED_CACHE } from '@/domain/feeds/feed-cache';
import { FEEDS_CONTRACT } from '@/domain/feeds/feeds-contract';
import { getCycloneAlertFeed } from '@/server/feeds/get-cyclone-alert-feed';
import { handleRoute } from '@/server/http/handle-route';
import { textWithEtag } from '@/server/http/text-with-etag';

/** `/feeds/cyclone-advisories.atom`: the index of the CAP alerts of the wind signals the portal relays. */
export const GET = handleRoute({
  ...FEEDS_CONTRACT.cycloneAlerts,
  handler: async ({ db, request }) =>
    textWithEtag(request, await getCycloneAlertFeed(db), { 'Content-Type': ATOM_CONTENT_TYPE, 'Cache-Control': CAP_FEED_CACHE }),
});
