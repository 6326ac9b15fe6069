import { DRAFTS_CONTRACT } from '@/modules/pagasa/rules/drafts-contract';
import { listDraftRuns } from '@/modules/pagasa/server/drafts/list-draft-runs';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';

export const GET = handleRoute({
  ...DRAFTS_CONTRACT.runs,
  handler: async ({ db }) => jsonAnswer({ runs: await listDraftRuns(db) }),
});
