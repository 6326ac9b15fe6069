import { REPORTS_CONTRACT } from '@/domain/bulletins/reports-contract';
import { listOwnBulletins } from '@/server/bulletins/list-own-bulletins';
import { handleRoute } from '@/server/http/handle-route';

/** The caller's saved bulletins, newest first. */
export const GET = handleRoute({
  ...REPORTS_CONTRACT.list,
  handler: async ({ db, input, user }) => listOwnBulletins(db, user.id, input.type),
});
