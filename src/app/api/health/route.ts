import { checkHealth } from '@/server/health/check-health';
import { handleRoute } from '@/server/http/handle-route';

/** For load balancers and monitors: 200 when this instance can serve, 503 naming what is wrong. */
export const GET = handleRoute({
  access: { kind: 'public' },
  handler: async () => {
    const health = await checkHealth();
    return Response.json(health, { status: health.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
  },
});
