import { NATIONAL_CONTRACT } from '@/modules/exchange/rules/national/national-contract';
import { listNationalReports } from '@/modules/exchange/server/list-national-reports';
import { sendExport } from '@/modules/exchange/server/send-export';
import { handleRoute } from '@/platform/api-route/handle-route';

/** Published bulletins as the national portal's report records. */
export const GET = handleRoute({
  ...NATIONAL_CONTRACT.reports,
  handler: async ({ db, request, input }) => sendExport(request, await listNationalReports(db, input), input),
});
