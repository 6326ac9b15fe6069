import { NATIONAL_CONTRACT } from '@/domain/exchange/national/national-contract';
import { listNationalChanges } from '@/server/exchange/list-national-changes';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** What changed in the national documents since a cursor. */
export const GET = handleRoute({
  ...NATIONAL_CONTRACT.changes,
  handler: async ({ db, request, input }) => sendExport(request, await listNationalChanges(db, input), input),
});
