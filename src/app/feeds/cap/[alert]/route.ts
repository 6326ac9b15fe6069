import { CAP_CONTENT_TYPE, CAP_FEED_CACHE } from '@/modules/exchange/rules/feeds/feed-cache';
import { FEEDS_CONTRACT } from '@/modules/exchange/rules/feeds/feeds-contract';
import { getCapAlert } from '@/modules/exchange/server/feeds/get-cap-alert';
import { handleRoute } from '@/platform/api-route/handle-route';
import { getRequestBaseUrl } from '@/platform/request/get-base-url';
import { textWithEtag } from '@/platform/http/text-with-etag';

/** `/feeds/cap/{id}.xml`: one advisory's CAP 1.2 alert. */
export const GET = handleRoute({
  ...FEEDS_CONTRACT.capAlert,
  handler: async ({ db, request, params }) =>
    textWithEtag(request, await getCapAlert(db, params.alert, getRequestBaseUrl(request)), {
      'Content-Type': CAP_CONTENT_TYPE,
      'Cache-Control': CAP_FEED_CACHE,
    }),
});
