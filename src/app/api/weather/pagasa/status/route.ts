import { PAGASA_CONTRACT } from '@/domain/pagasa/pagasa-contract';
import { handleRoute } from '@/server/http/handle-route';
import { jsonAnswer } from '@/server/http/json-answer';
import { getPagasaDesk } from '@/server/pagasa/get-pagasa-desk';

/** The last check of PAGASA's TenDay API, for staff. */
export const GET = handleRoute({
  ...PAGASA_CONTRACT.status,
  handler: async ({ db }) => jsonAnswer(await getPagasaDesk(db)),
});
