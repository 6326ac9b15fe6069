import { DRAFTS_CONTRACT } from '@/modules/pagasa/rules/drafts-contract';
import { readDraftPlan } from '@/modules/pagasa/queue/read-draft-plan';
import { saveDraftPlan } from '@/modules/pagasa/server/drafts/save-draft-plan';
import { getEnv } from '@/platform/env/get-env';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';

const deploymentAllows = () => getEnv().ACAP_AUTO_DRAFTS === 'on';

export const GET = handleRoute({
  ...DRAFTS_CONTRACT.plan,
  handler: async ({ db }) => jsonAnswer({ plan: await readDraftPlan(db), deploymentAllows: deploymentAllows() }),
});

export const PUT = handleRoute({
  ...DRAFTS_CONTRACT.savePlan,
  handler: async ({ db, input, user }) => {
    await saveDraftPlan(db, user, input);
    const message = input.enabled
      ? 'Saved. The next 10-day or seasonal issue gets these drafts.'
      : 'Saved. The portal composes no drafts until they are turned on again.';
    return jsonAnswer({ plan: await readDraftPlan(db), deploymentAllows: deploymentAllows(), message });
  },
});
