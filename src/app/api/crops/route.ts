import { CROPS_CONTRACT } from '@/modules/calendar/rules/crops/crops-contract';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonWithEtag } from '@/platform/http/json-with-etag';

/** The crop list document: every crop with its names and stage codes. */
export const GET = handleRoute({
  ...CROPS_CONTRACT.list,
  handler: async ({ request }) =>
    jsonWithEtag(
      request,
      CROP_CATALOGUE.map((crop) => ({ key: crop.key, name: crop.name, stages: crop.stages.map((stage) => stage.code) })),
    ),
});
