import { PAGASA_CONTRACT } from '@/modules/pagasa/rules/pagasa-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { getPagasaDesk } from '@/modules/pagasa/server/get-pagasa-desk';

/** The last check of PAGASA's TenDay API, for staff. */
export const GET = handleRoute({
  ...PAGASA_CONTRACT.status,
  handler: async ({ db }) => jsonAnswer(await getPagasaDesk(db)),
});
