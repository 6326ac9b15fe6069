import 'server-only';
import type { WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { saveCommonData } from '@/modules/weather/server/save-common-data';

/** The route of one of the three common-data endpoints, which differ only in their operation (its `type`). */
export function handleCommonDataPost(operation: (typeof WEATHER_WRITES_CONTRACT)['commonSeasonal']) {
  return handleRoute({
    ...operation,
    handler: async ({ db, input, user }) => {
      const saved = await saveCommonData(db, input.data, { id: user.id, email: user.email });
      return jsonAnswer(saved, { status: 201 });
    },
  });
}
