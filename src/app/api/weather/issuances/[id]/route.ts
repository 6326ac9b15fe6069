import { WEATHER_CONTRACT } from '@/modules/weather/rules/weather-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { deleteUnsentIssuance } from '@/modules/weather/advisories/delete-unsent-issuance';
import { getRequestBaseUrl } from '@/platform/request/get-base-url';

/** Deletes an issuance (superadmins only); the pages then show the one before it. A cyclone advisory sent as a CAP alert stays (409). */
export const DELETE = handleRoute({
  ...WEATHER_CONTRACT.deleteIssuance,
  handler: async ({ db, request, params: { id }, user }) => {
    await deleteUnsentIssuance(db, id, { id: user.id, email: user.email }, getRequestBaseUrl(request));
    return { message: 'The issuance was deleted.', id };
  },
});
