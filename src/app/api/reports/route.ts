import { REPORTS_CONTRACT } from '@/modules/bulletins/rules/reports-contract';
import { listOwnBulletins } from '@/modules/bulletins/server/list-own-bulletins';
import { handleRoute } from '@/platform/api-route/handle-route';

/** The caller's saved bulletins, newest first. */
export const GET = handleRoute({
  ...REPORTS_CONTRACT.list,
  handler: async ({ db, input, user }) => listOwnBulletins(db, user.id, input.type),
});
