import { CROPS_CONTRACT } from '@/domain/crops/crops-contract';
import { CROP_CATALOGUE } from '@/domain/crops/crop-catalogue';
import { handleRoute } from '@/server/http/handle-route';
import { jsonWithEtag } from '@/server/http/json-with-etag';

/** The crop list document: every crop with its names and stage codes. */
export const GET = handleRoute({
  ...CROPS_CONTRACT.list,
  handler: async ({ request }) =>
    jsonWithEtag(
      request,
      CROP_CATALOGUE.map((crop) => ({ key: crop.key, name: crop.name, stages: crop.stages.map((stage) => stage.code) })),
    ),
});
