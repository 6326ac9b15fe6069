import { CAP_CONTENT_TYPE, CAP_FEED_CACHE } from '@/domain/feeds/feed-cache';
import { FEEDS_CONTRACT } from '@/domain/feeds/feeds-contract';
import { getCapAlert } from '@/server/feeds/get-cap-alert';
import { handleRoute } from '@/server/http/handle-route';
import { textWithEtag } from '@/server/http/text-with-etag';

/** `/feeds/cap/{id}.xml`: one advisory's CAP 1.2 alert. */
export const GET = handleRoute({
  ...FEEDS_CONTRACT.capAlert,
  handler: async ({ db, request, params }) =>
    textWithEtag(request, await getCapAlert(db, params.alert), { 'Content-Type': CAP_CONTENT_TYPE, 'Cache-Control': CAP_FEED_CACHE }),
});
