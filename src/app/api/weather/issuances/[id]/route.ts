import { WEATHER_CONTRACT } from '@/domain/weather/weather-contract';
import { handleRoute } from '@/server/http/handle-route';
import { deleteIssuance } from '@/server/weather/delete-issuance';

/** Deletes an issuance (superadmins only); the pages then show the one before it. */
export const DELETE = handleRoute({
  ...WEATHER_CONTRACT.deleteIssuance,
  handler: async ({ db, params: { id }, user }) => {
    await deleteIssuance(db, id, { id: user.id, email: user.email });
    return { message: 'The issuance was deleted.', id };
  },
});
