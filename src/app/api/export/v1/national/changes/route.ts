import { NATIONAL_CONTRACT } from '@/modules/exchange/rules/national/national-contract';
import { listNationalChanges } from '@/modules/exchange/server/list-national-changes';
import { sendExport } from '@/modules/exchange/server/send-export';
import { handleRoute } from '@/platform/api-route/handle-route';

/** What changed in the national documents since a cursor. */
export const GET = handleRoute({
  ...NATIONAL_CONTRACT.changes,
  handler: async ({ db, request, input }) => sendExport(request, await listNationalChanges(db, input), input),
});
