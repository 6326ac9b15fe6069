import { PAGASA_CONTRACT } from '@/modules/pagasa/rules/pagasa-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { checkPagasa } from '@/modules/pagasa/server/check-pagasa';
import { getPagasaDesk } from '@/modules/pagasa/server/get-pagasa-desk';

/** Checks PAGASA's TenDay API now, and loads a new 10-day issue when the token allows. */
export const POST = handleRoute({
  ...PAGASA_CONTRACT.sync,
  handler: async ({ db }) => {
    const { status, report } = await checkPagasa(db);
    const desk = await getPagasaDesk(db, status);
    return jsonAnswer({ ...desk, message: desk.summary, report });
  },
});
