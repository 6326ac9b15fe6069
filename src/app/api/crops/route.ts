import { CROP_CATALOGUE } from '@/domain/crops/crop-catalogue';
import { handleRoute } from '@/server/http/handle-route';
import { jsonWithEtag } from '@/server/http/json-with-etag';

/** The crop list document: every crop with its names and stage codes. */
export const GET = handleRoute({
  access: { kind: 'public' },
  handler: async ({ request }) =>
    jsonWithEtag(
      request,
      CROP_CATALOGUE.map((crop) => ({ key: crop.key, name: crop.name, stages: crop.stages.map((stage) => stage.code) })),
      3600,
    ),
});
