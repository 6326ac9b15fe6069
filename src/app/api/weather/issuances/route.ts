import { WEATHER_CONTRACT } from '@/modules/weather/rules/weather-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { listIssuances } from '@/modules/weather/server/list-issuances';

/** The archive of issuances for staff, newest first. */
export const GET = handleRoute({
  ...WEATHER_CONTRACT.issuances,
  handler: async ({ db, input }) => listIssuances(db, input),
});
