import { PAGASA_CONTRACT } from '@/modules/pagasa/rules/pagasa-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { getPagasaDesk } from '@/modules/pagasa/server/get-pagasa-desk';
import { savePagasaToken } from '@/modules/pagasa/server/save-pagasa-token';

/** A superadmin stores the office's token, sealed; the answer says where the token in use comes from, never the token. */
export const PUT = handleRoute({
  ...PAGASA_CONTRACT.setToken,
  handler: async ({ db, input, user }) => {
    await savePagasaToken(db, user, input.token);
    const desk = await getPagasaDesk(db);
    const message =
      desk.tokenSource === 'environment'
        ? "The token was stored. The server's environment sets another one, which is the one in use."
        : 'The token was stored, sealed. The next check of PAGASA uses it.';
    return jsonAnswer({ ...desk, message });
  },
});

export const DELETE = handleRoute({
  ...PAGASA_CONTRACT.removeToken,
  handler: async ({ db, user }) => {
    await savePagasaToken(db, user, null);
    return jsonAnswer({ ...(await getPagasaDesk(db)), message: 'The stored token was removed.' });
  },
});
