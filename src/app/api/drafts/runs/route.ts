import { DRAFTS_CONTRACT } from '@/domain/drafts/drafts-contract';
import { listDraftRuns } from '@/server/drafts/list-draft-runs';
import { handleRoute } from '@/server/http/handle-route';
import { jsonAnswer } from '@/server/http/json-answer';

export const GET = handleRoute({
  ...DRAFTS_CONTRACT.runs,
  handler: async ({ db }) => jsonAnswer({ runs: await listDraftRuns(db) }),
});
