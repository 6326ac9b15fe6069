import { ATOM_CONTENT_TYPE, BULLETIN_FEED_CACHE } from '@/modules/exchange/rules/feeds/feed-cache';
import { FEEDS_CONTRACT } from '@/modules/exchange/rules/feeds/feeds-contract';
import { getBulletinFeed } from '@/modules/exchange/server/feeds/get-bulletin-feed';
import { handleRoute } from '@/platform/api-route/handle-route';
import { textWithEtag } from '@/platform/http/text-with-etag';

/** `/feeds/bulletins/{province}.atom`: a province's published bulletins. */
export const GET = handleRoute({
  ...FEEDS_CONTRACT.provinceBulletins,
  handler: async ({ db, request, params }) =>
    textWithEtag(request, await getBulletinFeed(db, params), { 'Content-Type': ATOM_CONTENT_TYPE, 'Cache-Control': BULLETIN_FEED_CACHE }),
});
