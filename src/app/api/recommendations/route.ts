import { GENERAL_STAGE } from '@/modules/recommendations/rules/recommendation-input';
import { RECOMMENDATIONS_CONTRACT } from '@/modules/recommendations/rules/recommendations-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { jsonWithEtag } from '@/platform/http/json-with-etag';
import { createRecommendation } from '@/modules/recommendations/server/create-recommendation';
import { findRecommendations } from '@/modules/recommendations/server/find-recommendations';

/**
 * By type, crop, stage(s) (`stages=veg,repro`; `general` for advice not tied to a stage) and forecast; a crop also
 * finds the rows for every crop. An empty answer is 404 `Received empty data`.
 */
export const GET = handleRoute({
  ...RECOMMENDATIONS_CONTRACT.find,
  handler: async ({ db, request, input }) => {
    const stages = [...(input.stages ?? []), ...(input.stage ?? []), ...(input.crop_stage ?? [])].map((stage) => (stage === GENERAL_STAGE ? null : stage));
    const found = await findRecommendations(db, { type: input.type, crop: input.crop, stages, forecast: input.forecast });
    return jsonWithEtag(request, found);
  },
});

export const POST = handleRoute({
  ...RECOMMENDATIONS_CONTRACT.create,
  handler: async ({ db, input, user }) => {
    const created = await createRecommendation(db, input, { id: user.id, email: user.email });
    return jsonAnswer({ message: 'The recommendation was added.', recommendation: created }, { status: 201 });
  },
});
