import { PAGASA_CONTRACT } from '@/domain/pagasa/pagasa-contract';
import { handleRoute } from '@/server/http/handle-route';
import { jsonAnswer } from '@/server/http/json-answer';
import { checkPagasa } from '@/server/pagasa/check-pagasa';
import { getPagasaDesk } from '@/server/pagasa/get-pagasa-desk';

/** Checks PAGASA's TenDay API now, and loads a new 10-day issue when the token allows. */
export const POST = handleRoute({
  ...PAGASA_CONTRACT.sync,
  handler: async ({ db }) => {
    const { status, report } = await checkPagasa(db);
    const desk = await getPagasaDesk(db, status);
    return jsonAnswer({ ...desk, message: desk.summary, report });
  },
});
