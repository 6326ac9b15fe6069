import { REPORTS_CONTRACT } from '@/domain/bulletins/reports-contract';
import { getBulletinPlan } from '@/server/bulletins/get-bulletin-plan';
import { handleRoute } from '@/server/http/handle-route';

/** What the dashboard's choice of bulletin would hold, as the server composes it (nothing is stored). */
export const POST = handleRoute({
  ...REPORTS_CONTRACT.plan,
  handler: async ({ db, input }) => getBulletinPlan(db, input),
});
