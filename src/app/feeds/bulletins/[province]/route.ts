import { ATOM_CONTENT_TYPE, BULLETIN_FEED_CACHE } from '@/domain/feeds/feed-cache';
import { FEEDS_CONTRACT } from '@/domain/feeds/feeds-contract';
import { getBulletinFeed } from '@/server/feeds/get-bulletin-feed';
import { handleRoute } from '@/server/http/handle-route';
import { textWithEtag } from '@/server/http/text-with-etag';

/** `/feeds/bulletins/{province}.atom`: a province's published bulletins. */
export const GET = handleRoute({
  ...FEEDS_CONTRACT.provinceBulletins,
  handler: async ({ db, request, params }) =>
    textWithEtag(request, await getBulletinFeed(db, params), { 'Content-Type': ATOM_CONTENT_TYPE, 'Cache-Control': BULLETIN_FEED_CACHE }),
});
