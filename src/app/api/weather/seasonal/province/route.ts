import { provinceAsRegionInput } from '@/modules/weather/rules/seasonal-input';
import { WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { encodeSeasonalIssuance } from '@/modules/weather/server/encode-seasonal-issuance';

/** One province's six months (`{region, province, months}`), upserted into the live seasonal outlook. */
export const POST = handleRoute({
  ...WEATHER_WRITES_CONTRACT.seasonalProvince,
  handler: async ({ db, input, user }) => {
    const result = await encodeSeasonalIssuance(
      db,
      provinceAsRegionInput(input),
      { id: user.id, email: user.email },
      { mode: 'encode' },
      { asProvinceCall: true },
    );
    return jsonAnswer({ message: result.archived ?? 'The seasonal outlook was saved.', ...result }, { status: 201 });
  },
});
