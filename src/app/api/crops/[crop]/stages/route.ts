import { cropByKey, findCrop } from '@/modules/calendar/rules/crops/crop-list';
import { CROPS_CONTRACT } from '@/modules/calendar/rules/crops/crops-contract';
import { AppError } from '@/platform/errors/app-error';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonWithEtag } from '@/platform/http/json-with-etag';

/** One crop's stages with its own labels in English and Tagalog, in growing order. */
export const GET = handleRoute({
  ...CROPS_CONTRACT.stages,
  handler: async ({ request, params: { crop: text } }) => {
    const crop = cropByKey(text) ?? findCrop(text);
    if (!crop) throw new AppError('NOT_FOUND', `Unknown crop "${text}".`);
    return jsonWithEtag(request, { crop: crop.key, name: crop.name, stages: crop.stages });
  },
});
