import { WEATHER_WRITES_CONTRACT } from '@/domain/weather/weather-writes-contract';
import { handleRoute } from '@/server/http/handle-route';
import { jsonAnswer } from '@/server/http/json-answer';
import { encodeSeasonalIssuance } from '@/server/weather/encode-seasonal-issuance';

export const POST = handleRoute({
  ...WEATHER_WRITES_CONTRACT.seasonalRegion,
  handler: async ({ db, input, user }) => {
    const result = await encodeSeasonalIssuance(db, input, { id: user.id, email: user.email });
    return jsonAnswer({ message: result.archived ?? 'The seasonal outlook was saved.', ...result }, { status: 201 });
  },
});
