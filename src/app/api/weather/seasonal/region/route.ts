import { WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { encodeSeasonalIssuance } from '@/modules/weather/server/encode-seasonal-issuance';

export const POST = handleRoute({
  ...WEATHER_WRITES_CONTRACT.seasonalRegion,
  handler: async ({ db, input, user }) => {
    const result = await encodeSeasonalIssuance(db, input, { id: user.id, email: user.email });
    return jsonAnswer({ message: result.archived ?? 'The seasonal outlook was saved.', ...result }, { status: 201 });
  },
});
