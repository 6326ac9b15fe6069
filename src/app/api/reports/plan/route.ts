import { REPORTS_CONTRACT } from '@/modules/bulletins/rules/reports-contract';
import { getBulletinPlan } from '@/modules/bulletins/server/get-bulletin-plan';
import { handleRoute } from '@/platform/api-route/handle-route';

/** What the dashboard's choice of bulletin would hold, as the server composes it (nothing is stored). */
export const POST = handleRoute({
  ...REPORTS_CONTRACT.plan,
  handler: async ({ db, input }) => getBulletinPlan(db, input),
});
