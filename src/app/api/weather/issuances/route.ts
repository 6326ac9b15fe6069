import { WEATHER_CONTRACT } from '@/domain/weather/weather-contract';
import { handleRoute } from '@/server/http/handle-route';
import { listIssuances } from '@/server/weather/list-issuances';

/** The archive of issuances for staff, newest first. */
export const GET = handleRoute({
  ...WEATHER_CONTRACT.issuances,
  handler: async ({ db, input }) => listIssuances(db, input),
});
