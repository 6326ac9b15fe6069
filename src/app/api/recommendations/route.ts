import { GENERAL_STAGE, recommendationQuerySchema, recommendationSchema } from '@/domain/recommendations/recommendation-input';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { jsonWithEtag } from '@/server/http/json-with-etag';
import { createRecommendation } from '@/server/recommendations/create-recommendation';
import { findRecommendations } from '@/server/recommendations/find-recommendations';
import { revalidatePublicPages } from '@/server/site/revalidate-public-pages';

/**
 * By type, crop, stage(s) (`stages=veg,repro`; `general` for advice not tied to a stage) and forecast; a crop also
 * finds the rows for every crop. An empty answer is 404 `Received empty data`.
 */
export const GET = handleRoute({
  access: { kind: 'public' },
  input: recommendationQuerySchema,
  handler: async ({ request, input }) => {
    const stages = [...(input.stages ?? []), ...(input.stage ?? []), ...(input.crop_stage ?? [])].map((stage) => (stage === GENERAL_STAGE ? null : stage));
    const found = await findRecommendations(await getDb(), { type: input.type, crop: input.crop, stages, forecast: input.forecast });
    return jsonWithEtag(request, found, 60);
  },
});

export const POST = handleRoute({
  access: { kind: 'action', action: 'recommendation.edit' },
  input: recommendationSchema,
  handler: async ({ input, user }) => {
    const created = await createRecommendation(await getDb(), input, { id: user.id, email: user.email });
    revalidatePublicPages();
    return Response.json({ message: 'The recommendation was added.', recommendation: created }, { status: 201 });
  },
});
