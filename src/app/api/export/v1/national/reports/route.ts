import { NATIONAL_CONTRACT } from '@/domain/exchange/national/national-contract';
import { listNationalReports } from '@/server/exchange/list-national-reports';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** Published bulletins as the national portal's report records. */
export const GET = handleRoute({
  ...NATIONAL_CONTRACT.reports,
  handler: async ({ db, request, input }) => sendExport(request, await listNationalReports(db, input), input),
});
