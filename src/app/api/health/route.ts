import { SITE_CONTRACT } from '@/modules/site/rules/site-contract';
import { checkPortalHealth } from '@/platform/startup/check-portal-health';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';

/** For load balancers and monitors: 200 when this instance can serve, 503 naming what is wrong. */
export const GET = handleRoute({
  ...SITE_CONTRACT.health,
  handler: async () => {
    const health = await checkPortalHealth();
    return jsonAnswer(health, { status: health.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
  },
});
